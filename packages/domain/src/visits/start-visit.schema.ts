import { z } from 'zod';
import { invalid, required, validationMessage } from '../validation/message';
import { idSchema } from '../validation/fields';
import { isValidIdentificationNumber } from '../patients/identification';
import { patientFormSchema } from '../patients/patient.schema';

const ktpRequired = required('fields.ktpNumber');
const ktpLength = validationMessage('validation.length16', { field: 'fields.ktpNumber' });

/** An id the form may leave out: blank or absent becomes null. */
function optionalId() {
  return z
    .string()
    .trim()
    .max(64, { error: invalid('fields.id') })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * The start-visit modal and POST /dashboard/start-visit (spec 1 §2.9, §3, §5): the doctor
 * (`staffId`, the chosen doctor's id) is required; the KTP number is required and exactly 16 digits
 * ("Harap masukkan Nomor KTP 16 angka"); the location may stay empty. The visit is for a patient
 * (started from the patient list) or for a reservation (`bookingId`): one of the two must be named.
 *
 * Started from a reservation: an online booking has no patient yet, so the front desk names an
 * existing one (`patientId`) or creates one (`patient`, the patient form); a patient who still has
 * an ACTIVE visit is refused (409) unless `endPreviousVisit` is true, which ends that visit first
 * (spec 2 §4, the alert's "Yes").
 */
export const startVisitSchema = z
  .object({
    staffId: idSchema('fields.doctor'),
    identificationNumber: z
      .string({ error: ktpRequired })
      .trim()
      .min(1, { error: ktpRequired })
      .refine((value) => isValidIdentificationNumber('KTP', value), { error: ktpLength }),
    locationId: optionalId(),
    patientId: optionalId(),
    bookingId: optionalId(),
    patient: patientFormSchema.nullish().transform((value) => value ?? null),
    endPreviousVisit: z.boolean().default(false),
  })
  .refine((visit) => visit.patientId !== null || visit.bookingId !== null, {
    error: required('fields.patient'),
    path: ['patientId'],
  });
export type StartVisitPayload = z.infer<typeof startVisitSchema>;
export type StartVisitInput = z.input<typeof startVisitSchema>;
