import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every table says when and by whom a row was created and last changed.
 * `created_by`/`updated_by` are user ids; null for rows written by the system (seed, sign-up).
 */
export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
});
