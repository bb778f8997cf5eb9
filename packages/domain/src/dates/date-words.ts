import { slotsTexts } from '../slots/slots.texts';
import { WEEKDAY_NAMES, WEEKDAYS } from '../slots/weekdays';
import type { DateLocale } from './long-date';

/*
 * The names of days and months as the app writes them, in the app's own tables rather than ICU's:
 * a page that shows a date then needs none of ICU's locale data, whose first load blocks a slow
 * phone for 30-150 ms (docs/performance.md, "Public pages"), and the server that renders a page
 * ahead and the browser that takes it over write the same words whatever their ICU versions.
 */

/** The weekdays' words of the schedule's texts, by `Date.getUTCDay()`: Sunday first. */
function weekdayWords(locale: DateLocale, length: 'weekday' | 'weekdayShort'): readonly string[] {
  return WEEKDAYS.map((day) => slotsTexts[locale][length][WEEKDAY_NAMES[day]]);
}

export const WEEKDAY_WORDS: Record<DateLocale, readonly string[]> = {
  id: weekdayWords('id', 'weekday'),
  en: weekdayWords('en', 'weekday'),
};

export const SHORT_WEEKDAY_WORDS: Record<DateLocale, readonly string[]> = {
  id: weekdayWords('id', 'weekdayShort'),
  en: weekdayWords('en', 'weekdayShort'),
};

export const MONTH_NAMES: Record<DateLocale, readonly string[]> = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * Short month names. Indonesian follows dayjs's `id` locale (the app's pickers use it), so a
 * date reads the same in a list and in a picker.
 */
export const SHORT_MONTH_NAMES: Record<DateLocale, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
