import { parseDate, type CalendarDate } from '@internationalized/date';

/** 'YYYY-MM-DD' to a CalendarDate; null for empty or malformed input. */
export function fromIso(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** CalendarDate to 'YYYY-MM-DD'. */
export function toIso(date: { toString(): string } | null): string | null {
  return date ? date.toString() : null;
}
