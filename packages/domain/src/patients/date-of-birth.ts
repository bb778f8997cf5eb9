import { isPlausibleBirthDate } from '../dates/birth-date';
import { fromIsoDate, toIsoDate } from '../dates/date-formats';

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
