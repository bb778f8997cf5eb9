import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMATS } from './date-formats';
import { formatLongDate, type DateLocale } from './long-date';

dayjs.extend(customParseFormat);

/** The clinic's wall clock as the server writes it (`startInString`): DD-MM-YYYY HH:mm. */
export const WALL_CLOCK_FORMAT = `${DATE_FORMATS.form} HH:mm`;

/**
 * A visit's time in a title (the patient history's accordion, spec 1 §2.15): the long date of
 * spec 1 §9 and the clinic's wall clock, "17 Agt 1945, 10:00". It reads the server's
 * `startInString` as written (the clinic's local time), never the browser's time zone; null when
 * it is not a real date and time.
 */
export function formatLongDateTime(
  wallClock: string | null | undefined,
  locale: DateLocale = 'id',
): string | null {
  if (!wallClock) return null;
  const parsed = dayjs(wallClock.trim(), WALL_CLOCK_FORMAT, true);
  if (!parsed.isValid()) return null;
  return `${formatLongDate(parsed.format(DATE_FORMATS.value), locale)}, ${parsed.format('HH:mm')}`;
}
