import type { PaymentItemRecord } from '@praktik/domain/payments/payment-invoice';

/**
 * A payment item as the money rules read it (names only: the rules decide the totals). The
 * invoice and the receipt both total through it, so they cannot print different figures.
 */
export const toPaymentLine = (item: PaymentItemRecord) => ({
  isPackage: item.is_package ?? false,
  quantity: item.quantity,
  price: item.amount,
  discountType: item.type_discount ?? null,
  discount: item.discount ?? null,
  type: item.type ?? null,
});
