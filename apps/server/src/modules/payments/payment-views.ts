import { canSeeDiscounts, canSeePaymentAuditColumns } from '@praktik/domain/access/permissions';
import type { Role } from '@praktik/domain/access/roles';
import { chargedUnitPrice } from '@praktik/domain/money/line-total';
import type {
  PaymentChain,
  PaymentItemView,
  PaymentView,
  VisitPaymentDetail,
} from '@praktik/domain/payments/payment-view.schema';
import type { PackageUseRow, PaymentChainRow, PaymentItemRow } from './payments.repository';

/**
 * Stored payments as the answers show them to a role: doctors and beauticians get no discount
 * fields at all (docs/decisions/0022-discounts-left-out-for-practitioners.md), the owner alone the
 * updater's name.
 */

function itemView(item: PaymentItemRow, role: Role): PaymentItemView {
  const view: PaymentItemView = {
    id: item.id,
    position: item.position,
    item_id: item.itemId,
    item_name: item.itemName,
    item_name_original: item.itemNameOriginal,
    is_package: item.isPackage,
    is_deposit: item.isDeposit,
    package_id: item.packageId,
    package_name: item.packageName,
    deposit_item_name: item.depositItemName,
    category_item_id: item.categoryItemId,
    category_name: item.categoryName,
    quantity: item.quantity,
    amount: item.amount,
    type: item.type,
    line_total: item.lineTotal,
    refunded_item_id: item.refundedItemId,
  };
  if (!canSeeDiscounts(role)) return view;
  return {
    ...view,
    type_discount: item.typeDiscount,
    discount: item.discount === null ? null : Number(item.discount),
    discount_amount: item.discountAmount,
  };
}

/** A read payment's receipt number: every committed payment has one (migration 0015). */
function committedReceipt(payment: PaymentChainRow['payment']): string {
  if (payment.receiptNumber === null) {
    throw new Error(`payment ${payment.id} has no receipt number: read before its commit`);
  }
  return payment.receiptNumber;
}

function paymentView(
  row: PaymentChainRow,
  uses: readonly PackageUseRow[],
  role: Role,
): PaymentView {
  const { payment } = row;
  return {
    id: payment.id,
    receipt_number: committedReceipt(payment),
    kind: payment.kind,
    parent_payment_id: payment.parentPaymentId,
    visit_id: payment.visitId,
    booking_id: payment.bookingId,
    patient_id: payment.patientId,
    practitioner_id: payment.practitionerId,
    practitioner_name: row.practitionerName,
    payment_method: payment.paymentMethod,
    card_number: payment.cardLast4,
    user_name: payment.userName,
    user_email: payment.userEmail,
    user_phone_number: payment.userPhoneNumber,
    payment_items: row.items.map((item) => itemView(item, role)),
    total_amount: payment.totalAmount,
    total_amount_correction: payment.totalAmountCorrection,
    grand_total: payment.totalAmount + payment.totalAmountCorrection,
    refund_reason: payment.refundReason,
    payment_date: payment.paymentDate,
    paid_at: payment.paidAt.toISOString(),
    created_by: payment.createdBy,
    created_by_name: row.createdByName,
    updated_by: payment.updatedBy,
    updated_by_name: canSeePaymentAuditColumns(role) ? row.updatedByName : null,
    package_uses:
      payment.kind === 'CORRECTION'
        ? []
        : uses.map((use) => ({
            id: use.id,
            patient_package_id: use.patientPackageId,
            package_name: use.packageName,
            remaining_visits: use.remainingVisits,
          })),
  };
}

/** The chain as one answer: its newest row, with the rows before it, oldest first. */
export function chainView(
  rows: readonly PaymentChainRow[],
  uses: readonly PackageUseRow[],
  role: Role,
): PaymentChain {
  const views = rows.map((row) => paymentView(row, uses, role));
  const newest = views.at(-1);
  if (!newest) throw new Error('a payment chain has at least its root');
  return { ...newest, payment_parent: views.slice(0, -1) };
}

/** `YYYY-MM-DD` as the visit payment detail shows it: `DD-MM-YYYY` (spec 2 §7). */
const dayMonthYear = (date: string) => date.split('-').reverse().join('-');

/** A visit's payment rows for `visit-payment-history`, oldest first. */
export function visitPaymentDetails(
  rows: readonly PaymentChainRow[],
  role: Role,
): VisitPaymentDetail[] {
  const seesDiscounts = canSeeDiscounts(role);
  return rows.map(({ payment, items, createdByName }) => ({
    id: payment.id,
    receipt_number: committedReceipt(payment),
    kind: payment.kind,
    payment_date: dayMonthYear(payment.paymentDate),
    payment_method: payment.paymentMethod,
    created_by: createdByName,
    total_amount: payment.totalAmount + payment.totalAmountCorrection,
    refund_reason: payment.refundReason,
    items: items.map((item) => ({
      name: item.itemName ?? item.packageName ?? item.itemNameOriginal,
      // Without the discount beside it, a practitioner reads the price as charged.
      price: seesDiscounts
        ? item.amount
        : chargedUnitPrice({
            isPackage: item.isPackage,
            quantity: item.quantity,
            total: item.lineTotal,
          }),
      quantity: item.quantity,
      ...(seesDiscounts
        ? {
            type_discount: item.typeDiscount,
            discount: item.discount === null ? null : Number(item.discount),
          }
        : {}),
      line_total: item.lineTotal,
    })),
  }));
}
