import { z } from 'zod';
import { dateRangeQuerySchema } from '../dates/date-range-filter';
import { currentUtcSchema } from '../dates/current-utc.schema';
import { DEFAULT_UTC_OFFSET_HOURS } from '../dates/utc-offset';
import { PAYMENT_ITEM_TYPES, type PaymentItemType } from '../money/payment-totals';
import { pageQuerySchemaWith } from '../tables/table-query';
import { invalid } from '../validation/message';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-method';

/**
 * The most rows one PDF export (and one print of the history page) may hold (docs/api.md,
 * "Payments"): a bigger period is narrowed first; the CSV streams and has no limit.
 */
export const MAX_PAYMENT_HISTORY_EXPORT_ROWS = 10_000;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function optionalQueryId(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid(field) })
      .trim()
      .max(64, { error: invalid(field) })
      .optional(),
  );
}

function optionalQueryEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  field: string,
) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: invalid(field) }).optional());
}

/** The filter fields shared by the list and the exports (spec 2 §2.6, §7). */
const filterShape = {
  method: optionalQueryEnum(PAYMENT_METHODS, 'fields.paymentMethod'),
  category_item_id: optionalQueryId('fields.categoryItem'),
  doctor_id: optionalQueryId('fields.doctor'),
  /** The item's type, the only typed field a history row has (`payment_type`). */
  paymentType: optionalQueryEnum(PAYMENT_ITEM_TYPES, 'fields.paymentType'),
  current_utc: currentUtcSchema,
  /** The spec sends it; the clinic is always the token's. */
  busines_id: z.string().max(64).optional(),
};

/**
 * `GET /payment/v1/export-payment-item` and `-pdf`: the history's filter without paging. `from`
 * and `to` are the clinic's days (required, from on or before to).
 */
export const paymentHistoryExportQuerySchema = dateRangeQuerySchema.safeExtend(filterShape);
export type PaymentHistoryExportQuery = z.infer<typeof paymentHistoryExportQuerySchema>;

/** `GET /payment/v1/history-payment-item`: the filter plus zero-based `page` and `size` (50). */
export const paymentHistoryQuerySchema = paymentHistoryExportQuerySchema.safeExtend(
  pageQuerySchemaWith().shape,
);
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

/** The history page's filter card (spec 2 §2.6) as the page holds it. */
export interface PaymentHistoryFilter {
  from: string;
  to: string;
  method: PaymentMethod | null;
  categoryItemId: string | null;
  doctorId: string | null;
  paymentType: PaymentItemType | null;
}

/** The query names of the history and its exports; empty filters are left out. */
export type PaymentHistoryQueryParams = Record<string, string>;

/** The filter as the history's (or, without paging, the exports') query. */
export function paymentHistoryQueryParams(
  filter: PaymentHistoryFilter,
  paging?: { page: number; size: number },
  currentUtc: number = DEFAULT_UTC_OFFSET_HOURS,
): PaymentHistoryQueryParams {
  const params: PaymentHistoryQueryParams = {
    from: filter.from,
    to: filter.to,
    current_utc: String(currentUtc),
  };
  if (paging) {
    params.page = String(paging.page);
    params.size = String(paging.size);
  }
  if (filter.method) params.method = filter.method;
  if (filter.categoryItemId) params.category_item_id = filter.categoryItemId;
  if (filter.doctorId) params.doctor_id = filter.doctorId;
  if (filter.paymentType) params.paymentType = filter.paymentType;
  return params;
}
