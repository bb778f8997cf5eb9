import { bigint, date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './clinic';

/**
 * Change counters of the timetable's answer (the timetable cache,
 * docs/decisions/0015-timetable-cache-change-counters.md): a server instance keeps a day's finished
 * answer only while these counters still read as they did when it was built. Only the migration's
 * triggers write them, in the same transaction as the change, so a counter can never lag a
 * committed write, whichever instance or script made it. They carry no audit columns: a trigger
 * writes them, and the change itself has its own.
 */

/** Bumped by every change of a reservation of that clinic and day (both days of a move). */
export const timetableDayVersions = pgTable(
  'timetable_day_versions',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    day: date('day', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/**
 * Bumped by what every day's answer of the clinic shows: a practitioner's name, role, being
 * active or in the clinic at all, and their weekly schedule.
 */
export const timetableClinicVersions = pgTable('timetable_clinic_versions', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
