import { clinicWallClock } from '../dates/utc-offset';

/**
 * Slot times are carried as 'HH:mm:ss' (spec 2 §3, §9: time_slots availability_start and
 * availability_end) and computed as whole minutes since midnight. Every slot is made of
 * 15-minute units (spec 2 §9: durations are counted in quarter-hour units).
 */
export const SLOT_UNIT_MINUTES = 15;
export const MINUTES_PER_DAY = 24 * 60;

/** 'HH:mm:ss' as the API carries it. */
export type SlotTime = string;

/** A half-open span [start, end) of a day in minutes since midnight. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** A slot as the API carries it: [start, end) in 'HH:mm:ss'. */
export interface Slot {
  start: SlotTime;
  end: SlotTime;
}

const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Seconds since midnight of 'HH:mm' or 'HH:mm:ss' (up to '24:00:00'); null when not a time. */
function timeToSeconds(time: string): number | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes > 59 || seconds > 59) return null;
  const total = (hours * 60 + minutes) * 60 + seconds;
  return total > MINUTES_PER_DAY * 60 ? null : total;
}

/**
 * 'HH:mm' or 'HH:mm:ss' to minutes since midnight; null when it is not a time of day on a whole
 * minute. '24:00' (and '24:00:00') is the end of the day, so a schedule may run to midnight.
 */
export function timeToMinutes(time: string): number | null {
  const seconds = timeToSeconds(time);
  return seconds === null || seconds % 60 !== 0 ? null : seconds / 60;
}

/**
 * A clock reading ('HH:mm:ss', seconds allowed) in minutes since midnight, fractions kept, so
 * 09:00:30 is already past the 09:00 slot; null when it is not a time.
 */
export function clockToMinutes(time: string): number | null {
  const seconds = timeToSeconds(time);
  return seconds === null ? null : seconds / 60;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes since midnight (0..1440) to 'HH:mm:ss'. */
export function minutesToTime(minutes: number): SlotTime {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/** Minutes since midnight (0..1440) to 'HH:mm', as the picker and the timetable show it. */
export function minutesToHourMinute(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Any accepted time ('HH:mm' or 'HH:mm:ss') in the carried form 'HH:mm:ss'; null if invalid. */
export function normalizeTime(time: string): SlotTime | null {
  const minutes = timeToMinutes(time);
  return minutes === null ? null : minutesToTime(minutes);
}

/** Whether a minute falls on the 15-minute grid (:00, :15, :30, :45). */
export function isOnSlotGrid(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes % SLOT_UNIT_MINUTES === 0;
}

/** A carried slot in minutes; null when either end is not a time. */
export function slotToRange(slot: Slot): MinuteRange | null {
  const start = timeToMinutes(slot.start);
  const end = timeToMinutes(slot.end);
  return start === null || end === null ? null : { start, end };
}

export function rangeToSlot(range: MinuteRange): Slot {
  return { start: minutesToTime(range.start), end: minutesToTime(range.end) };
}

/** Two half-open spans overlap when each starts before the other ends. */
export function rangesOverlap(a: MinuteRange, b: MinuteRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The clinic's wall clock at an instant: reservation dates and slot times are in the clinic's
 * zone, a whole-hour offset from UTC (spec 2 §7: current_utc, default +7).
 */
export function clinicClock(instant: Date, utcOffsetHours = 7): { date: string; time: SlotTime } {
  const local = clinicWallClock(instant, utcOffsetHours);
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}
