import { SLOT_UNIT_MINUTES } from './time-of-day';

/*
 * Without zod: the public booking's slot picker reads these before any form is checked (the
 * schema lives in visit-duration.schema.ts).
 */

/** Spec 2 §2.11, §9: a visit lasts 15 minutes, 30 minutes or 1 hour. */
export const VISIT_DURATIONS = [15, 30, 60] as const;
export type VisitDuration = (typeof VISIT_DURATIONS)[number];

/** Spec 1 §9: the booking picker opens on 1 hour. */
export const DEFAULT_PICKER_DURATION: VisitDuration = 60;
/** Spec 1 §9, spec 2 §9: schedules and reservations default to 15 minutes. */
export const DEFAULT_SCHEDULE_DURATION: VisitDuration = 15;
export const DEFAULT_RESERVATION_DURATION: VisitDuration = 15;

export function isVisitDuration(value: unknown): value is VisitDuration {
  return (VISIT_DURATIONS as readonly unknown[]).includes(value);
}

/** Spec 2 §9: durations are counted in quarter-hour units (a 1-hour visit is 4 units). */
export function durationUnits(minutes: number): number {
  return Math.ceil(minutes / SLOT_UNIT_MINUTES);
}

export function unitsToMinutes(units: number): number {
  return units * SLOT_UNIT_MINUTES;
}

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** 90 minutes is 1 hour and 30 minutes. */
export function durationParts(totalMinutes: number): DurationParts {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

export type DurationTextKey = 'duration.hoursMinutes' | 'duration.hours' | 'duration.minutes';

/**
 * A duration shown as hours and minutes (spec 2 §9): the text key and its parameters, e.g.
 * `duration.hoursMinutes` with { hours: 1, minutes: 30 } reads "1 jam 30 menit" / "1 h 30 min".
 * A whole number of hours leaves the minutes out; under an hour leaves the hours out.
 */
export function durationLabel(totalMinutes: number): {
  key: DurationTextKey;
  params: DurationParts;
} {
  const params = durationParts(totalMinutes);
  if (params.hours === 0) return { key: 'duration.minutes', params };
  if (params.minutes === 0) return { key: 'duration.hours', params };
  return { key: 'duration.hoursMinutes', params };
}
