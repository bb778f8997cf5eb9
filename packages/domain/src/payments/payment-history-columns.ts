import { canSeeDiscounts, canSeePaymentAuditColumns } from '../access/permissions';
import { isPractitioner, type Role } from '../access/roles';

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
 * What the screen's table shows until the reader chooses otherwise: what a cashier reads first,
 * finding a payment (its date, receipt number, patient) and checking what was paid (the item, its
 * line total, the payment's total and method). That much fits a 1280 px screen beside the menu;
 * the rest (doctor, category, type, quantity, price, discounts, who created or changed it) is one
 * choice away: the line total already counts the quantity in. A practitioner takes no money: the
 * item's type and quantity replace the payment's total and method, so they read what they did for
 * whom. The print and the exports always carry every column the role may see
 * (`paymentHistoryColumns`).
 */
const COUNTER_DEFAULT: readonly PaymentHistoryColumn[] = [
  'paymentDate',
  'receiptNumber',
  'patient',
  'item',
  'lineTotal',
  'paymentTotal',
  'method',
];
const PRACTITIONER_DEFAULT: readonly PaymentHistoryColumn[] = [
  'paymentDate',
  'receiptNumber',
  'patient',
  'item',
  'type',
  'quantity',
  'lineTotal',
];

/** The column that names a row (for screen readers, and as a card's title): never hidden. */
export const PAYMENT_HISTORY_FIXED_COLUMN: PaymentHistoryColumn = 'receiptNumber';

/** The columns the screen's table shows for a role that has chosen none. */
export function defaultPaymentHistoryColumns(
  role: Role | null | undefined,
): readonly PaymentHistoryColumn[] {
  const defaults = isPractitioner(role) ? PRACTITIONER_DEFAULT : COUNTER_DEFAULT;
  return paymentHistoryColumns(role).filter((column) => defaults.includes(column));
}

/**
 * The columns the screen's table shows: the reader's choice (as stored on their device, so
 * anything at all; null when they have not chosen) within what the role may see, in the
 * history's order, the receipt number always. A choice made under another role on the same
 * device never reveals a column this role may not see; no usable choice gives the defaults.
 */
export function shownPaymentHistoryColumns(
  role: Role | null | undefined,
  choice: unknown,
): readonly PaymentHistoryColumn[] {
  if (!Array.isArray(choice)) return defaultPaymentHistoryColumns(role);
  const chosen = new Set<unknown>(choice);
  return paymentHistoryColumns(role).filter(
    (column) => column === PAYMENT_HISTORY_FIXED_COLUMN || chosen.has(column),
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
