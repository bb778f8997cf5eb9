import dayjs from 'dayjs';
import { fromIsoDate, toIsoDate } from '../dates/date-formats';

/** The earliest date of birth a form takes. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * Whether a real YYYY-MM-DD date can be someone's date of birth: from 1900 to today. A day past
 * today is allowed too: the browser in Indonesia and a server on UTC may disagree about the date
 * of a baby registered just after midnight.
 */
export function isPlausibleBirthDate(
  iso: string,
  today: string = dayjs().format('YYYY-MM-DD'),
): boolean {
  const latest = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
  return iso >= EARLIEST_BIRTH_DATE && iso <= latest;
}

/**
 * Spec 1 §3: the patient's date of birth travels as `dob` in DD-MM-YYYY, while the form and the
 * date picker hold YYYY-MM-DD. Both directions answer null for anything that is not a real date.
 */
export function dobFromIso(iso: string | null | undefined): string | null {
  return fromIsoDate(iso, 'form');
}

export function dobToIso(dob: string | null | undefined): string | null {
  if (!dob) return null;
  return /^\d{2}-\d{2}-\d{4}$/.test(dob.trim()) ? toIsoDate(dob) : null;
}

/** Whether a text is a real date written DD-MM-YYYY, as `dob` must be. */
export function isValidDob(dob: string): boolean {
  return dobToIso(dob) !== null;
}

/** Whether a `dob` (DD-MM-YYYY) is a real date that can be a date of birth. */
export function isPlausibleDob(dob: string, today?: string): boolean {
  const iso = dobToIso(dob);
  return iso !== null && isPlausibleBirthDate(iso, today);
}
