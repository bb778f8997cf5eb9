import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClosingFigures } from '@praktik/domain/payments/cash-closing';
import { users } from './accounts';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';

/**
 * A cashier's closing of the day ("tutup kasir", docs/decisions/0044-closing-the-day.md). It takes
 * every payment row the cashier took that no closing had taken yet (`payments.closing_id`), and
 * keeps the figures computed from them when it was closed, so a later correction or refund changes
 * the cashier's next closing, never this one.
 */
export const cashClosings = pgTable(
  'cash_closings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    cashierId: uuid('cashier_id')
      .notNull()
      .references(() => users.id),
    /** The clinic's day of `closed_at`. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    countedCash: bigint('counted_cash', { mode: 'number' }).notNull(),
    /** `figures.expectedCash`, kept as a column so lists and sums need not read the JSON. */
    expectedCash: bigint('expected_cash', { mode: 'number' }).notNull(),
    /** counted_cash − expected_cash. */
    difference: bigint('difference', { mode: 'number' }).notNull(),
    /** The domain's `closingFigures` of the rows taken, as they were at closing. */
    figures: jsonb('figures').$type<ClosingFigures>().notNull(),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    check('cash_closings_counted_check', sql`${t.countedCash} BETWEEN 0 AND 999999999999`),
    check(
      'cash_closings_difference_check',
      sql`${t.difference} = ${t.countedCash} - ${t.expectedCash}`,
    ),
    // The owner's list by day; a cashier's own by day.
    index('cash_closings_business_day_idx').on(t.businessId, t.businessDay, t.closedAt),
    index('cash_closings_business_cashier_idx').on(t.businessId, t.cashierId, t.closedAt),
  ],
);
