/** Spec 1 §9, spec 2 §2.9: the country code messaging links are written with. */
export const INDONESIA_CALLING_CODE = '62';

/** Keeps only the digits of what was typed. */
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
 * `0062…` its international prefix. Numbers with another country code (written with + or 00)
 * are left as their digits. Normalising an Indonesian number twice changes nothing.
 */
export function normalizePhoneForMessaging(value: string | null | undefined): string {
  const digits = digitsOnly(value);
  if (digits === '') return digits;
  // a stored foreign number (`+8190…`, see canonicalPhoneNumber) already leads with its country
  // code; without this its 8 would read as an Indonesian mobile missing its 0
  const withCode = countryCodeDigits(value ?? '');
  if (withCode !== null && !withCode.startsWith(INDONESIA_CALLING_CODE)) return withCode;
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

/**
 * What a phone field takes besides digits: how people and phones' autofill write a number
 * (`+62 812-9876-5432`, `0812 9876 5432`, `(021) 555-1234`, `0812.9876.5432`): a + first, then
 * spaces (a pasted non-breaking one too), dashes, dots and brackets. A letter, a slash between
 * two numbers or an extension is refused rather than silently dropped.
 */
const PHONE_TEXT = /^\+?[\d\s\-\u2010-\u2014.()]*$/;

/** The fewest and most digits a phone number holds (E.164 allows 15). */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;

/** Whether a text is written like a phone number (empty counts: "required" is its own rule). */
export function isPhoneText(value: string): boolean {
  return PHONE_TEXT.test(value.trim());
}

/**
 * The digits from the country code on when the number is written internationally (`+…` or
 * `00…`), else null. No country code starts with 0: `+0812…` is a national number with a stray +.
 */
function countryCodeDigits(value: string): string | null {
  const digits = digitsOnly(value);
  const withCode = value.trim().startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : null;
  return withCode === null || withCode.startsWith('0') ? null : withCode;
}

/**
 * The one form a phone number is stored in (docs/decisions/0046-phone-numbers.md): an Indonesian
 * number in its national digits with the trunk 0 (`081298765432`, `0215551234`), what the demo
 * data and every number stored before were; a number of another country as + and its digits
 * (`+6591234567`), so its country code is not mistaken for an Indonesian prefix. `+62`, `62`
 * and `0062` become 0 (a stray `+62 0…` keeps one 0), a mobile typed without its 0 (`812…`)
 * gains it, separators go. Only for a text `isPhoneText` accepts; applying it twice changes
 * nothing.
 */
export function canonicalPhoneNumber(value: string): string {
  const digits = digitsOnly(value);
  const withCode = countryCodeDigits(value);
  if (withCode !== null && !withCode.startsWith(INDONESIA_CALLING_CODE)) return `+${withCode}`;
  if (withCode !== null || digits.startsWith(INDONESIA_CALLING_CODE)) {
    const national = (withCode ?? digits).slice(INDONESIA_CALLING_CODE.length);
    return `0${national.replace(/^0+/, '')}`;
  }
  if (digits.startsWith('8')) return `0${digits}`;
  return digits;
}

/** Whether a stored (canonical) number has a plausible count of digits. */
export function hasPhoneLength(canonical: string): boolean {
  const count = digitsOnly(canonical).length;
  return count >= PHONE_DIGITS.min && count <= PHONE_DIGITS.max;
}

/**
 * A phone search box's text as the stored numbers are written: separators go (`0812-9876` finds
 * `081298765432`) and an international prefix becomes 0 (`+62 812`); any other text is searched
 * as typed, and finds nothing.
 */
export function phoneSearchTerm(text: string): string {
  const trimmed = text.trim();
  if (!isPhoneText(trimmed)) return trimmed;
  return countryCodeDigits(trimmed) !== null ? canonicalPhoneNumber(trimmed) : digitsOnly(trimmed);
}
