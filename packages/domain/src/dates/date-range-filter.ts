import { z } from 'zod';
import { validationMessage } from '../validation/message';
import { isoDateField } from '../validation/fields';
import { periodEnd, periodStart, type PeriodType } from './period';

/** A history or report filter's period: a type and two YYYY-MM-DD dates (spec 1 §4, spec 2 §5). */
export interface DateRangeFilter {
  periodType: PeriodType;
  from: string | null;
  to: string | null;
}

/** Spec 1 §9: "Default report and history range: current month, period type day". */
export function defaultDateRangeFilter(todayIso: string): DateRangeFilter {
  return {
    periodType: 'day',
    from: periodStart('month', todayIso),
    to: periodEnd('month', todayIso),
  };
}

/** Spec 2 §5: "changing the period type clears both dates". Choosing the same type is no change. */
export function changePeriodType(filter: DateRangeFilter, periodType: PeriodType): DateRangeFilter {
  if (filter.periodType === periodType) return filter;
  return { periodType, from: null, to: null };
}

/**
 * A new start. Month and year types take the period's first day; "choosing a start after the end
 * clears the end" (spec 2 §5).
 */
export function changeFrom(filter: DateRangeFilter, iso: string | null): DateRangeFilter {
  const from = iso === null ? null : periodStart(filter.periodType, iso);
  const to = from !== null && filter.to !== null && from > filter.to ? null : filter.to;
  return { ...filter, from, to };
}

/**
 * A new end. Month and year types take the period's last day; "end date must not precede the
 * start" (spec 2 §5): such an end is refused and the filter comes back unchanged.
 */
export function changeTo(filter: DateRangeFilter, iso: string | null): DateRangeFilter {
  const to = iso === null ? null : periodEnd(filter.periodType, iso);
  if (to !== null && filter.from !== null && to < filter.from) return filter;
  return { ...filter, to };
}

/** The earliest end the picker offers (dates before it are disabled); null when any end goes. */
export function earliestTo(filter: DateRangeFilter): string | null {
  return filter.from;
}

/** Spec 2 §5: "search enabled only when from and to are set". */
export function canSearch(filter: DateRangeFilter): boolean {
  return filter.from !== null && filter.to !== null;
}

export const DATE_RANGE_ORDER_MESSAGE = validationMessage('validation.dateRangeOrder');

/** The server's `from` and `to` query: both YYYY-MM-DD, from on or before to. */
export const dateRangeQuerySchema = z
  .object({
    from: isoDateField('fields.dateFrom'),
    to: isoDateField('fields.dateTo'),
  })
  .refine((range) => range.from <= range.to, {
    error: DATE_RANGE_ORDER_MESSAGE,
    path: ['to'],
  });

export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** A query date that may be left out: absent or blank is undefined. */
function optionalQueryDate(field: string) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    isoDateField(field).optional(),
  );
}

/**
 * For lists whose date filter may stay empty (patient packages, spec 2 §2.9): each date may be
 * left out; when both are given, from on or before to.
 */
export const optionalDateRangeQuerySchema = z
  .object({
    from: optionalQueryDate('fields.dateFrom'),
    to: optionalQueryDate('fields.dateTo'),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: DATE_RANGE_ORDER_MESSAGE,
    path: ['to'],
  });

export type OptionalDateRangeQuery = z.infer<typeof optionalDateRangeQuerySchema>;
