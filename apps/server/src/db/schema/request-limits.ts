import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address request limits' counts (sign-ups, reset mails), one row per route and caller,
 * shared by every server instance on the database. A row counts the requests of one window; the
 * first request after the window ended starts the next one in the same row, and rows whose window
 * ended are deleted as requests come. No audit columns: a count is no one's record, and it is gone
 * within the window.
 */
export const requestLimitCounts = pgTable(
  'request_limit_counts',
  {
    /** The route and the caller's address (`POST /api2/register 192.0.2.10`). */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_limit_counts_window_ends_at_idx').on(t.windowEndsAt)],
);
