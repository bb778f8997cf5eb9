import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES } from '@praktik/domain/money/line-total';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';
import { patients } from './patients';
import { paymentItems, payments } from './payments';
import { maxRupiahSql, packages } from './catalogue';
import { reservations } from './reservations';
import { visits } from './visits';

export const PATIENT_PACKAGE_ACTIONS = ['PURCHASE', 'USE', 'UNDO', 'RELEASE'] as const;

/**
 * A package a patient bought (spec 2 §2.8, §3), copying the sold line so the detail and the
 * history do not change with the price list. A use is one conditional UPDATE
 * (`remaining_visits > 0`), and `patient_packages_remaining_check` keeps it from going below zero
 * whatever the application does.
 */
export const patientPackages = pgTable(
  'patient_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    paymentItemId: uuid('payment_item_id').references(() => paymentItems.id),
    packageName: text('package_name').notNull(),
    /**
     * The patient's name, kept here so the follow-up list by name reads the clinic's matching live
     * packages from one index (`patient_package_live_names` copies it lowered) instead of probing
     * each matching patient's. The database writes it: a trigger sets it from the patient on
     * insert, and a trigger on `patients` follows a rename. The client's '' only satisfies the
     * insert type.
     */
    patientName: text('patient_name')
      .notNull()
      .$defaultFn(() => ''),
    numberOfVisit: integer('number_of_visit').notNull(),
    remainingVisits: integer('remaining_visits').notNull(),
    /** The sold line's `amount`, discount as typed and `line_total`. */
    price: bigint('price', { mode: 'number' }).notNull(),
    typeDiscount: text('type_discount', { enum: DISCOUNT_TYPES }),
    discount: numeric('discount', { precision: 15, scale: 2, mode: 'number' }),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    /** The payment's `payment_date`. */
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    /** Starts at the purchase date; then the reservation (or visit) date of the latest live use. */
    lastReservationDate: date('last_reservation_date', { mode: 'string' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by'),
    ...auditColumns(),
  },
  (t) => [
    check(
      'patient_packages_remaining_check',
      sql`${t.remainingVisits} >= 0 AND ${t.remainingVisits} <= ${t.numberOfVisit}`,
    ),
    check(
      'patient_packages_money_check',
      sql`${t.price} BETWEEN 0 AND ${maxRupiahSql} AND ${t.subtotal} BETWEEN 0 AND ${t.price}`,
    ),
    // A sold package line makes one patient package.
    uniqueIndex('patient_packages_payment_item_key')
      .on(t.paymentItemId)
      .where(sql`${t.paymentItemId} IS NOT NULL`),
    index('patient_packages_business_patient_idx').on(t.businessId, t.patientId),
    // The follow-up list: live packages with visits left, by their last reservation date.
    index('patient_packages_follow_up_idx')
      .on(t.businessId, t.lastReservationDate, t.patientId)
      .where(sql`${t.releasedAt} IS NULL AND ${t.remainingVisits} > 0`),
    // The follow-up list filtered by a patient's name starts from the few patients the name
    // matches and looks up their live packages here. Every column the list shows is in the key
    // (drizzle-kit has no INCLUDE), so the lookup is an index-only scan; without them the planner
    // walks all 30,000 live packages of a big clinic instead. The package name is at most 255
    // characters (domain `requiredText`), well inside a B-tree entry's limit.
    index('patient_packages_live_patient_idx')
      .on(
        t.businessId,
        t.patientId,
        t.lastReservationDate,
        t.id,
        t.packageId,
        t.remainingVisits,
        t.packageName,
      )
      .where(sql`${t.releasedAt} IS NULL AND ${t.remainingVisits} > 0`),
  ],
);

/**
 * The follow-up list's search over names: one narrow row per live package (not released, visits
 * left) with what the list by name filters and sorts on, kept by the database
 * (`patient_packages_live_names_sync`, migration 0018) whatever writes the package or renames its
 * patient. A name fragment matches hundreds of a big clinic's packages and each match is read
 * again to check it: here they lie on about a fifth of the pages the packages' own wide rows
 * take (docs/decisions/0029-live-package-names-copy.md). The page's 50 rows are then read from
 * `patient_packages` and `patients` by primary key.
 */
export const patientPackageLiveNames = pgTable(
  'patient_package_live_names',
  {
    patientPackageId: uuid('patient_package_id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    /** `lower(patient_name)`: matched with LIKE against the lowered fragment (ILIKE's own rule). */
    nameLower: text('name_lower').notNull(),
    lastReservationDate: date('last_reservation_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'patient_package_live_names_package_fk',
      columns: [t.patientPackageId],
      foreignColumns: [patientPackages.id],
    }).onDelete('cascade'),
    // The clinic's names containing the fragment (btree_gin for the clinic).
    index('patient_package_live_names_trgm_idx').using(
      'gin',
      t.businessId,
      t.nameLower.op('gin_trgm_ops'),
    ),
  ],
);

/** One visit paid by a patient package; undone (not deleted) when the use is taken back. */
export const patientPackageUses = pgTable(
  'patient_package_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    patientPackageId: uuid('patient_package_id')
      .notNull()
      .references(() => patientPackages.id),
    patientId: uuid('patient_id').notNull(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id),
    bookingId: uuid('booking_id').references(() => reservations.id),
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by'),
    ...auditColumns(),
  },
  (t) => [
    // One live use of a package per visit: of two concurrent uses one inserts, the other 23505.
    uniqueIndex('patient_package_uses_live_key')
      .on(t.patientPackageId, t.visitId)
      .where(sql`${t.undoneAt} IS NULL`),
    index('patient_package_uses_business_visit_idx').on(t.businessId, t.visitId),
  ],
);

/**
 * A patient package's history, append-only: a row per purchase, use, undo and release, written in
 * the transaction that made the change. `remaining_visits` is the package's after the event.
 */
export const patientPackageEvents = pgTable(
  'patient_package_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    patientPackageId: uuid('patient_package_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    action: text('action', { enum: PATIENT_PACKAGE_ACTIONS }).notNull(),
    useId: uuid('use_id').references(() => patientPackageUses.id),
    visitId: uuid('visit_id'),
    bookingId: uuid('booking_id'),
    /** The reservation's (or visit's) date for USE/UNDO, the clinic's day for PURCHASE/RELEASE. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    remainingVisits: integer('remaining_visits').notNull(),
    ...auditColumns(),
  },
  (t) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'patient_package_events_patient_package_fk',
      columns: [t.patientPackageId],
      foreignColumns: [patientPackages.id],
    }),
    check(
      'patient_package_events_action_check',
      sql`${t.action} in (${sql.raw(PATIENT_PACKAGE_ACTIONS.map((action) => `'${action}'`).join(', '))})`,
    ),
    check('patient_package_events_remaining_check', sql`${t.remainingVisits} >= 0`),
    index('patient_package_events_history_idx').on(
      t.businessId,
      t.patientId,
      t.eventDate,
      t.createdAt,
    ),
    index('patient_package_events_package_idx').on(t.patientPackageId, t.eventDate, t.createdAt),
  ],
);
