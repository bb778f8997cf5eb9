import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMATS } from './date-formats';
import { SHORT_MONTH_NAMES } from './date-words';

dayjs.extend(customParseFormat);

export const DATE_LOCALES = ['id', 'en'] as const;

export type DateLocale = (typeof DATE_LOCALES)[number];

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
