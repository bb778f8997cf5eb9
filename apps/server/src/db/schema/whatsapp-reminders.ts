import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WHATSAPP_REMINDER_KINDS } from '@praktik/domain/packages/whatsapp-reminder-record';
import { users } from './accounts';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';
import { patientPackages } from './patient-packages';
import { reservations } from './reservations';

/**
 * docs/decisions/0052-reminder-records-and-follow-up.md: each WhatsApp reminder a
 * receptionist opened, for a reservation (tomorrow's reminders) or a patient package (the
 * follow-up list), with who opened it and when. Append-only: the lists show the latest per row,
 * and a second send is a second row, so the record says it went out twice.
 */
export const whatsappReminders = pgTable(
  'whatsapp_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind', { enum: WHATSAPP_REMINDER_KINDS }).notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    patientPackageId: uuid('patient_package_id').references(() => patientPackages.id, {
      onDelete: 'cascade',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    ...auditColumns(),
  },
  (t) => [
    // Exactly the row its kind names.
    check(
      'whatsapp_reminders_subject_check',
      sql`(${t.kind} = 'RESERVATION' AND ${t.reservationId} IS NOT NULL AND ${t.patientPackageId} IS NULL)
        OR (${t.kind} = 'PACKAGE' AND ${t.patientPackageId} IS NOT NULL AND ${t.reservationId} IS NULL)`,
    ),
    // A page of a list asks for its rows' latest sends: one index range per row.
    index('whatsapp_reminders_reservation_idx')
      .on(t.businessId, t.reservationId, t.sentAt)
      .where(sql`${t.reservationId} IS NOT NULL`),
    index('whatsapp_reminders_package_idx')
      .on(t.businessId, t.patientPackageId, t.sentAt)
      .where(sql`${t.patientPackageId} IS NOT NULL`),
  ],
);
