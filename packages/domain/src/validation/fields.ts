import { z } from 'zod';
import { isPlausibleBirthDate } from '../dates/birth-date';
import { isIsoDay } from '../dates/iso-day';
import { canonicalPhoneNumber, hasPhoneLength, isPhoneText, PHONE_DIGITS } from '../patients/phone';
import { invalid, required, validationMessage } from './message';

/**
 * The one e-mail pattern the forms and the server share (spec 1 §5): the WHATWG form pattern
 * (what a browser's e-mail field accepts), with a top-level domain of two letters or more. An
 * address a mail server cannot take (`a@b|c.id`) is the form's mistake, not a failed delivery.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

/** A text the user must fill; blanks count as empty. */
export function requiredText(field: string, max = 255) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .max(max, { error: validationMessage('validation.maxLength', { field, max }) });
}

/** C0 and C1 control characters: line breaks, tabs, escapes. None belongs in a name. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The rule of a name: one line, no control character. A line break in a name would start a new
 * row in a CSV export or a new line in a calendar file. Spread into zod's `refine`.
 */
export function oneLine(field: string) {
  return [
    (value: string) => !CONTROL_CHARACTER.test(value),
    { error: validationMessage('validation.controlCharacter', { field }) },
  ] as const;
}

/** A name (a person's, a clinic's, an item's): a required text on one line. */
export function nameText(field: string, max = 255) {
  return requiredText(field, max).refine(...oneLine(field));
}

export function emailField(field = 'fields.email') {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .max(254, { error: invalid(field) })
    .regex(EMAIL_PATTERN, { error: invalid(field) })
    .transform((value) => value.toLowerCase());
}

/** An e-mail that may be left blank: blank is null, one given must be valid (lower-cased). */
export function optionalEmailField(field = 'fields.email') {
  return z
    .string()
    .trim()
    .max(254, { error: invalid(field) })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: invalid(field) })
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null));
}

/**
 * A phone number as people and autofill write it (`+62 812-9876-5432`, `0812 9876 5432`,
 * `(021) 555-1234`), stored in one form: `canonicalPhoneNumber` (docs/decisions/0046). Letters
 * and other signs are refused with their own message, never taken for an empty field.
 */
export function phoneField(field = 'fields.phoneNumber') {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .refine(isPhoneText, { error: validationMessage('validation.phoneCharacters', { field }) })
    .transform(canonicalPhoneNumber)
    .refine(hasPhoneLength, {
      error: validationMessage('validation.phoneLength', { field, ...PHONE_DIGITS }),
    });
}

/** A phone number that may be left blank (a walk-in buyer's): blank is null, else phoneField. */
export function optionalPhoneField(field = 'fields.phoneNumber') {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    phoneField(field).nullish(),
  );
}

/**
 * A real `YYYY-MM-DD` day from the year 100 on: what dayjs's strict parse accepted (it reads years
 * below 100 as 19xx), without a dayjs object and its format parser (about 1 µs a check instead of
 * 10 here). Every history and report call checks its range with it.
 */
export function isValidIsoDate(value: string): boolean {
  return ISO_DATE_PATTERN.test(value) && Number(value.slice(0, 4)) >= 100 && isIsoDay(value);
}

/** A calendar date as the API carries it: YYYY-MM-DD. */
export function isoDateField(field: string) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .refine(isValidIsoDate, { error: invalid(field) });
}

/** A date of birth as the API carries it: YYYY-MM-DD, from 1900 to today. */
export function birthDateField(field = 'fields.dateOfBirth') {
  return isoDateField(field).refine((value) => isPlausibleBirthDate(value), {
    error: validationMessage('validation.birthDateRange', { field }),
  });
}

export function passwordField(field = 'fields.password') {
  return z
    .string({ error: required(field) })
    .min(1, { error: required(field) })
    .min(PASSWORD_MIN_LENGTH, {
      error: validationMessage('validation.minLength', { field, min: PASSWORD_MIN_LENGTH }),
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: validationMessage('validation.maxLength', { field, max: PASSWORD_MAX_LENGTH }),
    });
}

export function enumField<const T extends readonly [string, ...string[]]>(
  values: T,
  field: string,
) {
  return z.enum(values, { error: required(field) });
}

/** A chosen record's id (a select's value): required, and never longer than an id can be. */
export function idSchema(field: string) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .max(64, { error: invalid(field) });
}
