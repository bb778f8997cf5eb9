import type { DateLocale } from './long-date';

const INTL_LOCALE: Record<DateLocale, string> = { id: 'id-ID', en: 'en-GB' };

/**
 * A visit's day with its weekday, as a patient reads it in a booking's mail and pages: "Kamis,
 * 26 November 2026" / "Thursday, 26 November 2026". The date is the clinic's ('YYYY-MM-DD'),
 * written as it is, never moved through the reader's zone (a patient abroad still reads the
 * clinic's day); the text as given when it is not a date.
 */
export function visitDateText(date: string, locale: DateLocale): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon);
}
