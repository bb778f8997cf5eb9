import { validationMessage } from '../validation/message';

/** The payment methods (spec 2 §3 Payment); a card payment needs its number (spec 2 §5). */
export const PAYMENT_METHODS = ['CASH', 'CREDIT_CARD', 'DEBIT', 'TRANSFER', 'QRIS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods paid with a card, which need its number. */
export const CARD_PAYMENT_METHODS = [
  'CREDIT_CARD',
  'DEBIT',
] as const satisfies readonly PaymentMethod[];
export const CARD_NUMBER_MIN_DIGITS = 16;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Label keys (payments.texts.ts) of the methods. */
export const PAYMENT_METHOD_LABEL_KEYS: Record<PaymentMethod, string> = {
  CASH: 'payments.method.CASH',
  CREDIT_CARD: 'payments.method.CREDIT_CARD',
  DEBIT: 'payments.method.DEBIT',
  TRANSFER: 'payments.method.TRANSFER',
  QRIS: 'payments.method.QRIS',
};

export const CARD_NUMBER_MESSAGE = validationMessage('validation.cardNumberDigits', {
  field: 'fields.cardNumber',
  min: CARD_NUMBER_MIN_DIGITS,
});

export function requiresCardNumber(method: string | null | undefined): boolean {
  return (CARD_PAYMENT_METHODS as readonly string[]).includes(method ?? '');
}

/** The digits of a typed card number: spaces and dashes between groups dropped. */
export function normalizeCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function isValidCardNumber(text: string | null | undefined): boolean {
  const digits = normalizeCardNumber(text ?? '');
  return new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`).test(digits);
}
