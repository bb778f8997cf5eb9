import { z } from 'zod';
import { roleSchema } from '@praktik/domain/access/roles';
import { BODY_SUB_TYPES } from '@praktik/domain/visits/annotation';
import { visitStatusSchema } from '@praktik/domain/visits/status';
import { patientViewSchema } from '../patients/patient-view.schema';

/** A chosen diagnosis as the visit keeps it (a snapshot of the ICD-10 words). */
export const diagnosisViewSchema = z.object({ fullCode: z.string(), shortDescription: z.string() });

/** One body image's annotations as stored (the domain's annotationSchema, without its checks). */
export const annotationViewSchema = z.object({
  type: z.enum(BODY_SUB_TYPES),
  photoUrl: z.string().nullish(),
  annotationDetails: z.array(
    z.object({
      x: z.number(),
      y: z.number(),
      dx: z.number(),
      dy: z.number(),
      title: z.string(),
      description: z.string(),
    }),
  ),
});

/** `GET /dashboard/doctors`: the clinic's practitioners. */
export const practitionerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['ROLE_DOCTOR', 'ROLE_BEAUTICIAN']),
});
export type PractitionerView = z.infer<typeof practitionerViewSchema>;

const visitTimes = {
  id: z.string(),
  status: visitStatusSchema,
  /** The instant it started (ISO 8601), and the same on the clinic's wall clock: DD-MM-YYYY HH:mm. */
  start: z.string().nullable(),
  startInString: z.string().nullable(),
};

/** A visit with everything the assessment screen shows (docs/api.md, "Patients and visits": VisitDetail). */
export const visitDetailSchema = z.object({
  ...visitTimes,
  sequence: z.number().int(),
  visitDate: z.string(),
  end: z.string().nullable(),
  doctorId: z.string(),
  doctorName: z.string(),
  /** The practitioner's roles: ROLE_DOCTOR here means the medical fields apply. */
  practitionerRole: z.array(roleSchema),
  locationId: z.string().nullable(),
  bookingId: z.string().nullable(),
  anamnesis: z.string().nullable(),
  examination: z.string().nullable(),
  treatment: z.string().nullable(),
  riwayatPenyakit: z.string().nullable(),
  riwayatPenyakitKeluarga: z.string().nullable(),
  diagnosisJson: z.array(diagnosisViewSchema),
  annotationJson: z.array(annotationViewSchema),
  /** Absolute URLs (this server's files on the current PUBLIC_URL). */
  fileUploads: z.array(z.string()),
  endNote: z.string().nullable(),
  endFileUrl: z.string().nullable(),
  satuSehatEncounterId: z.string().nullable(),
  /** The end-visit modal would find nothing missing (the domain's endVisitConfirmation). */
  visitCompleted: z.boolean(),
  patient: patientViewSchema,
});
export type VisitDetail = z.infer<typeof visitDetailSchema>;

/** A row of the active visit list (the queue). */
export const visitListItemSchema = z.object({
  ...visitTimes,
  sequence: z.number().int(),
  visitDate: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  treatment: z.string().nullable(),
  visitCompleted: z.boolean(),
  patient: patientViewSchema,
});
export type VisitListItem = z.infer<typeof visitListItemSchema>;

/** An entry of a patient's visit history (one accordion panel). */
export const visitHistoryItemSchema = z.object({
  ...visitTimes,
  practitionerId: z.string(),
  practitionerName: z.string(),
  anamnesis: z.string().nullable(),
  examination: z.string().nullable(),
  treatment: z.string().nullable(),
  diagnosisJson: z.array(diagnosisViewSchema),
  fileUploads: z.array(z.string()),
  patient: z.object({ id: z.string(), name: z.string() }),
});
export type VisitHistoryItem = z.infer<typeof visitHistoryItemSchema>;
