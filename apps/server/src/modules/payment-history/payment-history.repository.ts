import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentItemType } from '@praktik/domain/money/payment-totals';
import type { PaymentMethod } from '@praktik/domain/payments/payment-method';
import type { Database } from '../../db/client';
import {
  patients,
  paymentHistoryHours,
  paymentItems,
  payments,
  users,
} from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';

/** The history's filter as the repository reads it: instants already in the clinic's zone. */
export interface PaymentHistoryCriteria {
  businessId: string;
  /** [start, end) on `paid_at`, ISO instants. */
  start: string;
  end: string;
  method?: PaymentMethod;
  categoryItemId?: string;
  /** The practitioner the rows belong to (a practitioner's own id whatever they sent). */
  practitionerId?: string;
  paymentType?: PaymentItemType;
}

/** One payment item with its payment's fields, as stored. */
export interface PaymentHistoryRecord {
  id: string;
  paymentId: string;
  receiptNumber: string;
  kind: 'PAYMENT' | 'CORRECTION';
  bookingId: string | null;
  visitId: string | null;
  userName: string | null;
  patientId: string | null;
  practitionerId: string | null;
  practitionerName: string | null;
  itemName: string | null;
  categoryName: string | null;
  amount: number;
  quantity: number;
  typeDiscount: 'NUMBER' | 'PERCENTAGE' | null;
  discount: number | null;
  lineTotal: number;
  paymentDate: string;
  paidAt: Date;
  paymentMethod: PaymentMethod | null;
  type: PaymentItemType;
  /** The payment row's grand total (contracts issue 14 §4.3). */
  paymentTotal: number;
  createdByName: string | null;
  updatedByName: string | null;
}

const practitioner = aliasedTable(users, 'practitioner');
const createdByUser = aliasedTable(users, 'created_by_user');
const updatedByUser = aliasedTable(users, 'updated_by_user');

/** A filter naming an id that cannot exist matches nothing (never a 500 on a bad uuid). */
const NOTHING = sql`false`;

function filterOf(criteria: PaymentHistoryCriteria): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(paymentItems.businessId, criteria.businessId),
    gte(paymentItems.paidAt, new Date(criteria.start)),
    lt(paymentItems.paidAt, new Date(criteria.end)),
  ];
  if (criteria.method) conditions.push(eq(paymentItems.paymentMethod, criteria.method));
  if (criteria.paymentType) conditions.push(eq(paymentItems.type, criteria.paymentType));
  if (criteria.categoryItemId !== undefined) {
    conditions.push(
      isUuid(criteria.categoryItemId)
        ? eq(paymentItems.categoryItemId, criteria.categoryItemId)
        : NOTHING,
    );
  }
  if (criteria.practitionerId !== undefined) {
    conditions.push(
      isUuid(criteria.practitionerId)
        ? eq(paymentItems.practitionerId, criteria.practitionerId)
        : NOTHING,
    );
  }
  return and(...conditions)!;
}

const HOUR_MS = 3_600_000;

/**
 * The `payment_history_hours` key of the filter (see its schema): `''` without a filter, the
 * filter's own key with one, null when the kept hours cannot answer it (two filters or more, a
 * period not on whole hours); 'nothing' when an id that cannot exist is asked for.
 */
function hourKeyOf(criteria: PaymentHistoryCriteria): string | null | 'nothing' {
  if (Date.parse(criteria.start) % HOUR_MS !== 0 || Date.parse(criteria.end) % HOUR_MS !== 0) {
    return null;
  }
  const keys: string[] = [];
  if (criteria.method) keys.push(`method:${criteria.method}`);
  if (criteria.paymentType) keys.push(`type:${criteria.paymentType}`);
  for (const [name, id] of [
    ['category', criteria.categoryItemId],
    ['practitioner', criteria.practitionerId],
  ] as const) {
    if (id === undefined) continue;
    if (!isUuid(id)) return 'nothing';
    keys.push(`${name}:${id.toLowerCase()}`);
  }
  if (keys.length > 1) return null;
  return keys[0] ?? '';
}

