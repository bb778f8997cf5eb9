import type { VisitStatus } from '../visits/status';
import { holdsSlot } from '../reservations/slot-holding';
import type { MinuteRange, Slot, SlotTime } from './time-of-day';
import {
  SLOT_UNIT_MINUTES,
  clockToMinutes,
  minutesToTime,
  rangesOverlap,
  slotToRange,
  timeToMinutes,
} from './time-of-day';
import { unitsOfRanges } from './group-slots';
import type { Weekday } from './weekdays';
import { isWeekend, weekdayOf } from './weekdays';

/** The parts of a weekly schedule this reads (a parsed `DoctorSchedule` fits). */
export interface WeeklySchedule {
  weekend_mode: boolean;
  doctor_schedule: readonly {
    day: number;
    isActive: boolean;
    slots: readonly { from: string; to: string; enabled: boolean }[];
  }[];
}

/** A reservation on the date, as far as the slots care: its time and whether it is cancelled. */
export interface Booking extends Slot {
  status: VisitStatus;
}

/** The clinic's wall clock (see `clinicClock`): a 'YYYY-MM-DD' date and an 'HH:mm:ss' time. */
export interface ClinicNow {
  date: string;
  time: SlotTime;
}

/**
 * Weekend mode ("Mode Libur", spec 2 §2.11): the spec names it and gives no rule. Decision: with
 * weekend mode on the doctor takes no bookings on Saturday and Sunday, whatever those days hold;
 * the weekend days keep their slots, so turning it off brings them back unchanged. Weekdays
 * follow their own settings either way.
 */
export function isScheduleDayOpen(schedule: WeeklySchedule, day: Weekday): boolean {
  if (schedule.weekend_mode && isWeekend(day)) return false;
  return schedule.doctor_schedule.some((entry) => entry.day === day && entry.isActive);
}

/**
 * The spans a doctor works on a date: that weekday's enabled slots when the day is active and
 * not closed by weekend mode; none otherwise.
 */
export function scheduledRanges(schedule: WeeklySchedule, date: string): MinuteRange[] {
  const day = weekdayOf(date);
  if (!isScheduleDayOpen(schedule, day)) return [];
  return schedule.doctor_schedule
    .filter((entry) => entry.day === day)
    .flatMap((entry) => entry.slots)
    .filter((slot) => slot.enabled)
    .map((slot) => slotToRange({ start: slot.from, end: slot.to }))
    .filter((range): range is MinuteRange => range !== null && range.start < range.end);
}

export type SlotUnavailableReason = 'booked' | 'past';

export interface DaySlot extends Slot {
  isAvailable: boolean;
  /** Why the slot cannot be picked; null when it can. A booked slot in the past is 'booked'. */
  reason: SlotUnavailableReason | null;
}

export interface DaySlotsInput {
  schedule: WeeklySchedule;
  /** 'YYYY-MM-DD' in the clinic's zone. */
  date: string;
  /** The doctor's reservations on that date; cancelled ones free their time. */
  bookings: readonly Booking[];
  /** Now on the clinic's clock; slots of today that have begun, and earlier days, are past. */
  now: ClinicNow;
}

/**
 * Every 15-minute slot of the doctor's schedule on a date, each marked available or not: taken
 * by a reservation that is not cancelled (any overlap takes it), or past (spec 2 §5: past slots
 * of today are disabled; a slot that has begun is past). Never reads the clock. Throws on a
 * date that is not 'YYYY-MM-DD' (validate the request first).
 */
export function daySlots(input: DaySlotsInput): DaySlot[] {
  return dayUnits(input).map(({ start, reason }) => ({
    start: minutesToTime(start),
    end: minutesToTime(start + SLOT_UNIT_MINUTES),
    isAvailable: reason === null,
    reason,
  }));
}

/** A 15-minute unit of `daySlots` in minutes since midnight, with why it cannot be picked. */
export interface DayUnit {
  start: number;
  reason: SlotUnavailableReason | null;
}

/**
 * `daySlots` in minutes, before the times are written out: what `bookableDaySlots` groups, so a
 * slots call does not write each unit's times only to read them back (a measurable part of the
 * slots route's time a call).
 */
export function dayUnits({ schedule, date, bookings, now }: DaySlotsInput): DayUnit[] {
  const taken: MinuteRange[] = [];
  for (const booking of bookings) {
    if (!holdsSlot(booking.status)) continue;
    const range = slotToRange(booking);
    if (range !== null) taken.push(range);
  }
  const nowMinutes = clockToMinutes(now.time) ?? 0;
  const pastBefore =
    date < now.date ? Number.POSITIVE_INFINITY : date === now.date ? nowMinutes : -1;

  return unitsOfRanges(scheduledRanges(schedule, date)).map((start) => {
    const unit = { start, end: start + SLOT_UNIT_MINUTES };
    const reason: SlotUnavailableReason | null = taken.some((range) => rangesOverlap(unit, range))
      ? 'booked'
      : start < pastBefore
        ? 'past'
        : null;
    return { start, reason };
  });
}

/** The slots that can be picked: `daySlots` without the booked and past ones. */
export function availableSlots(input: DaySlotsInput): Slot[] {
  return daySlots(input)
    .filter((slot) => slot.isAvailable)
    .map(({ start, end }) => ({ start, end }));
}

/** The unit starts of `availableSlots`, as `toggleSlotSelection` takes them. */
export function availableUnitTimes(input: DaySlotsInput): SlotTime[] {
  return availableSlots(input).map((slot) => slot.start);
}

/** Whether a selection of unit starts is still wholly available (checked again on save). */
export function isSelectionAvailable(selected: readonly SlotTime[], input: DaySlotsInput): boolean {
  const open = new Set(availableUnitTimes(input).map(timeToMinutes));
  return selected.every((time) => {
    const minutes = timeToMinutes(time);
    return minutes !== null && open.has(minutes);
  });
}
