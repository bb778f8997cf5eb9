import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES } from '@praktik/domain/money/line-total';
import { PAYMENT_ITEM_TYPES } from '@praktik/domain/money/payment-totals';
import { MAX_LINE_QUANTITY } from '@praktik/domain/payments/payment-line';
import { PAYMENT_METHODS } from '@praktik/domain/payments/payment-method';
import { users } from './accounts';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';
import { cashClosings } from './cash-closings';
import { patients } from './patients';
import { itemCategories, items, maxRupiahSql, packages } from './catalogue';
import { reservations } from './reservations';
import { visits } from './visits';

const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const methodList = sqlList(PAYMENT_METHODS);
const cardMethodList = sqlList(['CREDIT_CARD', 'DEBIT']);
const itemTypeList = sqlList(PAYMENT_ITEM_TYPES);

export const PAYMENT_KINDS = ['PAYMENT', 'CORRECTION'] as const;

/**
 * A payment of a visit, or a counter sale (spec 2 §2.9, §3 Payment). Never changed in amount: a
 * correction is a new row of kind CORRECTION whose `parent_payment_id` is the chain's first
 * payment (the root), so a visit has exactly one root payment (`payments_one_per_visit_key`).
 * `total_amount`/`total_amount_correction` are the domain's `paymentTotals` of the lines written
 * in the same transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    /**
     * `INV-YYYYMMDD-NNNN` from `payment_sequences`, unique per clinic. Null only inside the
     * transaction that wrote the payment: the number is taken at its commit (migration 0015's
     * `payments_at_commit`), so concurrent saves queue on the clinic's day counter for the commit
     * alone, not for their round trips (the save's p99,
     * docs/decisions/0025-payment-shared-rows-at-commit.md). Every committed payment has one.
     */
    receiptNumber: text('receipt_number'),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('PAYMENT'),
    parentPaymentId: uuid('parent_payment_id').references((): AnyPgColumn => payments.id),
    visitId: uuid('visit_id').references(() => visits.id),
    /** The visit's reservation (the chain's latest); null for a walk-in or a counter sale. */
    bookingId: uuid('booking_id').references(() => reservations.id),
    patientId: uuid('patient_id').references(() => patients.id),
    /** The visit's practitioner when paid (after a transfer, the target); null for a sale. */
    practitionerId: uuid('practitioner_id').references(() => users.id),
    /** Null when a doctor saved it without one; the cashier may then set it once (ruling 3.4). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** Only the card's last four digits are kept (decision 6.6). */
    cardLast4: text('card_last4'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    userPhoneNumber: text('user_phone_number'),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    totalAmountCorrection: bigint('total_amount_correction', { mode: 'number' }).notNull(),
    /**
     * Why money went back: set exactly on a refund, a CORRECTION whose lines take back lines of
     * the chain (negative quantity and total), so its signed total is below 0
     * (docs/decisions/0043-refunds.md). `payment_method` is how the money went back,
     * `created_by` who gave it.
     */
    refundReason: text('refund_reason'),
    /** The server's clock at save; `payment_date` is its clinic-local day. */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /**
     * The closing of the day of the cashier who took it (`created_by`); null until they close
     * (docs/decisions/0044-closing-the-day.md).
     */
    closingId: uuid('closing_id').references(() => cashClosings.id),
    ...auditColumns(),
  },
  (t) => [
    check(
      'payments_kind_check',
      sql`${t.kind} in ('PAYMENT', 'CORRECTION') AND ((${t.kind} = 'PAYMENT') = (${t.parentPaymentId} IS NULL))`,
    ),
    check('payments_method_check', sql`${t.paymentMethod} in (${methodList})`),
    check(
      'payments_card_check',
      sql`${t.cardLast4} ~ '^[0-9]{4}$' AND ${t.paymentMethod} in (${cardMethodList}) OR ${t.cardLast4} IS NULL`,
    ),
    // A payment sums lines of at most MAX_RUPIAH each; 1000 such lines still fit. Only a refund
    // (a correction with a reason) takes money back, and only by its correction lines.
    check(
      'payments_totals_check',
      sql`${t.totalAmount} BETWEEN 0 AND 999999999999999 AND ${t.totalAmountCorrection} BETWEEN -999999999999999 AND 999999999999999 AND (${t.totalAmountCorrection} >= 0 OR ${t.refundReason} IS NOT NULL)`,
    ),
    check(
      'payments_refund_check',
      sql`${t.refundReason} IS NULL OR (${t.kind} = 'CORRECTION' AND ${t.totalAmount} = 0 AND ${t.totalAmountCorrection} < 0 AND length(${t.refundReason}) BETWEEN 1 AND 500)`,
    ),
    uniqueIndex('payments_receipt_number_key').on(t.businessId, t.receiptNumber),
    // Two cashiers saving one visit at once: one insert wins, the other gets 23505 (409).
    uniqueIndex('payments_one_per_visit_key')
      .on(t.businessId, t.visitId)
      .where(sql`${t.parentPaymentId} IS NULL AND ${t.visitId} IS NOT NULL`),
    index('payments_business_visit_idx').on(t.businessId, t.visitId, t.paidAt),
    // The history's distinct-payment total: the period's payments, not the clinic's.
    index('payments_business_paid_at_idx').on(t.businessId, t.paidAt),
    // A cashier's payments not yet closed: what the closing and its preview read.
    index('payments_open_by_cashier_idx')
      .on(t.businessId, t.createdBy, t.paidAt)
      .where(sql`${t.closingId} IS NULL`),
    // A payment's corrections, in order.
    index('payments_parent_idx')
      .on(t.parentPaymentId, t.paidAt)
      .where(sql`${t.parentPaymentId} IS NOT NULL`),
  ],
);

