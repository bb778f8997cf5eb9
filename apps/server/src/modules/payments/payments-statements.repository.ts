import {
  aliasedTable,
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { flatStatement } from '../../db/prepared-rows';
import {
  itemCategories,
  items,
  patientPackages,
  patientPackageUses,
  patients,
  paymentItems,
  payments,
  users,
  visits,
} from '../../db/schema/index';
import type { CategoryType } from '@praktik/domain/catalogue/category-item.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentItemRow = typeof paymentItems.$inferSelect;

/** A catalogue item a bill may name: live (not deleted) in the clinic. */
export interface LiveItem {
  id: string;
  name: string;
  price: number;
  categoryItemId: string;
  categoryName: string;
  categoryType: CategoryType;
}

const placeholder = (name: string) => sql.placeholder(name);
/**
 * A write's value as a placeholder Drizzle passes as it is given (in SQL, not as a column's
 * parameter, whose encoder would turn a null numeric into 'null'): the driver's form is the
 * caller's to give.
 */
const asGiven = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The save's statements: Drizzle builds each once per process and each runs as a named statement
 * whose rows are decoded without Drizzle's per-field mapping (`flatStatement`); building them
 * again on every save was the largest share of its CPU after the body's parse (profiled on the
 * save target of bench/api). The lookups and inserts with a list of ids or lines have one
 * statement per length.
 */
export const patientIdStatement = flatStatement<{ id: string }>(
  'payments_patient_id',
  { id: patients.id },
  (db) =>
    db
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(eq(patients.businessId, placeholder('businessId')), eq(patients.id, placeholder('id'))),
      )
      .limit(1),
);

/** One statement per number of values: `name_<n>`, its values `<prefix>0..<prefix>n-1`. */
function perLength<Statement>(make: (length: number) => Statement) {
  const made = new Map<number, Statement>();
  return (length: number): Statement => {
    let statement = made.get(length);
    if (statement === undefined) {
      statement = make(length);
      made.set(length, statement);
    }
    return statement;
  };
}
const numbered = (prefix: string, length: number) =>
  Array.from({ length }, (_, index) => placeholder(`${prefix}${index}`));
export const numberedValues = (prefix: string, values: readonly unknown[]) =>
  Object.fromEntries(values.map((value, index) => [`${prefix}${index}`, value]));

const liveItemSelection = {
  id: items.id,
  name: items.name,
  price: items.price,
  categoryItemId: items.categoryItemId,
  categoryName: itemCategories.name,
  categoryType: itemCategories.type,
};
export const liveItemsStatement = perLength((length) =>
  flatStatement<LiveItem>(`payments_live_items_${length}`, liveItemSelection, (db) =>
    db
      .select(liveItemSelection)
      .from(items)
      .innerJoin(itemCategories, eq(itemCategories.id, items.categoryItemId))
      .where(
        and(
          eq(items.businessId, placeholder('businessId')),
          inArray(items.id, numbered('id', length)),
          isNull(items.deletedAt),
        ),
      ),
  ),
);

export const firstNamesStatement = perLength((length) =>
  flatStatement<{ id: string; firstName: string }>(
    `payments_first_names_${length}`,
    { id: users.id, firstName: users.firstName },
    (db) =>
      db
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(inArray(users.id, numbered('id', length))),
  ),
);

const paymentColumns = getTableColumns(payments);
const PAYMENT_VALUES = [
  'businessId',
  'kind',
  'parentPaymentId',
  'visitId',
  'bookingId',
  'patientId',
  'practitionerId',
  'paymentMethod',
  'cardLast4',
  'userName',
  'userEmail',
  'userPhoneNumber',
  'totalAmount',
  'totalAmountCorrection',
  'refundReason',
  'paidAt',
  'paymentDate',
  'createdBy',
  'updatedBy',
] as const;
export type PaymentValue = (typeof PAYMENT_VALUES)[number];

