import { canSeeEveryClosing } from '@praktik/domain/access/permissions';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { cashDifference, closingFigures } from '@praktik/domain/payments/cash-closing';
import type {
  CashClosing,
  CashClosingListQuery,
  CashClosingPage,
  OpenCashierFigures,
} from '@praktik/domain/payments/cash-closing.schema';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { NotFoundError } from '../../shared/errors';
import type { CashClosingRecord, OpenPaymentRow } from './cash-closings.repository';

function paidRange(rows: readonly OpenPaymentRow[]) {
  let first: Date | null = null;
  let last: Date | null = null;
  for (const { paidAt } of rows) {
    if (first === null || paidAt < first) first = paidAt;
    if (last === null || paidAt > last) last = paidAt;
  }
  return { firstPaidAt: first, lastPaidAt: last };
}

function closingOf(record: CashClosingRecord): CashClosing {
  return {
    id: record.id,
    cashierId: record.cashierId,
    cashierName: record.cashierName,
    businessDay: record.businessDay,
    closedAt: record.closedAt.toISOString(),
    countedCash: record.countedCash,
    expectedCash: record.expectedCash,
    difference: record.difference,
    note: record.note,
    figures: record.figures,
    firstPaidAt: record.firstPaidAt?.toISOString() ?? null,
    lastPaidAt: record.lastPaidAt?.toISOString() ?? null,
  };
}

/**
 * Closing the day (docs/decisions/0044-closing-the-day.md): each caller closes the payments they
 * took; the owner reads every cashier's closings, the others their own only (another's is 404).
 */
export function createCashClosingService(repositories: Repositories, deps: { now: () => Date }) {
  const businessDayOf = (instant: Date) =>
    localDateAt(instant.toISOString(), DEFAULT_UTC_OFFSET_HOURS);

  return {
    /** What closing now would take: the caller's payments not yet closed. */
    async open(tenant: Tenant): Promise<OpenCashierFigures> {
      const [rows, cashierName] = await Promise.all([
        repositories.cashClosings.openPayments(tenant.businessId, tenant.userId),
        repositories.cashClosings.cashierName(tenant.userId),
      ]);
      const range = paidRange(rows);
      return {
        cashierId: tenant.userId,
        cashierName,
        businessDay: businessDayOf(deps.now()),
        figures: closingFigures(rows),
        firstPaidAt: range.firstPaidAt?.toISOString() ?? null,
        lastPaidAt: range.lastPaidAt?.toISOString() ?? null,
      };
    },

    /**
     * Closes the caller's day in one transaction: the closing's row, then every open payment row
     * of theirs marked as its own in one UPDATE (which sees what was committed when it ran: a
     * payment saved at the same time goes to the next closing, never to two), then the figures of
     * exactly the rows marked.
     */
    async close(tenant: Tenant, request: { countedCash: number; note: string | null }) {
      const closedAt = deps.now();
      const id = await repositories.transaction(async (tx) => {
        const closingId = await tx.cashClosings.insertClosing({
          businessId: tenant.businessId,
          cashierId: tenant.userId,
          businessDay: businessDayOf(closedAt),
          closedAt,
          countedCash: request.countedCash,
          note: request.note,
        });
        const rows = await tx.cashClosings.takeOpenPayments(
          tenant.businessId,
          tenant.userId,
          closingId,
        );
        const figures = closingFigures(rows);
        await tx.cashClosings.writeFigures(
          closingId,
          figures,
          cashDifference(request.countedCash, figures.expectedCash),
          paidRange(rows),
        );
        return closingId;
      });
      return this.get(tenant, id);
    },

    async get(tenant: Tenant, id: string): Promise<CashClosing> {
      const record = await repositories.cashClosings.findClosing(tenant.businessId, id);
      if (!record || (!canSeeEveryClosing(tenant.role) && record.cashierId !== tenant.userId)) {
        throw new NotFoundError('errors.closingNotFound');
      }
      return closingOf(record);
    },

    async list(tenant: Tenant, query: CashClosingListQuery): Promise<CashClosingPage> {
      const { rows, total } = await repositories.cashClosings.listClosings({
        businessId: tenant.businessId,
        cashierId: canSeeEveryClosing(tenant.role) ? query.cashier_id : tenant.userId,
        from: query.from,
        to: query.to,
        page: query.page,
        size: query.size,
      });
      return { data: rows.map(closingOf), total };
    },
  };
}

export type CashClosingService = ReturnType<typeof createCashClosingService>;
