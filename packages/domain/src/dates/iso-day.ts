import dayjs, { type Dayjs } from 'dayjs';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a text is a real `YYYY-MM-DD` day. Any year 0001..9999 counts: a date field passes
 * through 0002, 0020 and 0202 while someone types 2026, and dayjs's own parsing refuses years
 * before 100 (or reads them as 19xx).
 */
export function isIsoDay(iso: string): boolean {
  // Arithmetic rather than a Date: every row of the patient and visit lists checks a date of
  // birth here, and a local-time Date's getters and setters cost a time-zone lookup each.
  const match = ISO_DAY.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The days of a month (1-12) in the Gregorian calendar, as a Date counts them for any year. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A `YYYY-MM-DD` day as dayjs, or null when it is not a real day (see isIsoDay). */
export function parseIsoDay(iso: string): Dayjs | null {
  const date = dateOfIsoDay(iso);
  return date ? dayjs(date) : null;
}

/** The local midnight of a real `YYYY-MM-DD` day; one Date, no dayjs: lists read a date of birth on every row. */
function dateOfIsoDay(iso: string): Date | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setFullYear keeps years below 100 as written, where the Date constructor adds 1900.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const sameDay =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return year >= 1 && sameDay ? date : null;
}
