import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { WEEKDAYS, weekdayOf } from './weekdays';

dayjs.extend(customParseFormat);

/**
 * The schedule screen's week preview runs from the week's first day, Sunday (weekday 1, as the
 * schedule numbers its days), for seven days, so its columns match the editor's rows.
 */
export const PREVIEW_DAYS = WEEKDAYS.length;

/** The 'YYYY-MM-DD' `days` after (or before, when negative) a 'YYYY-MM-DD' date. */
export function shiftIsoDate(isoDate: string, days: number): string {
  return dayjs(isoDate, 'YYYY-MM-DD', true).add(days, 'day').format('YYYY-MM-DD');
}

/** The Sunday that starts the week holding `isoDate` ('YYYY-MM-DD'); throws on a non-date. */
export function previewWeekStart(isoDate: string): string {
  return shiftIsoDate(isoDate, 1 - weekdayOf(isoDate));
}
