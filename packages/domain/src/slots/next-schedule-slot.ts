import type { ScheduleDay, ScheduleSlot } from './doctor-schedule.schema';
import { MINUTES_PER_DAY, minutesToTime, timeToMinutes } from './time-of-day';

/** Where a day's first slot starts when the day has none: a clinic's usual opening hour. */
export const FIRST_SLOT_START_MINUTES = 9 * 60;
/** How long a slot added on the schedule screen lasts before the user moves its ends. */
export const NEW_SLOT_MINUTES = 60;

/**
 * The slot "add a slot" puts on a day (spec 2 §2.11 leaves it open): an hour from where the
 * day's latest slot ends, or 09:00-10:00 on an empty day, so adding never overlaps while the day
 * has room. A day that runs to midnight gets its last hour, which overlaps and shows as such.
 */
export function nextScheduleSlot(day: Pick<ScheduleDay, 'slots'>): ScheduleSlot {
  const ends = day.slots
    .map((slot) => timeToMinutes(slot.to))
    .filter((minutes): minutes is number => minutes !== null);
  const start =
    ends.length === 0
      ? FIRST_SLOT_START_MINUTES
      : Math.min(Math.max(...ends), MINUTES_PER_DAY - NEW_SLOT_MINUTES);
  return {
    from: minutesToTime(start),
    to: minutesToTime(start + NEW_SLOT_MINUTES),
    enabled: true,
  };
}
