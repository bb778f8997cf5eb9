import { boolean, jsonb, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';
import { users } from './accounts';
import { businesses } from './clinic';

/** One weekday of a practitioner's week, as the domain's `ScheduleDay` (spec 2 §2.11). */
export interface StoredScheduleDay {
  day: number;
  isActive: boolean;
  slots: { from: string; to: string; enabled: boolean }[];
}

/**
 * A doctor's or beautician's weekly schedule (spec 2 §2.11): saved whole at every change, so the
 * week is one row whose days the domain's `doctorScheduleSchema` validated before writing.
 * A practitioner without a row has the empty week (`emptyDoctorSchedule`).
 */
export const practitionerSchedules = pgTable('practitioner_schedules', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id),
  durationVisit: smallint('duration_visit').notNull().default(15),
  weekendMode: boolean('weekend_mode').notNull().default(false),
  days: jsonb('days').$type<StoredScheduleDay[]>().notNull(),
  ...auditColumns(),
});
