import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMATS } from './date-formats';

dayjs.extend(customParseFormat);

export const DATE_LOCALES = ['id', 'en'] as const;

export type DateLocale = (typeof DATE_LOCALES)[number];

/**
 * Short month names. Indonesian follows dayjs's `id` locale (the app's pickers use it), so a
 * date reads the same in a list and in a picker.
 */
export const SHORT_MONTH_NAMES: Record<DateLocale, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** Spec 1 §9: long dates read DD MMM YYYY ("17 Agt 1945"); null when `iso` is not a real date. */
export function formatLongDate(
  iso: string | null | undefined,
  locale: DateLocale = 'id',
): string | null {
  if (!iso) return null;
  const parsed = dayjs(iso, DATE_FORMATS.value, true);
  if (!parsed.isValid()) return null;
  const day = parsed.format('DD');
  const month = SHORT_MONTH_NAMES[locale][parsed.month()];
  return `${day} ${month} ${parsed.format('YYYY')}`;
}
