import { and, count, desc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ClosingFigures, ClosingPaymentRow } from '@praktik/domain/payments/cash-closing';
import type { Database } from '../../db/client';
import { cashClosings, payments, users } from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';

/** A cashier's payment row as a closing reads it. */
export interface OpenPaymentRow extends ClosingPaymentRow {
  paidAt: Date;
}

export interface CashClosingRecord {
  id: string;
  cashierId: string;
  cashierName: string | null;
  businessDay: string;
  closedAt: Date;
  countedCash: number;
  expectedCash: number;
  difference: number;
  note: string | null;
  figures: ClosingFigures;
  firstPaidAt: Date | null;
  lastPaidAt: Date | null;
}

export interface NewCashClosing {
  businessId: string;
  cashierId: string;
  businessDay: string;
  closedAt: Date;
  countedCash: number;
  note: string | null;
}

export interface CashClosingCriteria {
  businessId: string;
  /** Only this cashier's (a cashier who is not the owner: always their own). */
  cashierId?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

const signedAmount = sql<number>`(${payments.totalAmount} + ${payments.totalAmountCorrection})::bigint`;

const openOf = (businessId: string, cashierId: string, paidBefore?: Date) =>
  and(
    eq(payments.businessId, businessId),
    eq(payments.createdBy, cashierId),
    isNull(payments.closingId),
    paidBefore === undefined ? undefined : lt(payments.paidAt, paidBefore),
  );

const closingColumns = {
  id: cashClosings.id,
  cashierId: cashClosings.cashierId,
  cashierName: users.firstName,
  businessDay: cashClosings.businessDay,
  closedAt: cashClosings.closedAt,
  countedCash: cashClosings.countedCash,
  expectedCash: cashClosings.expectedCash,
  difference: cashClosings.difference,
  note: cashClosings.note,
  figures: cashClosings.figures,
  firstPaidAt: cashClosings.firstPaidAt,
  lastPaidAt: cashClosings.lastPaidAt,
};

function asOpenRow(row: { method: OpenPaymentRow['method']; amount: unknown; paidAt: Date }) {
  return { method: row.method, amount: Number(row.amount), paidAt: row.paidAt };
}

export function createCashClosingRepository(db: Database) {
  return {
    /** The cashier's payment rows no closing has taken yet (what the preview shows). */
    async openPayments(businessId: string, cashierId: string): Promise<OpenPaymentRow[]> {
      const rows = await db
        .select({ method: payments.paymentMethod, amount: signedAmount, paidAt: payments.paidAt })
        .from(payments)
        .where(openOf(businessId, cashierId));
      return rows.map(asOpenRow);
    },

    /** The closing's row, its figures still to be written (`writeFigures`, same transaction). */
    async insertClosing(values: NewCashClosing): Promise<string> {
      const [row] = await db
        .insert(cashClosings)
        .values({
          ...values,
          expectedCash: 0,
          difference: values.countedCash,
          figures: { methods: [], received: 0, refunded: 0, net: 0, expectedCash: 0, count: 0 },
          createdBy: values.cashierId,
          updatedBy: values.cashierId,
        })
        .returning({ id: cashClosings.id });
      return row!.id;
    },

    /**
     * Marks the cashier's open rows as taken by the closing, and returns them. One UPDATE: rows a
     * concurrent save has not committed yet are not seen and stay open for the next closing, and a
     * row a concurrent closing took first is re-checked (`closing_id IS NULL`) and skipped, so a
     * row is never in two closings.
     */
    async takeOpenPayments(
      businessId: string,
      cashierId: string,
      closingId: string,
      /** Only rows paid before this instant (the demo's past days, closed one by one). */
      paidBefore?: Date,
    ): Promise<OpenPaymentRow[]> {
      const rows = await db
        .update(payments)
        .set({ closingId })
        .where(openOf(businessId, cashierId, paidBefore))
        .returning({
          method: payments.paymentMethod,
          amount: signedAmount,
          paidAt: payments.paidAt,
        });
      return rows.map(asOpenRow);
    },

    async writeFigures(
      closingId: string,
      figures: ClosingFigures,
      difference: number,
      range: { firstPaidAt: Date | null; lastPaidAt: Date | null },
    ): Promise<void> {
      await db
        .update(cashClosings)
        .set({ figures, expectedCash: figures.expectedCash, difference, ...range })
        .where(eq(cashClosings.id, closingId));
    },

    async findClosing(businessId: string, id: string): Promise<CashClosingRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(closingColumns)
        .from(cashClosings)
        .leftJoin(users, eq(users.id, cashClosings.cashierId))
        .where(and(eq(cashClosings.businessId, businessId), eq(cashClosings.id, id)));
      return row ?? null;
    },

    async listClosings(
      criteria: CashClosingCriteria,
    ): Promise<{ rows: CashClosingRecord[]; total: number }> {
      const conditions: SQL[] = [eq(cashClosings.businessId, criteria.businessId)];
      if (criteria.cashierId !== undefined) {
        if (!isUuid(criteria.cashierId)) return { rows: [], total: 0 };
        conditions.push(eq(cashClosings.cashierId, criteria.cashierId));
      }
      if (criteria.from) conditions.push(gte(cashClosings.businessDay, criteria.from));
      if (criteria.to) conditions.push(lte(cashClosings.businessDay, criteria.to));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select(closingColumns)
          .from(cashClosings)
          .leftJoin(users, eq(users.id, cashClosings.cashierId))
          .where(where)
          .orderBy(desc(cashClosings.closedAt), desc(cashClosings.id))
          .limit(criteria.size)
          .offset(criteria.page * criteria.size),
        db.select({ total: count() }).from(cashClosings).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async cashierName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return row?.name ?? null;
    },
  };
}

export type CashClosingRepository = ReturnType<typeof createCashClosingRepository>;
