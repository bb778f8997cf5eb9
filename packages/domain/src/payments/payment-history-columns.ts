import { canSeeDiscounts, canSeePaymentAuditColumns } from '../access/permissions';
import type { Role } from '../access/roles';

/**
 * The payment history's columns (spec 2 §2.6), in order: the page's table, its print, the PDF and
 * the CSV all show these, so they cannot drift apart.
 */
export const PAYMENT_HISTORY_COLUMNS = [
  'paymentDate',
  'receiptNumber',
  'patient',
  'doctor',
  'item',
  'category',
  'type',
  'quantity',
  'price',
  'discountType',
  'discount',
  'lineTotal',
  'paymentTotal',
  'method',
  'createdBy',
  'updatedBy',
] as const;
export type PaymentHistoryColumn = (typeof PAYMENT_HISTORY_COLUMNS)[number];

const DISCOUNT_COLUMNS: readonly PaymentHistoryColumn[] = ['discountType', 'discount'];
const AUDIT_COLUMNS: readonly PaymentHistoryColumn[] = ['createdBy', 'updatedBy'];

/** The columns a role sees: no discounts for practitioners, created/updated by for the owner. */
export function paymentHistoryColumns(
  role: Role | null | undefined,
): readonly PaymentHistoryColumn[] {
  return PAYMENT_HISTORY_COLUMNS.filter(
    (column) =>
      (canSeeDiscounts(role) || !DISCOUNT_COLUMNS.includes(column)) &&
      (canSeePaymentAuditColumns(role) || !AUDIT_COLUMNS.includes(column)),
  );
}

/**
 * The columns that hold numbers (a count or rupiah): right-aligned wherever the history is shown,
 * and numbers, not texts, in the spreadsheet export.
 */
export const PAYMENT_HISTORY_NUMBER_COLUMNS: readonly PaymentHistoryColumn[] = [
  'quantity',
  'price',
  'discount',
  'lineTotal',
  'paymentTotal',
];
