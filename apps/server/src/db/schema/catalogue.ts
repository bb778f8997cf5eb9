import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORY_TYPES } from '@praktik/domain/catalogue/category-item.schema';
import { MAX_NUMBER_OF_VISIT } from '@praktik/domain/catalogue/package.schema';
import { MAX_RUPIAH } from '@praktik/domain/money/currency';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';

/** The largest stored rupiah amount, as SQL (checks on every price, line amount and total). */
export const maxRupiahSql = sql.raw(String(MAX_RUPIAH));

/**
 * Catalogue rows are soft-deleted: a payment keeps pointing at the item it sold, and a deleted
 * name is free again for a new live row (the partial unique indexes below).
 */
const softDeleteColumns = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by'),
});

/** A clinic's item category (spec 2 §2.7 "Kategori Item"). */
export const itemCategories = pgTable(
  'item_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    /** What its items are on a bill; a payment line of an item takes it (CATEGORY_TYPES). */
    type: text('type', { enum: CATEGORY_TYPES }).notNull().default('CONSULTATION'),
    ...softDeleteColumns(),
    ...auditColumns(),
  },
  (t) => [
    check('item_categories_type_check', sql`${t.type} in ('CONSULTATION', 'FARMASI')`),
    // Names are unique among a clinic's live categories, `Obat` and `obat` being the same name.
    uniqueIndex('item_categories_business_name_key')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** A priced item of the clinic's list (spec 2 §2.7): a service, a medicine, a product. */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    categoryItemId: uuid('category_item_id')
      .notNull()
      .references(() => itemCategories.id),
    name: text('name').notNull(),
    /** Integer rupiah; `mode: 'number'` is exact because MAX_RUPIAH bounds it. */
    price: bigint('price', { mode: 'number' }).notNull(),
    ...softDeleteColumns(),
    ...auditColumns(),
  },
  (t) => [
    check('items_price_check', sql`${t.price} >= 0 AND ${t.price} <= ${maxRupiahSql}`),
    uniqueIndex('items_business_category_name_key')
      .on(t.businessId, t.categoryItemId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
    // The list's name sort and search across categories.
    index('items_business_name_idx')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** A prepaid package (spec 2 §2.8): a price for a number of visits of the listed items. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    numberOfVisit: integer('number_of_visit').notNull(),
    ...softDeleteColumns(),
    ...auditColumns(),
  },
  (t) => [
    check('packages_price_check', sql`${t.price} >= 0 AND ${t.price} <= ${maxRupiahSql}`),
    check(
      'packages_number_of_visit_check',
      sql`${t.numberOfVisit} BETWEEN 1 AND ${sql.raw(String(MAX_NUMBER_OF_VISIT))}`,
    ),
    uniqueIndex('packages_business_name_key')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** The items a package holds, in the order the form lists them; replaced whole on edit. */
export const packageItems = pgTable(
  'package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    businessId: uuid('business_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [
    primaryKey({ name: 'package_items_pkey', columns: [t.packageId, t.position] }),
    // "Is this item in a package?" before an item is deleted.
    index('package_items_item_idx').on(t.itemId),
  ],
);