/**
 * The payment, without its receipt number: the day's number is taken at the commit of the
 * transaction (migration 0015's `payments_at_commit`), which also adds its items to the
 * history's hours; `receiptNumberStatement` reads it once committed.
 */
export const insertPaymentStatement = flatStatement<PaymentRow>(
  'payments_insert',
  paymentColumns,
  (db) =>
    db
      .insert(payments)
      .values(
        Object.fromEntries(PAYMENT_VALUES.map((name) => [name, asGiven(name)])) as Record<
          PaymentValue,
          SQL
        >,
      )
      .returning(paymentColumns),
);

export const receiptNumberStatement = flatStatement<{ receiptNumber: string | null }>(
  'payments_receipt_number',
  { receiptNumber: payments.receiptNumber },
  (db) =>
    db
      .select({ receiptNumber: payments.receiptNumber })
      .from(payments)
      .where(
        and(eq(payments.businessId, placeholder('businessId')), eq(payments.id, placeholder('id'))),
      )
      .limit(1),
);

const paymentItemColumns = getTableColumns(paymentItems);
const PAYMENT_ITEM_VALUES = [
  'businessId',
  'paymentId',
  'position',
  'type',
  'itemId',
  'itemName',
  'itemNameOriginal',
  'categoryItemId',
  'categoryName',
  'isPackage',
  'packageId',
  'packageName',
  'isDeposit',
  'depositItemName',
  'refundedItemId',
  'quantity',
  'amount',
  'listPrice',
  'typeDiscount',
  'discount',
  'discountAmount',
  'lineTotal',
  'paidAt',
  'paymentMethod',
  'practitionerId',
  'createdBy',
  'updatedBy',
] as const;
export type PaymentItemValue = (typeof PAYMENT_ITEM_VALUES)[number];

/** A payment's lines, `length` of them: the values of line i are `<name>_<i>`. */
export const insertPaymentItemsStatement = perLength((length) =>
  flatStatement<PaymentItemRow>(`payment_items_insert_${length}`, paymentItemColumns, (db) =>
    db
      .insert(paymentItems)
      .values(
        Array.from(
          { length },
          (_, index) =>
            Object.fromEntries(
              PAYMENT_ITEM_VALUES.map((name) => [name, asGiven(`${name}_${index}`)]),
            ) as Record<PaymentItemValue, SQL>,
        ),
      )
      .returning(paymentItemColumns),
  ),
);

/**
 * The chain reads (a chain's invoice, a visit's payment rows, and the correction's and refund's
 * locked root), as named statements built once, like the save's: built by Drizzle on every call
 * and sent unnamed they cost each call Drizzle's query building and field mapping and PostgreSQL
 * a parse and plan (the API benchmark's chain, visit payments and correction targets).
 */

/**
 * The root of the chain payment `id` belongs to (itself, or its parent), in one statement where
 * it took two: the row's root id, then the root.
 */
const rootOfPayment = sql`${payments.id} = (select coalesce(row_of.parent_payment_id, row_of.id) from ${payments} row_of where row_of.business_id = ${placeholder('businessId')} and row_of.id = ${placeholder('id')})`;
export const rootOfPaymentStatement = flatStatement<PaymentRow>(
  'payments_root_of',
  paymentColumns,
  (db) =>
    db
      .select(paymentColumns)
      .from(payments)
      .where(and(eq(payments.businessId, placeholder('businessId')), rootOfPayment))
      .limit(1),
);

/** As `rootOfPaymentStatement`, the root locked: a correction and a refund of a chain queue here. */
export const lockRootOfPaymentStatement = flatStatement<PaymentRow>(
  'payments_root_of_locked',
  paymentColumns,
  (db) =>
    db
      .select(paymentColumns)
      .from(payments)
      .where(and(eq(payments.businessId, placeholder('businessId')), rootOfPayment))
      .limit(1)
      .for('update'),
);

