import { z } from 'zod';
import { genderSchema } from '@praktik/domain/account/profile.schema';
import { identificationTypeSchema } from '@praktik/domain/patients/identification';
import { visitStatusSchema } from '@praktik/domain/visits/status';

/**
 * A patient as the list and the patient calls answer it (spec 1 §3). The date of birth comes
 * twice: `dob` as the spec sends it (DD-MM-YYYY) and `dateOfBirth` as the API writes every other
 * day (YYYY-MM-DD, docs/api.md, "Time"); allergies as the form sends them (none of them new).
 */
export const patientViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  dob: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: genderSchema.nullable(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  email: z.string().nullable(),
  identificationType: identificationTypeSchema,
  identificationNumber: z.string().nullable(),
  medicalRecordNumber: z.string().nullable(),
  allergies: z.array(z.object({ name: z.string(), isNew: z.boolean() })),
  satuSehatPatientId: z.string().nullable(),
  /** Present (not null) while the patient has an ACTIVE visit: no Start Visit then. */
  activeVisitId: z.string().nullable(),
});
export type PatientView = z.infer<typeof patientViewSchema>;

/** The ACTIVE visit as `GET /dashboard/patient/active-visit/{patientId}` shows it. */
export const activeVisitViewSchema = z.object({
  id: z.string(),
  status: visitStatusSchema,
  /** The queue number of the visit's day in the clinic. */
  sequence: z.number().int(),
  visitDate: z.string(),
  /** The instant it started (ISO 8601) and the same as the clinic reads it: DD-MM-YYYY HH:mm. */
  start: z.string().nullable(),
  startInString: z.string().nullable(),
  doctorId: z.string(),
  doctorName: z.string(),
  treatment: z.string().nullable(),
  locationId: z.string().nullable(),
  bookingId: z.string().nullable(),
});
export type ActiveVisitView = z.infer<typeof activeVisitViewSchema>;

export const patientWithActiveVisitSchema = patientViewSchema.extend({
  activeVisitId: z.string(),
  visit: activeVisitViewSchema,
});
export type PatientWithActiveVisitView = z.infer<typeof patientWithActiveVisitSchema>;
