import { DISCOUNT_TYPES, type DiscountType } from '../money/line-total';
import type { PaymentItemType } from '../money/payment-totals';

/** The most of one item a payment line may hold (spec 2 §5). */
export const MAX_LINE_QUANTITY = 10_000;

/** Label keys (payments.texts.ts) of the item types and discount types. */
export const PAYMENT_ITEM_TYPE_LABEL_KEYS: Record<PaymentItemType, string> = {
  CONSULTATION: 'payments.itemType.CONSULTATION',
  FARMASI: 'payments.itemType.FARMASI',
  CORRECTION: 'payments.itemType.CORRECTION',
};
export const DISCOUNT_TYPE_LABEL_KEYS: Record<DiscountType, string> = {
  NUMBER: 'payments.discountType.NUMBER',
  PERCENTAGE: 'payments.discountType.PERCENTAGE',
};

/** The discount input is enabled only after a discount type is chosen (spec 2 §5). */
export function isDiscountInputEnabled(line: { typeDiscount?: string | null }): boolean {
  return (DISCOUNT_TYPES as readonly unknown[]).includes(line.typeDiscount);
}
