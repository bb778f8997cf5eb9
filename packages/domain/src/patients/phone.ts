/** Spec 1 §9, spec 2 §2.9: the country code messaging links are written with. */
export const INDONESIA_CALLING_CODE = '62';

/** Keeps only the digits of what was typed: the phone fields are numeric (spec 1 §5). */
export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D+/g, '');
}

/** Whether a text is digits only (an empty text counts: "required" is a separate rule). */
export function isNumeric(value: string): boolean {
  return /^\d*$/.test(value);
}

/**
 * A phone number as WhatsApp links want it: digits only, starting with 62 (spec 1 §9, spec 2
 * §2.9). A leading 0 (the trunk prefix, `0812…`) is replaced by 62; `+62 812-…` loses its signs;
 * a mobile number written without its 0 (`812…`) gains 62; `+62 0812…` loses the stray 0 and
 * `0062…` its international prefix. Numbers with another country code are
 * left as their digits. Normalising twice changes nothing.
 */
export function normalizePhoneForMessaging(value: string | null | undefined): string {
  const digits = digitsOnly(value);
  if (digits === '') return digits;
  // 00 is the international call prefix: what follows carries its own country code
  if (digits.startsWith('00')) return normalizePhoneForMessaging(digits.slice(2));
  // "+62 0812…" keeps the trunk 0 by mistake; no Indonesian number continues 62 with a 0
  if (digits.startsWith(INDONESIA_CALLING_CODE)) {
    return INDONESIA_CALLING_CODE + digits.slice(2).replace(/^0+/, '');
  }
  if (digits.startsWith('0')) return INDONESIA_CALLING_CODE + digits.replace(/^0+/, '');
  if (digits.startsWith('8')) return INDONESIA_CALLING_CODE + digits;
  return digits;
}
