import { lineGross } from '@praktik/domain/money/line-total';
import { takesCorrectionRows } from '@praktik/domain/payments/correction-status';
import type { PaymentView } from '@praktik/domain/payments/payment-view.schema';
import { isActionAllowed, paymentFormMode } from '@praktik/domain/visits/status-actions';
import { statusAfterPayment } from '@praktik/domain/visits/status-transitions';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { PaymentLineEditorValue, PaymentLineValue } from '@praktik/ui/PaymentLineEditor';
import type { ReceiptWidth } from '@praktik/ui/Receipt';

/** A visit's payment chain as the reservation detail carries it. */
export interface VisitPaymentChain {
  /** The chain's newest row (the payment itself, or its latest correction). */
  payment: PaymentView;
  /** The rows before it, oldest first. */
  parents: readonly PaymentView[];
}

/** The chain's rows oldest first: the original payment, then each correction. */
export function chainRows(chain: VisitPaymentChain): PaymentView[] {
  return [...chain.parents, chain.payment];
}

/** The chain's original payment, whose method a correction may complete. */
export function chainRoot(chain: VisitPaymentChain): PaymentView {
  return chain.parents[0] ?? chain.payment;
}

/**
 * A recorded line as the editor shows it. A practitioner's answer has no discount fields
 * (docs/decisions/0022-discounts-left-out-for-practitioners.md) but its `line_total` is the
 * discounted one: the difference is carried as a rupiah discount, hidden from them like every
 * discount, so the totals the editor computes are the ones the cashier took.
 */
function toEditorLine(item: PaymentView['payment_items'][number]): PaymentLineValue {
  const hasDiscountFields = item.type_discount !== undefined || item.discount !== undefined;
  const hiddenDiscount =
    lineGross({ quantity: item.quantity, price: item.amount, isPackage: item.is_package }) -
    item.line_total;
  return {
    key: item.id,
    itemId: item.item_id,
    itemName: item.item_name,
    packageId: item.package_id,
    packageName: item.package_name,
    categoryName: item.category_name,
    isPackage: item.is_package,
    isDeposit: item.is_deposit,
    qty: item.quantity,
    amount: item.amount,
    typeDiscount: hasDiscountFields
      ? (item.type_discount ?? null)
      : hiddenDiscount > 0
        ? 'NUMBER'
        : null,
    discount: hasDiscountFields
      ? (item.discount ?? null)
      : hiddenDiscount > 0
        ? hiddenDiscount
        : null,
    type: item.type,
    // A refund line gives units back: its recorded total is negative, which no field yields.
    ...(item.refunded_item_id ? { recordedTotal: item.line_total } : {}),
  };
}

/** The whole chain in the read-only editor: every row's lines, the original's method and card. */
export function chainEditorValue(chain: VisitPaymentChain): PaymentLineEditorValue {
  const root = chainRoot(chain);
  return {
    paymentItems: chainRows(chain).flatMap((row) => row.payment_items.map(toEditorLine)),
    method: root.payment_method,
    cardNumber: root.card_number,
  };
}

/** What the payment section offers for a visit in this status, with or without a payment. */
export interface PaymentSectionActions {
  add: boolean;
  correct: boolean;
  print: boolean;
}

export function paymentSectionActions(
  status: VisitStatus,
  hasPayment: boolean,
): PaymentSectionActions {
  return {
    // The domain's status rules: a payment while the visit is going on or waiting for it.
    add:
      !hasPayment && paymentFormMode(status) === 'editable' && statusAfterPayment(status) !== null,
    // Corrections add rows while the visit is open or paid.
    correct: hasPayment && takesCorrectionRows(status),
    print: hasPayment && isActionAllowed(status, 'printInvoice'),
  };
}

export const invoiceHref = (paymentId: string) =>
  `/print-invoice?${new URLSearchParams({ id: paymentId }).toString()}`;

export const receiptHref = (paymentId: string, width: ReceiptWidth) =>
  `/print-receipt?${new URLSearchParams({ id: paymentId, width: String(width) }).toString()}`;
