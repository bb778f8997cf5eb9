import type { DoctorSchedule, ScheduleDay, ScheduleSlot } from './doctor-schedule.schema';
import type { VisitDuration } from './visit-durations';
import type { Weekday } from './weekdays';
import { WEEKDAYS, isWeekend } from './weekdays';

/**
 * Spec 2 §2.11: every toggle on the schedule screen (a day, a slot, the duration, weekend mode)
 * saves the whole schedule at once. These build the schedule to save from the one shown, without
 * changing it; the answer is then checked with `doctorScheduleSchema` and saved.
 */

/** The seven days in order, a day the server left out added inactive and empty. */
export function completeWeek(days: readonly ScheduleDay[]): ScheduleDay[] {
  return WEEKDAYS.map(
    (day) => days.find((entry) => entry.day === day) ?? { day, isActive: false, slots: [] },
  );
}

function editDay(
  schedule: DoctorSchedule,
  day: Weekday,
  edit: (entry: ScheduleDay) => ScheduleDay,
): DoctorSchedule {
  return {
    ...schedule,
    doctor_schedule: completeWeek(schedule.doctor_schedule).map((entry) =>
      entry.day === day ? edit(entry) : entry,
    ),
  };
}

export function setDayActive(
  schedule: DoctorSchedule,
  day: Weekday,
  isActive: boolean,
): DoctorSchedule {
  return editDay(schedule, day, (entry) => ({ ...entry, isActive }));
}

/** Switches one slot of a day on or off; an index past the day's slots changes nothing. */
export function setSlotEnabled(
  schedule: DoctorSchedule,
  day: Weekday,
  index: number,
  enabled: boolean,
): DoctorSchedule {
  return editDay(schedule, day, (entry) => ({
    ...entry,
    slots: entry.slots.map((slot, at) => (at === index ? { ...slot, enabled } : slot)),
  }));
}

/** Adds a slot to a day, the day's slots kept in time order ('HH:mm:ss' orders as text). */
export function addScheduleSlot(
  schedule: DoctorSchedule,
  day: Weekday,
  slot: ScheduleSlot,
): DoctorSchedule {
  return editDay(schedule, day, (entry) => ({
    ...entry,
    slots: [...entry.slots, slot].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
  }));
}

export function removeScheduleSlot(
  schedule: DoctorSchedule,
  day: Weekday,
  index: number,
): DoctorSchedule {
  return editDay(schedule, day, (entry) => ({
    ...entry,
    slots: entry.slots.filter((_, at) => at !== index),
  }));
}

export function setScheduleDuration(
  schedule: DoctorSchedule,
  duration: VisitDuration,
): DoctorSchedule {
  return { ...schedule, duration_visit: duration };
}

export function setWeekendMode(schedule: DoctorSchedule, weekendMode: boolean): DoctorSchedule {
  return { ...schedule, weekend_mode: weekendMode };
}

/** Replaces a day's slots (the ranges typed for it), the day switched on. */
export function setDaySlots(
  schedule: DoctorSchedule,
  day: Weekday,
  slots: readonly ScheduleSlot[],
): DoctorSchedule {
  return editDay(schedule, day, (entry) => ({
    ...entry,
    isActive: true,
    slots: slots.map((slot) => ({ ...slot })),
  }));
}

/**
 * Decision 0052: one day's hours copied onto other days: each target takes the source's on/off and
 * its slots (the target's own replaced); the source and the days not named stay as they were.
 */
export function copyScheduleDay(
  schedule: DoctorSchedule,
  from: Weekday,
  targets: readonly Weekday[],
): DoctorSchedule {
  const source = completeWeek(schedule.doctor_schedule).find((entry) => entry.day === from)!;
  return {
    ...schedule,
    doctor_schedule: completeWeek(schedule.doctor_schedule).map((entry) =>
      entry.day !== from && targets.includes(entry.day)
        ? {
            ...entry,
            isActive: source.isActive,
            slots: source.slots.map((slot) => ({ ...slot })),
          }
        : entry,
    ),
  };
}

/** The days a copy offers ticked: the other working days (Monday to Friday), as a week is mostly built. */
export function defaultCopyTargets(from: Weekday): Weekday[] {
  return WEEKDAYS.filter((day) => day !== from && !isWeekend(day));
}
