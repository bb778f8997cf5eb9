import {
  canSeeDiscounts,
  canSeePaymentAuditColumns,
  lockedPractitionerFilter,
} from '@praktik/domain/access/permissions';
import { localRangeBounds } from '@praktik/domain/dates/utc-offset';
import { lineAgainstListPrice } from '@praktik/domain/money/below-list-price';
import { chargedUnitPrice } from '@praktik/domain/money/line-total';
import {
  MAX_PAYMENT_HISTORY_EXPORT_ROWS,
  type PaymentHistoryExportQuery,
  type PaymentHistoryQuery,
} from '@praktik/domain/payments/payment-history-query.schema';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { ValidationError } from '../../shared/errors';
import type { PaymentHistoryCriteria, PaymentHistoryRecord } from './payment-history.repository';

/** Rows read per query while a CSV streams. */
const CSV_BATCH_SIZE = 1000;

export interface PaymentHistoryPage {
  data: PaymentHistoryRow[];
  total: number;
  total_amount: number;
}

/**
 * The filter in the clinic's zone, scoped to the token's clinic; a doctor or beautician reads
 * only their own rows whatever `doctor_id` says (`lockedPractitionerFilter`).
 */
export function criteriaOf(
  tenant: Tenant,
  query: PaymentHistoryExportQuery,
): PaymentHistoryCriteria {
  const { start, end } = localRangeBounds(query.from, query.to, query.current_utc);
  return {
    businessId: tenant.businessId,
    start,
    end,
    method: query.method,
    categoryItemId: query.category_item_id,
    practitionerId: lockedPractitionerFilter(tenant.role, tenant.userId) ?? query.doctor_id,
    paymentType: query.paymentType,
  };
}

/**
 * A stored item as the role may see it: no discount fields for practitioners (ruling §8), who
 * read the price as charged (`chargedUnitPrice`), never a higher one beside a lower total. Whoever
 * sees discounts reads the line against its catalogue price, so a price typed below the list shows
 * as the list price and a discount, in the page, its print and both exports
 * (docs/decisions/0037-price-below-list-is-a-discount.md); the line total is the stored one.
 */
export function historyRowOf(
  record: PaymentHistoryRecord,
  role: Tenant['role'],
): PaymentHistoryRow {
  const audit = canSeePaymentAuditColumns(role);
  const row: PaymentHistoryRow = {
    id: record.id,
    payment_id: record.paymentId,
    receipt_number: record.receiptNumber,
    kind: record.kind,
    booking_id: record.bookingId,
    visit_id: record.visitId,
    user_name: record.userName,
    patient_id: record.patientId,
    doctor_id: record.practitionerId,
    doctor_name: record.practitionerName,
    name_item: record.itemName,
    category_name: record.categoryName,
    amount_item: record.amount,
    quantity: record.quantity,
    line_total: record.lineTotal,
    payment_date: record.paymentDate,
    paid_at: record.paidAt.toISOString(),
    payment_method: record.paymentMethod,
    payment_type: record.type,
    total_amount: record.paymentTotal,
    created_by: audit ? record.createdByName : null,
    updated_by: audit ? record.updatedByName : null,
  };
  if (!canSeeDiscounts(role)) {
    row.amount_item = chargedUnitPrice({
      isPackage: record.isPackage,
      quantity: record.quantity,
      total: record.lineTotal,
    });
    return row;
  }
  const read = lineAgainstListPrice({
    isPackage: record.isPackage,
    isDeposit: record.isDeposit,
    quantity: record.quantity,
    price: record.amount,
    listPrice: record.listPrice,
    discountType: record.typeDiscount,
    discount: record.discount,
  });
  // Set in place rather than spread into a copy (50 rows a page); the answer's serializer
  // writes the schema's order whatever the object's.
  row.amount_item = read.price;
  row.type_discount = read.discountType;
  row.discount = read.discount;
  return row;
}

export function createPaymentHistoryService(repositories: Repositories) {
  const history = repositories.paymentHistory;

  return {
    async list(tenant: Tenant, query: PaymentHistoryQuery): Promise<PaymentHistoryPage> {
      const criteria = criteriaOf(tenant, query);
      const { records, total, totalAmount } = await history.pageWithSummary(criteria, {
        offset: query.page * query.size,
        limit: query.size,
      });
      return {
        data: records.map((record) => historyRowOf(record, tenant.role)),
        total,
        total_amount: totalAmount,
      };
    },

    /** Every row of the filter, a batch at a time, for the streamed CSV. */
    async *batches(
      tenant: Tenant,
      query: PaymentHistoryExportQuery,
    ): AsyncGenerator<PaymentHistoryRow[]> {
      const criteria = criteriaOf(tenant, query);
      for (let offset = 0; ; offset += CSV_BATCH_SIZE) {
        const records = await history.page(criteria, { offset, limit: CSV_BATCH_SIZE });
        if (records.length > 0) yield records.map((record) => historyRowOf(record, tenant.role));
        if (records.length < CSV_BATCH_SIZE) return;
      }
    },

    /** The whole filter for the PDF: at most MAX_PAYMENT_HISTORY_EXPORT_ROWS rows, else 400. */
    async all(tenant: Tenant, query: PaymentHistoryExportQuery): Promise<PaymentHistoryPage> {
      const criteria = criteriaOf(tenant, query);
      const summary = await history.summary(criteria);
      if (summary.total > MAX_PAYMENT_HISTORY_EXPORT_ROWS) {
        throw new ValidationError('errors.exportTooLarge', {
          max: MAX_PAYMENT_HISTORY_EXPORT_ROWS,
        });
      }
      const records = await history.page(criteria, { offset: 0, limit: summary.total || 1 });
      return {
        data: records.map((record) => historyRowOf(record, tenant.role)),
        total: summary.total,
        total_amount: summary.totalAmount,
      };
    },
  };
}

export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;
