import { z } from 'zod';
import { invalid, notANumber, validationMessage } from '../validation/message';

/**
 * Money in Praktik is integer rupiah (ARCHITECTURE: "never floating point"). Rupiah has no
 * minor unit in practice, so an amount is a whole number of rupiah everywhere: forms, API, DB.
 */

/**
 * The largest amount a form or the API accepts: Rp999.999.999.999 (just under one trillion).
 * Far beyond any clinic bill, far below Number.MAX_SAFE_INTEGER, so sums of many lines stay exact.
 */
export const MAX_RUPIAH = 999_999_999_999;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `Rp1.500.000`, `-Rp1.500`, `Rp0`: Indonesian grouping with dots, no space, no decimals.
 * Written by hand rather than with Intl.NumberFormat so the server, the browser and the tests
 * print the same characters whatever ICU data they ship. A fractional amount (which should not
 * exist) is rounded to whole rupiah; a non-finite number prints as `Rp0` rather than `RpNaN`.
 */
export function formatRupiah(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  const digits = Math.abs(whole).toString().replace(THOUSANDS, '.');
  return whole < 0 ? `-Rp${digits}` : `Rp${digits}`;
}

/**
 * A non-negative whole rupiah amount, up to MAX_RUPIAH. A form hands over the text it could not
 * read (`parseRupiahInput`), which is refused as "digits only", not as an empty field.
 */
export function rupiahField(field = 'fields.amount') {
  return z
    .number({ error: notANumber(field, 'validation.amountDigits') })
    .int({ error: invalid(field) })
    .min(0, { error: invalid(field) })
    .max(MAX_RUPIAH, {
      error: validationMessage('validation.maxAmount', { field, max: formatRupiah(MAX_RUPIAH) }),
    });
}

/** The default amount schema (field name `fields.amount`). */
export const rupiahSchema = rupiahField();
export type Rupiah = z.infer<typeof rupiahSchema>;

/**
 * Reads an amount as a user types it: `1.500.000`, `Rp 1.500.000`, `1500000`, ` 1 500 000 `.
 * Dots (and spaces) are thousands separators, never decimals (rupiah has none); a decimal part
 * written with a comma is accepted only when it is zero (`1.500,00`). Returns null for an empty
 * text, garbage, a negative amount, misplaced separators (`1.50.000`) or more than MAX_RUPIAH.
 */
export function parseRupiahInput(text: string): number | null {
  const compact = text
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/\s+/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,0+)?$/.exec(compact);
  if (!match) return null;
  const value = Number(match[1]!.replaceAll('.', ''));
  return value <= MAX_RUPIAH ? value : null;
}
