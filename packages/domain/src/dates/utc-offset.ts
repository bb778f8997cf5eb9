/*
 * The clinic's zone as a whole-hour offset, without zod: the public booking's schedule reads the
 * clinic's clock before any form is checked (its schema lives in current-utc.schema.ts).
 */

/** Spec 2 §7: "current_utc is the time-zone offset in whole hours; default 7 when none is set". */
export const DEFAULT_UTC_OFFSET_HOURS = 7;

/** Offsets on Earth run from UTC-12 to UTC+14. */
export const MIN_UTC_OFFSET_HOURS = -12;
export const MAX_UTC_OFFSET_HOURS = 14;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function instantMs(instantIso: string): number {
  const ms = new Date(instantIso).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${instantIso}`);
  return ms;
}

/**
 * The clinic's wall clock at an instant, 'YYYY-MM-DDTHH:mm:ss.sss': the instant moved by the
 * clinic's whole-hour offset and read as UTC. Every date and time of the clinic's zone starts here.
 */
export function clinicWallClock(instant: Date | string, offsetHours: number): string {
  const ms = typeof instant === 'string' ? instantMs(instant) : instant.getTime();
  return new Date(ms + offsetHours * HOUR_MS).toISOString().slice(0, 23);
}

/** The calendar date (YYYY-MM-DD) an instant falls on at UTC+offsetHours. */
export function localDateAt(instantIso: string, offsetHours: number): string {
  return clinicWallClock(instantIso, offsetHours).slice(0, 10);
}

export interface DayBounds {
  /** The day's first instant, inclusive (ISO, UTC). */
  start: string;
  /** The next day's first instant, exclusive (ISO, UTC). */
  end: string;
}

/** The instants a local day (YYYY-MM-DD at UTC+offsetHours) covers: [start, end). */
export function localDayBounds(isoDate: string, offsetHours: number): DayBounds {
  const midnightUtc = instantMs(`${isoDate}T00:00:00.000Z`);
  const start = midnightUtc - offsetHours * HOUR_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + DAY_MS).toISOString() };
}

/** The instants a local date range covers, from the start of `from` to the end of `to`: [start, end). */
export function localRangeBounds(fromIso: string, toIso: string, offsetHours: number): DayBounds {
  return {
    start: localDayBounds(fromIso, offsetHours).start,
    end: localDayBounds(toIso, offsetHours).end,
  };
}
