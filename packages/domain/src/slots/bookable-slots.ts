import { dayNumberOf, isoDayOf } from '../dates/iso-day';
import type {
  Booking,
  ClinicNow,
  DaySlot,
  SlotUnavailableReason,
  WeeklySchedule,
} from './available-slots';
import { dayUnits } from './available-slots';
import { isBookableDate } from './booking-window';
import { groupUnits, unitsOfGroup } from './group-slots';
import { minutesToTime } from './time-of-day';
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
  const units = new Map<number, SlotUnavailableReason | null>();
  for (const unit of dayUnits({ schedule, date, bookings, now }))
    units.set(unit.start, unit.reason);
  return groupUnits([...units.keys()], duration).map((start) => {
    // Every unit of a group is in `units` (groupUnits offers no other group).
    let booked = false;
    let past = false;
    for (const minute of unitsOfGroup(start, duration)) {
      const reason = units.get(minute);
      if (reason === 'booked') booked = true;
      else if (reason === 'past') past = true;
    }
    const reason = booked ? 'booked' : past ? 'past' : null;
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
