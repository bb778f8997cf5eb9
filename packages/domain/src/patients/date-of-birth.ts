import { isPlausibleBirthDate } from '../dates/birth-date';
import { toIsoDate } from '../dates/date-formats';
import { isIsoDay } from '../dates/iso-day';

/**
 * Spec 1 §3: the patient's date of birth travels as `dob` in DD-MM-YYYY, while the form and the
 * date picker hold YYYY-MM-DD. Both directions answer null for anything that is not a real date.
 */
export function dobFromIso(iso: string | null | undefined): string | null {
  // Every row of the patient and visit lists passes here: the three numbers rearranged, where
  // fromIsoDate(iso, 'form') made and formatted a dayjs object per row (the same text).
  if (!iso || !isIsoDay(iso)) return null;
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
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
