import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';

/**
 * A clinic's patients (spec 1 §3). Only `name` and the identification type are NOT NULL here:
 * the dashboard form requires more (the domain's `patientRequestSchema` decides), but patients
 * also arrive from the public booking page (spec 2 §2.3: no medical record number) and from
 * SATUSEHAT, so the table keeps what those flows can give and the API enforces each form's rules.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** MALE | FEMALE (the domain's GENDERS). */
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    address: text('address'),
    remark: text('remark'),
    /** Optional (the reservation form asks for it); stored lower-case. */
    email: text('email'),
    /** KTP | PASSPORT (the domain's IDENTIFICATION_TYPES), KTP by default (spec 1 §3). */
    identificationType: text('identification_type', { enum: ['KTP', 'PASSPORT'] })
      .notNull()
      .default('KTP'),
    identificationNumber: text('identification_number'),
    /** Unique within the clinic whatever its case (see the index); null shows as '-'. */
    medicalRecordNumber: text('medical_record_number'),
    /**
     * Allergy names as a list, not a table: they are always read and written with the patient as
     * a whole (the form and the assessment replace the list), every list row shows them, and no
     * screen asks "which patients are allergic to X". The form's `isNew` flag is a UI concern and
     * is not stored. A clinic's known allergies (for suggestions) are `unnest` of this column.
     */
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The patient's IHS number once registered with SATUSEHAT. */
    satuSehatPatientId: text('satu_sehat_patient_id'),
    ...auditColumns(),
  },
  (t) => [
    // Spec: a medical record number identifies one patient in a clinic; `RM-1` and `rm-1` are the
    // same number. Partial: many patients may have none. Also the guard under concurrent saves.
    uniqueIndex('patients_business_mrn_key')
      .on(t.businessId, sql`lower(${t.medicalRecordNumber})`)
      .where(sql`${t.medicalRecordNumber} is not null`),
    // The list's default order (newest first) and its name sort.
    index('patients_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('patients_business_name_idx').on(t.businessId, sql`lower(${t.name})`),
    // The list's contains-filters (`ILIKE '%rina%'`): trigram indexes (pg_trgm, on PGlite too)
    // instead of reading every patient of the clinic; a clinic may hold 100,000 of them.
    // The name's index starts with the clinic (btree_gin): every name filter is a clinic's,
    // and the clinic's key makes the index hand back only that clinic's candidates. A name-only
    // trigram index gave every clinic's, which the heap recheck then dropped (migration 0016).
    index('patients_business_name_trgm_idx').using('gin', t.businessId, t.name.op('gin_trgm_ops')),
    index('patients_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    index('patients_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    // Finding a patient by KTP/passport (start visit, reservations) and by SATUSEHAT id.
    index('patients_business_identification_idx').on(t.businessId, t.identificationNumber),
    index('patients_business_satusehat_idx').on(t.businessId, t.satuSehatPatientId),
  ],
);
