import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { parseIsoDay } from './parse-iso-day';

dayjs.extend(customParseFormat);

/** Spec 1 §5, spec 2 §9: how dates are shown and carried. */
export const DATE_FORMATS = {
  picker: 'DD/MM/YYYY',
  form: 'DD-MM-YYYY',
  value: 'YYYY-MM-DD',
  long: 'DD MMM YYYY',
  slotTime: 'HH:mm:ss',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** DD-MM-YYYY (or DD/MM/YYYY) to YYYY-MM-DD; null when it is not a real date. */
export function toIsoDate(display: string): string | null {
  const parsed = dayjs(display.trim(), [DATE_FORMATS.form, DATE_FORMATS.picker], true);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.value) : null;
}

/** YYYY-MM-DD to the named display format; null when it is not a real date. */
export function fromIsoDate(
  iso: string | null | undefined,
  format: DateFormatName = 'form',
): string | null {
  if (!iso) return null;
  // Not dayjs's strict format parsing: every row of a list passes here, and that is many times
  // slower than reading the three numbers.
  const parsed = parseIsoDay(iso);
  return parsed ? parsed.format(DATE_FORMATS[format]) : null;
}
