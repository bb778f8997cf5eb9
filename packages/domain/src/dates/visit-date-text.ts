import { MONTH_NAMES, SHORT_MONTH_NAMES, SHORT_WEEKDAY_WORDS, WEEKDAY_WORDS } from './date-words';
import type { DateLocale } from './long-date';

/** The clinic's day ('YYYY-MM-DD') at noon UTC: its weekday and date are the same in every zone. */
function clinicNoon(date: string): Date | null {
  const noon = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(noon.getTime()) ? null : noon;
}

/**
 * A visit's day with its weekday, as a patient reads it in a booking's mail and pages: "Kamis,
 * 26 November 2026" / "Thursday, 26 November 2026". The date is the clinic's ('YYYY-MM-DD'),
 * written as it is, never moved through the reader's zone (a patient abroad still reads the
 * clinic's day); the text as given when it is not a date.
 */
export function visitDateText(date: string, locale: DateLocale): string {
  const noon = clinicNoon(date);
  if (!noon) return date;
  const weekday = WEEKDAY_WORDS[locale][noon.getUTCDay()];
  const month = MONTH_NAMES[locale][noon.getUTCMonth()];
  return `${weekday}, ${noon.getUTCDate()} ${month} ${noon.getUTCFullYear()}`;
}

/** A day in a week's header: "Kam" and "26 Nov"; the text as given when it is not a date. */
export function weekHeaderDayText(
  date: string,
  locale: DateLocale,
): { weekday: string; day: string } {
  const noon = clinicNoon(date);
  if (!noon) return { weekday: date, day: date };
  return {
    weekday: SHORT_WEEKDAY_WORDS[locale][noon.getUTCDay()]!,
    day: `${noon.getUTCDate()} ${SHORT_MONTH_NAMES[locale][noon.getUTCMonth()]}`,
  };
}
