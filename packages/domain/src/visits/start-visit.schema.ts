import { z } from 'zod';
import { invalid, required, validationMessage } from '../validation/message';
import { idSchema } from '../validation/fields';
import { isValidIdentificationNumber } from '../patients/identification';

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
 * (`staffId`, the chosen doctor's id) is required; the KTP number is required and exactly 16
 * digits ("Harap masukkan Nomor KTP 16 angka"); the location may stay empty. The visit is
 * for a patient (started from the patient list) or for a reservation (`bookingId`): one of the
 * two must be named.
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
  })
  .refine((visit) => visit.patientId !== null || visit.bookingId !== null, {
    error: required('fields.patient'),
    path: ['patientId'],
  });
export type StartVisitPayload = z.infer<typeof startVisitSchema>;
export type StartVisitInput = z.input<typeof startVisitSchema>;
