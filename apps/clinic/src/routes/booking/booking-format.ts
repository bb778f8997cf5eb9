import type { Locale } from '../../intl/locale';

/*
 * Dates and times of a booking as the patient reads them. Reservation dates and times are the
 * clinic's wall clock ('YYYY-MM-DD', 'HH:mm:ss'): they are formatted as they are, never moved
 * through the browser's zone (a patient abroad still sees the clinic's 09:00).
 */

const INTL_LOCALE: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

function utcNoonOf(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * One formatter per language and pattern, made once: a formatter costs far more to make than to
 * use, and the week header formats fourteen dates in each render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(date: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(utcNoonOf(date));
}

/** "Kamis, 26 November 2026": the domain's, as the booking's mail writes it. */
export { visitDateText } from '@praktik/domain/dates/visit-date-text';

/** The week header's day: "Kam" and "26 Nov". */
export function headerDayText(date: string, locale: Locale): { weekday: string; day: string } {
  return {
    weekday: format(date, locale, { weekday: 'short' }),
    day: format(date, locale, { day: 'numeric', month: 'short' }),
  };
}

/** '09:15:00' → '09:15'. */
export function clockText(time: string): string {
  return time.slice(0, 5);
}
