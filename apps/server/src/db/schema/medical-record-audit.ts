import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { businesses } from './clinic';
import { patients } from './patients';
import { visits } from './visits';

/** What was done to a medical record (the patient's data or one of their visits). */
export const MEDICAL_RECORD_AUDIT_ACTIONS = [
  'PATIENT_CREATED',
  'PATIENT_UPDATED',
  'VISIT_STARTED',
  'ASSESSMENT_SAVED',
  'VISIT_ENDED',
  'VISIT_STATUS_CHANGED',
  // A payment moved the visit's status (before, after and the payment's id; no lines).
  'VISIT_PAID',
  // The owner downloaded the record as a FHIR Bundle (the format and how many visits;
  // docs/decisions/0012-fhir-export-by-owner.md).
  'RECORD_EXPORTED',
] as const;
export type MedicalRecordAuditAction = (typeof MEDICAL_RECORD_AUDIT_ACTIONS)[number];

/** Per changed field, its value before and after (`before` null on creation). */
export type MedicalRecordChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The audit trail of medical records (ARCHITECTURE "Data rules": who, when, what changed).
 * Append-only: a row is written in the same transaction as the change it records and is never
 * updated, so `at`/`actor_id` are its created at/by and it carries no updated columns.
 */
export const medicalRecordAudit = pgTable(
  'medical_record_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Null for changes to the patient's own data. */
    visitId: uuid('visit_id').references(() => visits.id),
    /** The account that made the change; null for the system (seed, imports). */
    actorId: uuid('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: MEDICAL_RECORD_AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<MedicalRecordChanges>().notNull(),
  },
  (t) => [
    index('medical_record_audit_patient_idx').on(t.businessId, t.patientId, t.at),
    index('medical_record_audit_visit_idx').on(t.businessId, t.visitId, t.at),
  ],
);
