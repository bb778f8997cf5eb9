import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMATS } from './date-formats';
import { parseIsoDay } from './parse-iso-day';

dayjs.extend(customParseFormat);

/** Spec 1 §2.13-2.14, spec 2 §2.6 and §3 (Enumerations): report and filter periods. */
export const PERIOD_TYPES = ['day', 'month', 'year'] as const;

export type PeriodType = (typeof PERIOD_TYPES)[number];

/** Each period type's picker shows its own format (spec 2 §2.6). */
export const PERIOD_PICKER_FORMATS: Record<PeriodType, string> = {
  day: DATE_FORMATS.picker,
  month: 'MM/YYYY',
  year: 'YYYY',
};

/** The text keys of the period type labels (Harian, Bulanan, Tahunan). */
export const PERIOD_TYPE_LABEL_KEYS: Record<PeriodType, `periodType.${PeriodType}`> = {
  day: 'periodType.day',
  month: 'periodType.month',
  year: 'periodType.year',
};

export function isPeriodType(value: unknown): value is PeriodType {
  return (PERIOD_TYPES as readonly unknown[]).includes(value);
}

function parseIso(iso: string) {
  const parsed = parseIsoDay(iso);
  if (!parsed) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return parsed;
}

/** The first day of the period holding `iso` (spec 1 §5: month and year views give the first day). */
export function periodStart(type: PeriodType, iso: string): string {
  const date = parseIso(iso);
  return (type === 'day' ? date : date.startOf(type)).format(DATE_FORMATS.value);
}

/** The last day of the period holding `iso` (month and year views give the last day). */
export function periodEnd(type: PeriodType, iso: string): string {
  const date = parseIso(iso);
  return (type === 'day' ? date : date.endOf(type)).format(DATE_FORMATS.value);
}

/** A period date as its picker shows it: 14/02/2024, 02/2024 or 2024. */
export function formatPeriodDate(type: PeriodType, iso: string): string {
  return parseIso(iso).format(PERIOD_PICKER_FORMATS[type]);
}
