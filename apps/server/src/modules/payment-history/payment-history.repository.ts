import { and, asc, desc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PaymentItemType } from '@praktik/domain/money/payment-totals';
import type { PaymentMethod } from '@praktik/domain/payments/payment-method';
import type { Database } from '../../db/client';
import { preparedPerShape, shapeName } from '../../db/prepared-per-shape';
import { prepareFlatSelect } from '../../db/prepared-rows';
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
  /** The catalogue's price at save (null on rows written before it was kept). */
  listPrice: number | null;
  isPackage: boolean;
  isDeposit: boolean;
  quantity: number;
  typeDiscount: 'NUMBER' | 'PERCENTAGE' | null;
  discount: number | null;
  lineTotal: number;
  paymentDate: string;
  paidAt: Date;
  paymentMethod: PaymentMethod | null;
  type: PaymentItemType;
  /** The payment row's grand total (the distinct-payment total counts it once). */
  paymentTotal: number;
  createdByName: string | null;
  updatedByName: string | null;
}

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

/** Which optional filters a call gives; its values go as placeholders. */
type FilterShape = Record<'method' | 'type' | 'category' | 'practitioner', boolean>;

/**
 * Where a page's count and total come from when they ride on its rows: the kept hours, the
 * items themselves, or nowhere (the exports' batches, which ask for the summary apart).
 */
type SummarySource = 'hours' | 'items' | 'none';

function shapeOf(criteria: PaymentHistoryCriteria): FilterShape {
  return {
    method: Boolean(criteria.method),
    type: Boolean(criteria.paymentType),
    category: criteria.categoryItemId !== undefined,
    practitioner: criteria.practitionerId !== undefined,
  };
}

/** An id filter that names no uuid matches nothing, whatever the others say. */
const namesNoUuid = (criteria: PaymentHistoryCriteria) =>
  (criteria.categoryItemId !== undefined && !isUuid(criteria.categoryItemId)) ||
  (criteria.practitionerId !== undefined && !isUuid(criteria.practitionerId));

/** `filterOf` with placeholders, for the prepared statements. */
function placeholderFilterOf(shape: FilterShape): SQL {
  const conditions: SQL[] = [
    eq(paymentItems.businessId, sql.placeholder('businessId')),
    gte(paymentItems.paidAt, sql.placeholder('start')),
    lt(paymentItems.paidAt, sql.placeholder('end')),
  ];
  if (shape.method) conditions.push(eq(paymentItems.paymentMethod, sql.placeholder('method')));
  if (shape.type) conditions.push(eq(paymentItems.type, sql.placeholder('paymentType')));
  if (shape.category) {
    conditions.push(eq(paymentItems.categoryItemId, sql.placeholder('categoryItemId')));
  }
  if (shape.practitioner) {
    conditions.push(eq(paymentItems.practitionerId, sql.placeholder('practitionerId')));
  }
  return and(...conditions)!;
}

/** The prepared statements' values: instants as ISO text (Drizzle's encoders do not see them). */
function valuesOf(criteria: PaymentHistoryCriteria, filterKey: string | null) {
  return {
    businessId: criteria.businessId,
    start: new Date(criteria.start).toISOString(),
    end: new Date(criteria.end).toISOString(),
    method: criteria.method,
    paymentType: criteria.paymentType,
    categoryItemId: criteria.categoryItemId,
    practitionerId: criteria.practitionerId,
    filterKey,
  };
}

/** A user's first name, looked up by primary key for each row of the page. */
const firstNameOf = (id: AnyColumn) =>
  sql<string | null>`(select ${users.firstName} from ${users} where ${users.id} = ${id})`;

