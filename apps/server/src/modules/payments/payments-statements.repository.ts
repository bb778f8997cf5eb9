import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { flatStatement } from '../../db/prepared-rows';
import {
  itemCategories,
  items,
  patients,
  paymentItems,
  payments,
  users,
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