export function createPaymentHistoryRepository(db: Database) {
  function selectRecords(criteria: PaymentHistoryCriteria) {
    return db
      .select({
        id: paymentItems.id,
        paymentId: paymentItems.paymentId,
        receiptNumber: payments.receiptNumber,
        kind: payments.kind,
        bookingId: payments.bookingId,
        visitId: payments.visitId,
        userName: sql<string | null>`coalesce(${payments.userName}, ${patients.name})`,
        patientId: payments.patientId,
        practitionerId: paymentItems.practitionerId,
        practitionerName: practitioner.firstName,
        itemName: sql<
          string | null
        >`coalesce(${paymentItems.itemName}, ${paymentItems.packageName}, ${paymentItems.depositItemName})`,
        categoryName: paymentItems.categoryName,
        amount: paymentItems.amount,
        quantity: paymentItems.quantity,
        typeDiscount: paymentItems.typeDiscount,
        discount: paymentItems.discount,
        lineTotal: paymentItems.lineTotal,
        paymentDate: payments.paymentDate,
        paidAt: paymentItems.paidAt,
        paymentMethod: paymentItems.paymentMethod,
        type: paymentItems.type,
        paymentTotal: sql<number>`(${payments.totalAmount} + ${payments.totalAmountCorrection})::float8`,
        createdByName: createdByUser.firstName,
        updatedByName: updatedByUser.firstName,
      })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .leftJoin(patients, eq(patients.id, payments.patientId))
      .leftJoin(practitioner, eq(practitioner.id, paymentItems.practitionerId))
      .leftJoin(createdByUser, eq(createdByUser.id, payments.createdBy))
      .leftJoin(updatedByUser, eq(updatedByUser.id, payments.updatedBy))
      .where(filterOf(criteria))
      .orderBy(desc(paymentItems.paidAt), desc(payments.receiptNumber), asc(paymentItems.position));
  }

  /**
   * The same totals read from the items themselves: two filters or more together (each
   * payment once if any of its items matches them all), or a period not on whole hours.
   */
  async function summaryFromItems(
    criteria: PaymentHistoryCriteria,
  ): Promise<{ total: number; totalAmount: number }> {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentItems)
      .where(filterOf(criteria));
    const [summed] = await db
      .select({
        totalAmount: sql<string>`coalesce(sum(${payments.totalAmount} + ${payments.totalAmountCorrection}), 0)::text`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.businessId, criteria.businessId),
          // A payment's items repeat its paid_at: the period bounds the payments too, so only
          // the period's payments are read (payments_business_paid_at_idx), not the clinic's.
          gte(payments.paidAt, new Date(criteria.start)),
          lt(payments.paidAt, new Date(criteria.end)),
          inArray(
            payments.id,
            db.select({ id: paymentItems.paymentId }).from(paymentItems).where(filterOf(criteria)),
          ),
        ),
      );
    return { total: counted?.total ?? 0, totalAmount: Number(summed?.totalAmount ?? 0) };
  }

  return {
    /** One page of the filter's items: newest payment first, then receipt, then position. */
    async page(
      criteria: PaymentHistoryCriteria,
      paging: { offset: number; limit: number },
    ): Promise<PaymentHistoryRecord[]> {
      const rows = await selectRecords(criteria).limit(paging.limit).offset(paging.offset);
      return rows.map((row) => ({
        ...row,
        discount: row.discount === null ? null : Number(row.discount),
        paymentTotal: Number(row.paymentTotal),
      }));
    },

    /**
     * The filter's item count and its distinct-payment total (§4.3): each payment row that has
     * an item in the filter counts once, with its grand total.
     */
    async summary(
      criteria: PaymentHistoryCriteria,
    ): Promise<{ total: number; totalAmount: number }> {
      const key = hourKeyOf(criteria);
      if (key === 'nothing') return { total: 0, totalAmount: 0 };
      if (key !== null) {
        // The period's hours, whatever number of items they hold (issue 14's benchmark).
        const [summed] = await db
          .select({
            total: sql<number>`coalesce(sum(${paymentHistoryHours.itemCount}), 0)::int`,
            totalAmount: sql<string>`coalesce(sum(${paymentHistoryHours.paymentTotal}), 0)::text`,
          })
          .from(paymentHistoryHours)
          .where(
            and(
              eq(paymentHistoryHours.businessId, criteria.businessId),
              eq(paymentHistoryHours.filterKey, key),
              gte(paymentHistoryHours.hour, new Date(criteria.start)),
              lt(paymentHistoryHours.hour, new Date(criteria.end)),
            ),
          );
        return { total: summed?.total ?? 0, totalAmount: Number(summed?.totalAmount ?? 0) };
      }
      return summaryFromItems(criteria);
    },

    summaryFromItems,
  };
}

export type PaymentHistoryRepository = ReturnType<typeof createPaymentHistoryRepository>;
