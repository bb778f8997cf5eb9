import { dayNumberOf, isoDayOf } from '../dates/iso-day';
import type { Booking, ClinicNow, DaySlot, WeeklySchedule } from './available-slots';
import { daySlots } from './available-slots';
import { isBookableDate } from './booking-window';
import { groupUnits, unitsOfGroup } from './group-slots';
import { minutesToTime, timeToMinutes } from './time-of-day';
import type { VisitDuration } from './visit-durations';

export interface BookableDaySlotsInput {
  schedule: WeeklySchedule;
  /** 'YYYY-MM-DD' in the clinic's zone. */
  date: string;
  /** The length of the visit being booked: slots of this many minutes are offered. */
  duration: VisitDuration;
  /** The practitioner's reservations on that date; cancelled ones free their time. */
  bookings: readonly Booking[];
  now: ClinicNow;
}

/**
 * The slots a practitioner offers on a date for a visit of `duration` (spec 1 §9, spec 2 §9):
 * the schedule's 15-minute units (`daySlots`) grouped into slots of the duration (`groupUnits`:
 * 30 minutes start on :00 or :30, an hour on :00, never reaching outside the schedule). A slot
 * is available only when every unit of it is; otherwise 'booked' when any unit is taken, else
 * 'past'. A date outside the booking window (today to three months ahead) offers no slot at all.
 */
export function bookableDaySlots({
  schedule,
  date,
  duration,
  bookings,
  now,
}: BookableDaySlotsInput): DaySlot[] {
  if (!isBookableDate(date, now.date)) return [];
  const units = new Map<number, DaySlot>();
  for (const unit of daySlots({ schedule, date, bookings, now })) {
    const start = timeToMinutes(unit.start);
    if (start !== null) units.set(start, unit);
  }
  return groupUnits([...units.keys()], duration).map((start) => {
    const members = unitsOfGroup(start, duration).flatMap((minute) => units.get(minute) ?? []);
    const reason = members.some((unit) => unit.reason === 'booked')
      ? 'booked'
      : members.some((unit) => unit.reason === 'past')
        ? 'past'
        : null;
    return {
      start: minutesToTime(start),
      end: minutesToTime(start + duration),
      isAvailable: reason === null,
      reason,
    };
  });
}

/** `count` consecutive dates ('YYYY-MM-DD') from `first`; throws on a date that is not one. */
export function consecutiveDates(first: string, count: number): string[] {
  const start = dayNumberOf(first);
  return Array.from({ length: count }, (_, offset) => isoDayOf(start + offset));
}
