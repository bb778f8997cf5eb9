import {
  bigint,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './clinic';

/**
 * The payment history's totals by UTC hour (docs/decisions/0034-payment-history-hourly-sums.md):
 * for each clinic, hour and filter key, how many payment items fall there and the grand total of
 * the distinct payments they belong to (`total_amount + total_amount_correction`, each payment once
 * per key). A clinic's offset is whole hours (`current_utc`), so any period the history asks for is
 * whole hours and its totals are a sum of these rows: they grow with the period's hours, not with
 * its items. Keys: `''` (no filter), `method:<method>`, `category:<uuid>`, `practitioner:<uuid>`,
 * `type:<type>` (an item with no method, category or practitioner has no key of that filter: no
 * filter value matches it). Only the migrations' triggers write it: a payment's items at its commit
 * (0015), a change of items in the statement (0012); `payment_history_hours_rebuild(business)`
 * recomputes a clinic's rows (the migration's backfill, the benchmark's seed, which writes with
 * triggers off).
 */
export const paymentHistoryHours = pgTable(
  'payment_history_hours',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    filterKey: text('filter_key').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    itemCount: bigint('item_count', { mode: 'number' }).notNull(),
    paymentTotal: numeric('payment_total', { precision: 20, scale: 0 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'payment_history_hours_pkey',
      columns: [t.businessId, t.filterKey, t.hour],
    }),
    // The history's period sum as an index-only scan: a month's ~300 hours read 6 index pages
    // instead of ~320 buffers of heap rows scattered among the other keys'.
    index('payment_history_hours_sums_idx').on(
      t.businessId,
      t.filterKey,
      t.hour,
      t.itemCount,
      t.paymentTotal,
    ),
  ],
);
