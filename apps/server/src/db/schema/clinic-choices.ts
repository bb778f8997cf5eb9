import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

/**
 * The global lists every clinic picks its type and services from, at onboarding and in its profile
 * (not clinic-owned; the clinic's own items and packages are in catalogue.ts).
 */
export const businessTypes = pgTable(
  'business_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('business_types_name_key').on(t.name)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('services_name_key').on(t.name)],
);
