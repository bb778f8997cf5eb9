import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Diagnosis } from '@praktik/domain/visits/assessment.schema';
import type { Annotation } from '@praktik/domain/visits/annotation';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { CLINIC_QUEUE } from '@praktik/domain/clinic/queue-numbering.schema';
import { users } from './accounts';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';
import { patients } from './patients';

const statusList = sql.raw(VISIT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A patient's visit (spec 1 §2.10–§2.15, §3): started from the patient list or from a
 * reservation, assessed, ended. One row from start to end; its status follows the domain's
 * transition table (BOOKED, ACTIVE, WAITING_PAYMENT, DONE, CANCELLED).
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The doctor (or beautician) who sees the patient: the start-visit form's `staffId`. */
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => users.id),
    /** A SATUSEHAT Location id (spec 1 §3: from the integration, not a table of ours). */
    locationId: text('location_id'),
    /** The reservation this visit came from (spec 2), when it was started from one. */
    bookingId: uuid('booking_id'),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('ACTIVE'),
    /**
     * The visit's day in the clinic's time zone and its queue number that day (spec 1 §2.10
     * "sequence number"). Numbers come from `visit_sequences` (one atomic upsert per visit), and
     * the unique index below makes a duplicate impossible even if that were bypassed.
     */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    /** Null while BOOKED (not started yet). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    anamnesis: text('anamnesis'),
    examination: text('examination'),
    treatment: text('treatment'),
    riwayatPenyakit: text('riwayat_penyakit'),
    riwayatPenyakitKeluarga: text('riwayat_penyakit_keluarga'),
    /**
     * The chosen ICD-10 diagnoses as the assessment sends them ({ fullCode, shortDescription }):
     * a snapshot, so a visit keeps the words it was diagnosed with even if the code list changes.
     */
    diagnoses: jsonb('diagnoses')
      .$type<Diagnosis[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Body-diagram annotation sets, one per body image (the domain's `annotationSchema`). */
    annotations: jsonb('annotations')
      .$type<Annotation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Stored file references (`/files/...` paths or URLs), answered on the current PUBLIC_URL. */
    fileUploads: jsonb('file_uploads')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The end-visit modal's note and optional file (spec 1 §2.11). */
    endNote: text('end_note'),
    endFileUrl: text('end_file_url'),
    satuSehatEncounterId: text('satu_sehat_encounter_id'),
    ...auditColumns(),
  },
  (t) => [
    check('visits_status_check', sql`${t.status} in (${statusList})`),
    // At most one ACTIVE visit per patient, decided by the database: of two concurrent starts
    // exactly one inserts, the other gets a unique violation (spec 1 §4, spec 2 §4).
    uniqueIndex('visits_one_active_per_patient_key')
      .on(t.businessId, t.patientId)
      .where(sql`${t.status} = 'ACTIVE'`),
    // Per practitioner: the one guarantee that holds in both numberings (a clinic-wide run is
    // unique per practitioner too); the counter keeps a clinic-wide run unique across them.
    uniqueIndex('visits_business_day_practitioner_sequence_key').on(
      t.businessId,
      t.visitDate,
      t.practitionerId,
      t.sequenceNumber,
    ),
    // Active list (clinic + status, by start), history and report (clinic + start, per
    // practitioner), a patient's visit history (patient, newest first).
    index('visits_business_status_start_idx').on(t.businessId, t.status, t.startedAt),
    index('visits_business_start_idx').on(t.businessId, t.startedAt),
    index('visits_business_practitioner_start_idx').on(t.businessId, t.practitionerId, t.startedAt),
    index('visits_business_patient_start_idx').on(t.businessId, t.patientId, t.startedAt),
    index('visits_business_booking_idx').on(t.businessId, t.bookingId),
  ],
);

/**
 * The last sequence number given per clinic, day and queue (a practitioner's id, or `CLINIC` for
 * a clinic-wide run: the clinic's `queue_numbering`): `insert ... on conflict do update set
 * last_number = last_number + 1 returning last_number` hands out numbers atomically, without the
 * race of `max(sequence_number) + 1`.
 */
export const visitSequences = pgTable(
  'visit_sequences',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    queue: text('queue').notNull().default(CLINIC_QUEUE),
    lastNumber: integer('last_number').notNull(),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ name: 'visit_sequences_pk', columns: [t.businessId, t.visitDate, t.queue] }),
  ],
);
