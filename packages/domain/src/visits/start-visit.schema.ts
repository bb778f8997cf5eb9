import { z } from 'zod';
import { required, validationMessage } from '../validation/message';
import { KTP_LENGTH } from '../patients/identification';

const ktpRequired = required('fields.ktpNumber');
const ktpLength = validationMessage('validation.length16', { field: 'fields.ktpNumber' });

/** An id the form may leave out: blank or absent becomes null. */
function optionalId() {
  return z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * The start-visit modal and POST /dashboard/start-visit (spec 1 §2.9, §3, §5): the doctor
 * (`staffId`, the chosen doctor's id) is required; the KTP number is required and exactly 16
 * characters ("Harap masukkan Nomor KTP 16 angka"); the location may stay empty. The visit is
 * for a patient (started from the patient list) or for a reservation (`bookingId`): one of the
 * two must be named.
 */
export const startVisitSchema = z
  .object({
    staffId: z
      .string({ error: required('fields.doctor') })
      .trim()
      .min(1, { error: required('fields.doctor') })
      .max(64),
    identificationNumber: z
      .string({ error: ktpRequired })
      .trim()
      .min(1, { error: ktpRequired })
      .length(KTP_LENGTH, { error: ktpLength }),
    locationId: optionalId(),
    patientId: optionalId(),
    bookingId: optionalId(),
  })
  .refine((visit) => visit.patientId !== null || visit.bookingId !== null, {
    error: required('fields.patient'),
    path: ['patientId'],
  });
export type StartVisitPayload = z.infer<typeof startVisitSchema>;
export type StartVisitInput = z.input<typeof startVisitSchema>;
