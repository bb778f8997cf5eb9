import { z } from 'zod';
import { DATE_RANGE_ORDER_MESSAGE, optionalDateRangeQuerySchema } from '../dates/date-range-filter';
import { currentUtcSchema } from '../dates/current-utc.schema';
import { pageQuerySchemaWith } from '../tables/table-query';
import { idSchema } from '../validation/fields';
import { invalid } from '../validation/message';

/** Spec 2 §2.9: the detail page's history table shows five rows a page. */
export const PATIENT_PACKAGE_HISTORY_DEFAULT_SIZE = 5;

/** The history's sortable columns; the event's date first (spec 2 §7 `sort_by`). */
export const PACKAGE_HISTORY_SORT_KEYS = ['reservation_date', 'action'] as const;
export type PackageHistorySortKey = (typeof PACKAGE_HISTORY_SORT_KEYS)[number];
export const PACKAGE_HISTORY_SORT_ORDERS = ['asc', 'desc'] as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * `GET /packages/v1/patient-package-history` (docs/api.md, "Patient packages"): one patient's
 * package events, newest reservation date first unless asked otherwise. `to` is read as sent: the
 * app sends the real end date, where the spec's original sent `from` twice.
 */
export const patientPackageHistoryQuerySchema = pageQuerySchemaWith({
  defaultSize: PATIENT_PACKAGE_HISTORY_DEFAULT_SIZE,
  maxSize: 100,
})
  .extend({
    patient_id: idSchema('fields.patient'),
    package_id: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(64, { error: invalid('fields.patientPackage') })
        .optional(),
    ),
    ...optionalDateRangeQuerySchema.shape,
    sort_by: z.preprocess(
      blankToUndefined,
      z
        .enum(PACKAGE_HISTORY_SORT_KEYS, { error: invalid('fields.sortBy') })
        .default('reservation_date'),
    ),
    sort_order: z.preprocess(
      blankToUndefined,
      z.enum(PACKAGE_HISTORY_SORT_ORDERS, { error: invalid('fields.sortOrder') }).default('desc'),
    ),
    current_utc: currentUtcSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: DATE_RANGE_ORDER_MESSAGE,
    path: ['to'],
  });
export type PatientPackageHistoryQuery = z.infer<typeof patientPackageHistoryQuerySchema>;