/**
 * One line of a payment. `discount_amount` and `line_total` are the domain's `lineDiscount` and
 * `lineTotal`, and `payment_items_total_check` refuses a row where they do not add up, so SQL sums
 * over `line_total` agree with the domain. `paid_at`, `payment_method` and `practitioner_id`
 * repeat the payment's, so the history's month is one range scan of an index with no join.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    position: smallint('position').notNull(),
    type: text('type', { enum: PAYMENT_ITEM_TYPES }).notNull().default('CONSULTATION'),
    itemId: uuid('item_id').references(() => items.id),
    /** The name as sent (printed on the bill); `item_name_original` the catalogue's at save. */
    itemName: text('item_name'),
    itemNameOriginal: text('item_name_original'),
    categoryItemId: uuid('category_item_id').references(() => itemCategories.id),
    categoryName: text('category_name'),
    isPackage: boolean('is_package').notNull().default(false),
    packageId: uuid('package_id').references(() => packages.id),
    packageName: text('package_name'),
    isDeposit: boolean('is_deposit').notNull().default(false),
    depositItemName: text('deposit_item_name'),
    /**
     * A refund line's line taken back (an earlier line of the same chain): its quantity is the
     * negative of the units given back, its total the negative of their net share
     * (docs/decisions/0043-refunds.md).
     */
    refundedItemId: uuid('refunded_item_id').references((): AnyPgColumn => paymentItems.id),
    quantity: integer('quantity').notNull(),
    /** The unit price, or the package's price for a package line. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The catalogue's price at save. */
    listPrice: bigint('list_price', { mode: 'number' }),
    typeDiscount: text('type_discount', { enum: DISCOUNT_TYPES }),
    /** The discount as typed: a percentage may have two decimals, a NUMBER is whole rupiah. */
    discount: numeric('discount', { precision: 15, scale: 2, mode: 'number' }),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    practitionerId: uuid('practitioner_id'),
    ...auditColumns(),
  },
  (t) => [
    check('payment_items_type_check', sql`${t.type} in (${itemTypeList})`),
    check(
      'payment_items_line_check',
      sql`(${t.isPackage} AND ${t.packageId} IS NOT NULL AND abs(${t.quantity}) = 1) OR (NOT ${t.isPackage} AND ${t.itemId} IS NOT NULL)`,
    ),
    // A refund line's quantity is negative: the units given back.
    check(
      'payment_items_quantity_check',
      sql`${t.quantity} BETWEEN 1 AND ${sql.raw(String(MAX_LINE_QUANTITY))} OR (${t.refundedItemId} IS NOT NULL AND ${t.quantity} BETWEEN -${sql.raw(String(MAX_LINE_QUANTITY))} AND -1)`,
    ),
    check('payment_items_amount_check', sql`${t.amount} BETWEEN 0 AND ${maxRupiahSql}`),
    check(
      'payment_items_discount_check',
      sql`(${t.typeDiscount} IS NULL AND ${t.discount} IS NULL) OR (${t.typeDiscount} = 'PERCENTAGE' AND ${t.discount} BETWEEN 0 AND 100) OR (${t.typeDiscount} = 'NUMBER' AND ${t.discount} >= 0 AND ${t.discount} = trunc(${t.discount}))`,
    ),
    // A refund line mirrors a sold one: its quantity, discount share and total are all <= 0. A
    // package line's quantity is 1 or -1 (payment_items_line_check), so its gross is quantity ×
    // its price as well.
    check(
      'payment_items_total_check',
      sql`(${t.quantity} > 0 AND ${t.discountAmount} >= 0 AND ${t.lineTotal} BETWEEN 0 AND ${maxRupiahSql} OR ${t.quantity} < 0 AND ${t.discountAmount} <= 0 AND ${t.lineTotal} BETWEEN -${maxRupiahSql} AND 0) AND ${t.lineTotal} = ${t.quantity} * ${t.amount} - ${t.discountAmount}`,
    ),
    check('payment_items_method_check', sql`${t.paymentMethod} in (${methodList})`),
    uniqueIndex('payment_items_payment_position_key').on(t.paymentId, t.position),
    // The payment history's month: by clinic, by practitioner, by category.
    index('payment_items_history_idx').on(t.businessId, t.paidAt, t.paymentId, t.position),
    index('payment_items_practitioner_history_idx').on(t.businessId, t.practitionerId, t.paidAt),
    index('payment_items_category_history_idx').on(t.businessId, t.categoryItemId, t.paidAt),
    // What a line has had taken back so far (a refund's limit).
    index('payment_items_refunded_idx')
      .on(t.refundedItemId)
      .where(sql`${t.refundedItemId} IS NOT NULL`),
  ],
);

/**
 * The last receipt number given per clinic and day, handed out in the payment's transaction by
 * one atomic upsert (as `visit_sequences`), so two cashiers never print the same number.
 */
export const paymentSequences = pgTable(
  'payment_sequences',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'payment_sequences_pkey', columns: [t.businessId, t.paymentDate] })],
);
