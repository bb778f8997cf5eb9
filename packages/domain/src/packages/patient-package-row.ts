import { z } from 'zod';
import { fromIsoDate, toIsoDate } from '../dates/date-formats';
import type { Translate } from '../intl/translate-issue';
import { needsPackageReminder, whatsappReminderLink } from './package-reminder';
import { reminderSentSchema } from './whatsapp-reminder-record';

/** A row of `GET /v1/patient-packages` (spec 2 §3). */
export const patientPackageRowSchema = z.object({
  /** The patient's package: the detail route's `id`. */
  package_id: z.union([z.number(), z.string()]),
  catalogue_package_id: z.string(),
  patient_id: z.string(),
  name: z.string(),
  identity_number: z.string().nullable(),
  package_name: z.string(),
  last_reservation_date: z.string().nullable(),
  remaining_visits: z.number().int(),
  phone_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** The latest WhatsApp reminder opened for this package, null before the first (decision 0052). */
  last_reminder: reminderSentSchema.nullable(),
});
export type PatientPackageRow = z.infer<typeof patientPackageRowSchema>;

/** A list date shown DD-MM-YYYY (spec 2 §2.9), '-' when there is none; read from either form. */
export function listDate(value: string | null | undefined): string {
  const text = value?.trim().slice(0, 10) ?? '';
  return fromIsoDate(text) ?? fromIsoDate(toIsoDate(text)) ?? '-';
}

export interface PatientPackageRowView {
  lastReservationDate: string;
  dateOfBirth: string;
  /** The more-than-a-month warning (spec 2 §2.9). */
  warn: boolean;
  /** The WhatsApp reminder, only with the warning and a phone number. */
  reminderLink: string | null;
}

/** What a row of the patient package list shows beyond its texts. */
export function patientPackageRowView(
  row: PatientPackageRow,
  context: { today: string; clinicName: string; text: Translate },
): PatientPackageRowView {
  const warn = needsPackageReminder(row.last_reservation_date, context.today);
  return {
    lastReservationDate: listDate(row.last_reservation_date),
    dateOfBirth: listDate(row.date_of_birth),
    warn,
    reminderLink: warn
      ? whatsappReminderLink(
          {
            phone: row.phone_number,
            patientName: row.name,
            packageName: row.package_name,
            clinicName: context.clinicName,
            remainingVisits: row.remaining_visits,
            lastReservationDate: row.last_reservation_date,
          },
          context.text,
        )
      : null,
  };
}