/** A visit's practitioner and its root payment's id (null without one); no row: no such visit. */
export const visitRootStatement = flatStatement<{
  practitionerId: string;
  rootId: string | null;
}>('payments_visit_root', { practitionerId: visits.practitionerId, rootId: payments.id }, (db) =>
  db
    .select({ practitionerId: visits.practitionerId, rootId: payments.id })
    .from(visits)
    .leftJoin(
      payments,
      and(
        eq(payments.businessId, visits.businessId),
        eq(payments.visitId, visits.id),
        isNull(payments.parentPaymentId),
      ),
    )
    .where(and(eq(visits.businessId, placeholder('businessId')), eq(visits.id, placeholder('id'))))
    .limit(1),
);

const createdByUser = aliasedTable(users, 'created_by_user');
const updatedByUser = aliasedTable(users, 'updated_by_user');
const chainRowSelection = {
  ...paymentColumns,
  practitionerName: users.firstName,
  createdByName: createdByUser.firstName,
  updatedByName: updatedByUser.firstName,
};
export type ChainPaymentRow = PaymentRow & {
  practitionerName: string | null;
  createdByName: string | null;
  updatedByName: string | null;
};
const inChain = (table: typeof payments) =>
  and(
    eq(table.businessId, placeholder('businessId')),
    or(eq(table.id, placeholder('rootId')), eq(table.parentPaymentId, placeholder('rootId'))),
  );

/** A chain's rows with their people's first names: the root first, then by time and receipt. */
export const chainRowsStatement = flatStatement<ChainPaymentRow>(
  'payments_chain_rows',
  chainRowSelection,
  (db) =>
    db
      .select(chainRowSelection)
      .from(payments)
      .leftJoin(users, eq(users.id, payments.practitionerId))
      .leftJoin(createdByUser, eq(createdByUser.id, payments.createdBy))
      .leftJoin(updatedByUser, eq(updatedByUser.id, payments.updatedBy))
      .where(inChain(payments))
      // A correction can never be older than its root.
      .orderBy(
        sql`${payments.parentPaymentId} IS NOT NULL`,
        asc(payments.paidAt),
        asc(payments.receiptNumber),
      ),
);

/** The lines of a chain's rows, by position (the rows found again by the chain's root). */
export const chainLinesStatement = flatStatement<PaymentItemRow>(
  'payments_chain_lines',
  paymentItemColumns,
  (db) =>
    db
      .select(paymentItemColumns)
      .from(paymentItems)
      .where(
        and(
          eq(paymentItems.businessId, placeholder('businessId')),
          inArray(
            paymentItems.paymentId,
            db.select({ id: payments.id }).from(payments).where(inChain(payments)),
          ),
        ),
      )
      .orderBy(asc(paymentItems.position)),
);

export interface PackageUseRow {
  id: string;
  patientPackageId: string;
  packageName: string;
  remainingVisits: number;
}
const packageUseSelection = {
  id: patientPackageUses.id,
  patientPackageId: patientPackageUses.patientPackageId,
  packageName: patientPackages.packageName,
  remainingVisits: patientPackages.remainingVisits,
};

/** The live package uses on a visit (the invoice prints them under "Paket" at Rp0). */
export const liveUsesOfVisitStatement = flatStatement<PackageUseRow>(
  'payments_live_uses_of_visit',
  packageUseSelection,
  (db) =>
    db
      .select(packageUseSelection)
      .from(patientPackageUses)
      .innerJoin(patientPackages, eq(patientPackages.id, patientPackageUses.patientPackageId))
      .where(
        and(
          eq(patientPackageUses.businessId, placeholder('businessId')),
          eq(patientPackageUses.visitId, placeholder('visitId')),
          isNull(patientPackageUses.undoneAt),
        ),
      )
      .orderBy(asc(patientPackages.packageName), asc(patientPackageUses.id)),
);
