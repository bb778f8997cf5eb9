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
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The local midnight of a real `YYYY-MM-DD` day; one Date, no dayjs: lists read a date of birth on
 * every row, and a patient's booking reads these day rules before any date is formatted, so this
 * module carries no dayjs (the dayjs reading is `parse-iso-day.ts`).
 */
export function dateOfIsoDay(iso: string): Date | null {
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

/*
 * Day arithmetic on `YYYY-MM-DD` texts without a Date or dayjs: the slot rules ask a weekday, a
 * next day or the booking window's end several times per call (in the slots route's benchmark,
 * dayjs's strict parsing and formatting was about 0.4 ms of a call). A day number counts days from
 * 1970-01-01 in the proleptic Gregorian calendar; no clock and no time zone enter, so the answer
 * is the same on a server in UTC and a browser in Asia/Jakarta. (The conversions are Howard
 * Hinnant's `days_from_civil` and `civil_from_days`.)
 */

const DAYS_PER_ERA = 146_097;
/** Day number of 0000-03-01, where the algorithm's eras begin. */
const ERA_ORIGIN = 719_468;

function partsOf(iso: string): [number, number, number] {
  if (!isIsoDay(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function dayNumberOfParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - ERA_ORIGIN;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The days from 1970-01-01 to a real `YYYY-MM-DD` day; throws on a text that is not one. */
export function dayNumberOf(iso: string): number {
  return dayNumberOfParts(...partsOf(iso));
}

/** The `YYYY-MM-DD` day of a day number (see dayNumberOf). */
export function isoDayOf(dayNumber: number): string {
  const z = dayNumber + ERA_ORIGIN;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A real `YYYY-MM-DD` day moved by `days` (negative: back); throws on a text that is not one. */
export function addIsoDays(iso: string, days: number): string {
  return isoDayOf(dayNumberOf(iso) + days);
}

/**
 * A real `YYYY-MM-DD` day moved by `months`, kept within the month it lands in as dayjs and a
 * calendar do: 30 November + 3 months is 28 February (29 in a leap year).
 */
export function addIsoMonths(iso: string, months: number): string {
  const [year, month, day] = partsOf(iso);
  const target = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12 + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(targetDay, 2)}`;
}

/** The weekday of a real `YYYY-MM-DD` day, 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function sundayBasedWeekdayOf(iso: string): number {
  return (((dayNumberOf(iso) + 4) % 7) + 7) % 7;
}