export function createPaymentHistoryRepository(db: Database) {
  /**
   * The page's own columns. The names (patient, practitioner, cashiers) are scalar subqueries
   * rather than joins: a join of six tables cost PostgreSQL ~2 ms of planning on every call,
   * more than running the page; with only the items and their payments
   * joined it plans in ~0.4 ms. The patient's name is looked up only when the payment has no
   * name of its own.
   */
  const recordColumns = {
    id: paymentItems.id,
    paymentId: paymentItems.paymentId,
    receiptNumber: payments.receiptNumber,
    kind: payments.kind,
    bookingId: payments.bookingId,
    visitId: payments.visitId,
    userName: sql<
      string | null
    >`coalesce(${payments.userName}, (select ${patients.name} from ${patients} where ${patients.id} = ${payments.patientId}))`,
    patientId: payments.patientId,
    practitionerId: paymentItems.practitionerId,
    practitionerName: firstNameOf(paymentItems.practitionerId),
    itemName: sql<
      string | null
    >`coalesce(${paymentItems.itemName}, ${paymentItems.packageName}, ${paymentItems.depositItemName})`,
    categoryName: paymentItems.categoryName,
    amount: paymentItems.amount,
    listPrice: paymentItems.listPrice,
    isPackage: paymentItems.isPackage,
    isDeposit: paymentItems.isDeposit,
    quantity: paymentItems.quantity,
    typeDiscount: paymentItems.typeDiscount,
    discount: paymentItems.discount,
    lineTotal: paymentItems.lineTotal,
    paymentDate: payments.paymentDate,
    paidAt: paymentItems.paidAt,
    paymentMethod: paymentItems.paymentMethod,
    type: paymentItems.type,
    paymentTotal: sql<number>`(${payments.totalAmount} + ${payments.totalAmountCorrection})::float8`,
    createdByName: firstNameOf(payments.createdBy),
    updatedByName: firstNameOf(payments.updatedBy),
  };

  /**
   * The period's kept hours summed once, joined to every row of the page: one scan of the
   * hours for both figures, where a scalar subquery per figure scanned them twice. The
   * columns are named apart from the items' (Drizzle writes them unqualified).
   */
  const hoursSummary = db
    .select({
      total: sql<number>`coalesce(sum(${paymentHistoryHours.itemCount}), 0)::int`.as(
        'summary_total',
      ),
      amount: sql<string>`coalesce(sum(${paymentHistoryHours.paymentTotal}), 0)::text`.as(
        'summary_amount',
      ),
    })
    .from(paymentHistoryHours)
    .where(
      and(
        eq(paymentHistoryHours.businessId, sql.placeholder('businessId')),
        eq(paymentHistoryHours.filterKey, sql.placeholder('filterKey')),
        gte(paymentHistoryHours.hour, sql.placeholder('start')),
        lt(paymentHistoryHours.hour, sql.placeholder('end')),
      ),
    )
    .as('history_summary');

  /** The count and the distinct-payment total read from the items (each run once, an InitPlan). */
  function itemsSummaryColumns(shape: FilterShape) {
    const filter = placeholderFilterOf(shape);
    return {
      summaryTotal: sql<number>`${db
        .select({ total: sql`count(*)::int` })
        .from(paymentItems)
        .where(filter)}`,
      summaryAmount: sql<string>`${db
        .select({
          total: sql`coalesce(sum(${payments.totalAmount} + ${payments.totalAmountCorrection}), 0)::text`,
        })
        .from(payments)
        .where(
          and(
            eq(payments.businessId, sql.placeholder('businessId')),
            gte(payments.paidAt, sql.placeholder('start')),
            lt(payments.paidAt, sql.placeholder('end')),
            inArray(
              payments.id,
              db.select({ id: paymentItems.paymentId }).from(paymentItems).where(filter),
            ),
          ),
        )}`,
    };
  }

  /**
   * One page of items, with the filter's count and total on every row when `source` says
   * where from: one statement, one round trip, where the page and its summary were two
   * statements on two connections. Built by Drizzle once per shape and sent as a named
   * statement (PostgreSQL parses it once per connection); its rows decoded without Drizzle's
   * per-field mapping (`prepareFlatSelect`).
   */
  function preparePageQuery(shape: FilterShape, source: SummarySource) {
    const selection = {
      ...recordColumns,
      ...(source === 'hours'
        ? {
            summaryTotal: sql<number>`${hoursSummary.total}`,
            summaryAmount: sql<string>`${hoursSummary.amount}`,
          }
        : source === 'items'
          ? itemsSummaryColumns(shape)
          : {}),
    };
    return prepareFlatSelect<
      PaymentHistoryRecord & { summaryTotal?: number; summaryAmount?: string }
    >(db, `payment_history_page_${shapeName(shape)}_${source}`, selection, (select) => {
      const joined = select(selection)
        .from(paymentItems)
        .innerJoin(payments, eq(payments.id, paymentItems.paymentId));
      return (source === 'hours' ? joined.crossJoin(hoursSummary) : joined)
        .where(placeholderFilterOf(shape))
        .orderBy(
          desc(paymentItems.paidAt),
          desc(payments.receiptNumber),
          asc(paymentItems.position),
        )
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    });
  }
  const pageQuery = preparedPerShape(
    (shape: FilterShape, source: SummarySource) => `${shapeName(shape)}_${source}`,
    preparePageQuery,
  );

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

  /**
   * The filter's item count and its distinct-payment total (§4.3): each payment row that has
   * an item in the filter counts once, with its grand total.
   */
  async function summary(
    criteria: PaymentHistoryCriteria,
  ): Promise<{ total: number; totalAmount: number }> {
    const key = hourKeyOf(criteria);
    if (key === 'nothing') return { total: 0, totalAmount: 0 };
    if (key !== null) {
      // The period's hours, whatever number of items they hold
      // (docs/decisions/0034-payment-history-hourly-sums.md).
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
  }

  return {
    /** One page of the filter's items: newest payment first, then receipt, then position. */
    async page(
      criteria: PaymentHistoryCriteria,
      paging: { offset: number; limit: number },
    ): Promise<PaymentHistoryRecord[]> {
      if (namesNoUuid(criteria)) return [];
      return pageQuery(shapeOf(criteria), 'none').execute({
        ...valuesOf(criteria, null),
        ...paging,
      });
    },

    /**
     * A page and the filter's summary (as `summary`) in one statement. A page past the last
     * row has no row to carry the summary: it is then asked for apart.
     */
    async pageWithSummary(
      criteria: PaymentHistoryCriteria,
      paging: { offset: number; limit: number },
    ): Promise<{ records: PaymentHistoryRecord[]; total: number; totalAmount: number }> {
      const key = hourKeyOf(criteria);
      if (key === 'nothing' || namesNoUuid(criteria)) {
        return { records: [], total: 0, totalAmount: 0 };
      }
      const records = await pageQuery(shapeOf(criteria), key === null ? 'items' : 'hours').execute({
        ...valuesOf(criteria, key),
        ...paging,
      });
      const [first] = records;
      if (!first) return { records, ...(await summary(criteria)) };
      return {
        records,
        total: first.summaryTotal ?? 0,
        totalAmount: Number(first.summaryAmount ?? 0),
      };
    },

    summary,
    summaryFromItems,
  };
}

export type PaymentHistoryRepository = ReturnType<typeof createPaymentHistoryRepository>;
