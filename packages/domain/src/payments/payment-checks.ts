import { z } from 'zod';
import { isPaymentMethodRequired } from '../access/permissions';
import type { Role } from '../access/roles';
import { formatRupiah, MAX_RUPIAH } from '../money/currency';
import { DISCOUNT_TYPES, type DiscountType } from '../money/line-total';
import { PAYMENT_ITEM_TYPES, type PaymentItemType } from '../money/payment-totals';
import { EMAIL_PATTERN, oneLine, optionalPhoneField } from '../validation/fields';
import { invalid, required, validationMessage } from '../validation/message';
import {
  CARD_NUMBER_MESSAGE,
  isValidCardNumber,
  normalizeCardNumber,
  PAYMENT_METHODS,
  requiresCardNumber,
  type PaymentMethod,
} from './payment-method';
import { MAX_LINE_QUANTITY } from './payment-line';

/*
 * What the payment form and the payment request check alike, whatever their field names: blank
 * inputs, a line's quantity, price and discount, and the method and card number.
 */

/** Form controls give '' for an empty input or select: that is "not filled". */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const optionalText = z.preprocess(blankToNull, z.string().trim().max(255).nullish());
/** A line's or a payer's name, when given: one line (see nameText), the CSV export writes it. */
export const optionalName = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(255)
    .refine(...oneLine('fields.name'))
    .nullish(),
);
export const optionalNumber = z.preprocess(blankToNull, z.number().nullish());
/** A buyer's phone, when given: written as people write it, stored canonical (phoneField). */
export const optionalPhone = optionalPhoneField();
export const optionalFlag = z.boolean().nullish();
export const optionalDiscountType = z.preprocess(blankToNull, z.enum(DISCOUNT_TYPES).nullish());
export const optionalItemType = z.preprocess(blankToNull, z.enum(PAYMENT_ITEM_TYPES).nullish());
export const optionalMethod = z.preprocess(
  blankToNull,
  z.enum(PAYMENT_METHODS, { error: invalid('fields.paymentMethod') }).nullish(),
);
export const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(254)
    .regex(EMAIL_PATTERN, { error: invalid('fields.email') })
    .nullish(),
);

/** A line as the rules see it, whatever the names of its shape. */
export interface LineFacts {
  isPackage: boolean;
  type: PaymentItemType;
  itemId: string | null;
  packageId: string | null;
  quantity: number | null;
  amount: number | null;
  typeDiscount: DiscountType | null;
  discount: number | null;
}

export interface LinePaths {
  item: string;
  package: string;
  quantity: string;
  amount: string;
}

export type IssueSink = {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[] }): void;
};

export const isWholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export function checkLine(line: LineFacts, ctx: IssueSink, paths: LinePaths): void {
  const add = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] });
  if (line.type === 'CORRECTION' || !line.isPackage) {
    if (line.itemId === null) add(paths.item, required('fields.item'));
  } else if (line.packageId === null) {
    add(paths.package, required('fields.package'));
  }
  if (line.quantity === null) add(paths.quantity, required('fields.quantity'));
  else if (!isWholeIn(line.quantity, 1, MAX_LINE_QUANTITY))
    add(paths.quantity, invalid('fields.quantity'));
  // A package is sold as one unit (its price is the package's, once): 2 of it would be two sales.
  else if (line.isPackage && line.type !== 'CORRECTION' && line.quantity !== 1)
    add(paths.quantity, PACKAGE_QUANTITY_ONE);
  if (line.amount === null) add(paths.amount, required('fields.price'));
  else if (!isWholeIn(line.amount, 0, MAX_RUPIAH)) add(paths.amount, invalid('fields.price'));
  else if (line.quantity !== null && line.quantity * line.amount > MAX_RUPIAH)
    // 10.000 × Rp999.999.999.999 would leave JavaScript's exact integers.
    add(paths.amount, LINE_AMOUNT_TOO_LARGE);
  if (line.typeDiscount !== null && line.discount !== null && !isValidDiscount(line)) {
    add('discount', invalid('fields.discount'));
  }
}

export const PACKAGE_QUANTITY_ONE = validationMessage('validation.packageQuantityOne', {
  field: 'fields.quantity',
});
export const LINE_AMOUNT_TOO_LARGE = validationMessage('validation.lineAmountTooLarge', {
  max: formatRupiah(MAX_RUPIAH),
});

/**
 * A PERCENTAGE is 0..100 with at most two decimals (what the table keeps); a NUMBER is whole
 * rupiah from 0. A NUMBER above the line's gross is NOT refused: the line total is clamped to
 * Rp0 (spec 2 §4; docs/decisions/0020-oversized-discount-clamped.md).
 */
function isValidDiscount(line: LineFacts): boolean {
  const discount = line.discount ?? 0;
  if (line.typeDiscount === 'PERCENTAGE') {
    const hundredths = discount * 100;
    // 12.35 * 100 is 1234.9999999999998 in binary floating point: near a whole is whole.
    return discount >= 0 && discount <= 100 && Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
  }
  return isWholeIn(discount, 0, MAX_RUPIAH);
}

/** An absent number counts as 0 (quantity and price cannot be absent once validated). */
export const orZero = (value: number | null | undefined): number => value ?? 0;

/** The discount a parsed line keeps: none without a type, 0 when the typed input is empty. */
export function keptDiscount(
  typeDiscount: DiscountType | null,
  discount: number | null,
): number | null {
  return typeDiscount === null ? null : orZero(discount);
}

export interface PaymentHead {
  method: PaymentMethod | null;
  cardNumber: string | null;
}

export function checkHead(
  head: PaymentHead,
  ctx: IssueSink,
  role: Role | null | undefined,
  paths: { method: string; card: string },
) {
  if (head.method === null && isPaymentMethodRequired(role)) {
    ctx.addIssue({
      code: 'custom',
      message: required('fields.paymentMethod'),
      path: [paths.method],
    });
  }
  if (requiresCardNumber(head.method) && !isValidCardNumber(head.cardNumber)) {
    ctx.addIssue({ code: 'custom', message: CARD_NUMBER_MESSAGE, path: [paths.card] });
  }
}

export const keptCardNumber = (method: PaymentMethod | null, cardNumber: string | null) =>
  requiresCardNumber(method) && cardNumber !== null ? normalizeCardNumber(cardNumber) : null;

export const atLeastOneLine = validationMessage('validation.atLeastOne', { field: 'fields.item' });
