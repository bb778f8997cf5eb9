import { z } from 'zod';
import { invalid, required, validationMessage, whenFieldsParsed } from '../validation/message';
import { isoDateField } from '../validation/fields';
import { idSchema } from '../validation/fields';
import { identificationTypeSchema, isValidIdentificationNumber } from '../patients/identification';
import { patientFormSchema } from '../patients/patient.schema';
import { timeVisitSchema } from './time-visit.schema';

/** Spec 2 §5, §8: "Harap pilih layanan" when no service is chosen. */
export const SELECT_SERVICE_MESSAGE = validationMessage('validation.selectService');
/** Spec 2 §5: an existing patient must be chosen to save (the spec gives no words). */
export const SELECT_PATIENT_MESSAGE = validationMessage('validation.selectPatient');
/** Spec 2 §5, §8: "Harap masukkan Nomor KTP 16 angka". */
export const KTP_LENGTH_MESSAGE = validationMessage('validation.length16', {
  field: 'fields.ktpNumber',
});

/** Spec 2 §5, §8: "Pasien {name} tidak mempunyai KTP/Paspor". */
export function patientWithoutIdentityMessage(name: string): string {
  return validationMessage('validation.patientWithoutIdentity', { name });
}

/** "Simpan" saves the reservation; "Simpan dan Mulai" also starts the visit (spec 2 §2.3). */
export type ReservationIntent = 'SAVE' | 'SAVE_AND_START';

/** Spec 2 §2.3: the two tabs of the dialog. */
export const PATIENT_TABS = ['EXISTING', 'NEW'] as const;
export type PatientTab = (typeof PATIENT_TABS)[number];

const optionalId = z
  .string()
  .trim()
  .max(64, { error: invalid('fields.location') })
  .nullish()
  .transform((value) => (value ? value : null));

/** What every reservation carries: doctor and date (preset from the timetable), time, service. */
const reservationFields = {
  doctorId: idSchema('fields.doctor'),
  dateVisit: isoDateField('fields.dateVisit'),
  timeVisit: timeVisitSchema(),
  serviceId: z
    .string({ error: SELECT_SERVICE_MESSAGE })
    .trim()
    .min(1, { error: SELECT_SERVICE_MESSAGE })
    .max(64, { error: SELECT_SERVICE_MESSAGE }),
  locationId: optionalId,
};

/**
 * Pasien Lama (spec 2 §5): a patient must be chosen; the patient must have an identity number,
 * else "Pasien {name} tidak mempunyai KTP/Paspor"; a KTP number must be 16 long. The number is
 * editable in the table, so the form carries it.
 */
const existingPatientSchema = z
  .object({
    ...reservationFields,
    patientTab: z.literal('EXISTING'),
    patientId: z
      .string({ error: SELECT_PATIENT_MESSAGE })
      .trim()
      .min(1, { error: SELECT_PATIENT_MESSAGE })
      .max(64, { error: SELECT_PATIENT_MESSAGE }),
    name: z
      .string()
      .trim()
      .max(100, {
        error: validationMessage('validation.maxLength', { field: 'fields.name', max: 100 }),
      })
      .default(''),
    identificationType: identificationTypeSchema.default('KTP'),
    identificationNumber: z
      .string()
      .trim()
      .max(50, {
        error: validationMessage('validation.maxLength', {
          field: 'fields.identificationNumber',
          max: 50,
        }),
      })
      .nullish()
      .transform((value) => value ?? ''),
  })
  .superRefine(
    (value, ctx) => {
      if (value.patientId === '') return;
      if (value.identificationNumber === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['identificationNumber'],
          message: patientWithoutIdentityMessage(value.name),
        });
      } else if (
        !isValidIdentificationNumber(value.identificationType, value.identificationNumber)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['identificationNumber'],
          message: KTP_LENGTH_MESSAGE,
        });
      }
    },
    whenFieldsParsed('patientId', 'name', 'identificationType', 'identificationNumber'),
  );

/**
 * Pasien Baru (spec 2 §5): the patient form's rules (name, phoneNumber, dateOfBirth, gender,
 * address, medicalRecordNumber required; an e-mail, if filled, valid; a KTP number, if given,
 * 16 long). Starting the visit as well needs the identification number.
 */
function newPatientSchema(intent: ReservationIntent) {
  return z
    .object({ ...reservationFields, patientTab: z.literal('NEW'), ...patientFormSchema.shape })
    .superRefine(
      (value, ctx) => {
        const number = value.identificationNumber;
        if (number === null) {
          if (intent === 'SAVE_AND_START') {
            ctx.addIssue({
              code: 'custom',
              path: ['identificationNumber'],
              message: required('fields.identificationNumber'),
            });
          }
        } else if (!isValidIdentificationNumber(value.identificationType, number)) {
          ctx.addIssue({
            code: 'custom',
            path: ['identificationNumber'],
            message: KTP_LENGTH_MESSAGE,
          });
        }
        // Told in the same pass as the other fields' own messages, not once they are all right.
      },
      whenFieldsParsed('identificationType', 'identificationNumber'),
    );
}

function addReservationSchemaFor(intent: ReservationIntent) {
  return z.discriminatedUnion('patientTab', [existingPatientSchema, newPatientSchema(intent)], {
    error: required('fields.patient'),
  });
}

/** The add-reservation dialog's form (spec 2 §2.3, §3 New reservation form), for "Simpan". */
export const addReservationSchema = addReservationSchemaFor('SAVE');
/** The same for "Simpan dan Mulai": a new patient needs an identification number too. */
export const addReservationAndStartSchema = addReservationSchemaFor('SAVE_AND_START');

export type AddReservation = z.infer<typeof addReservationSchema>;
export type AddReservationForm = z.input<typeof addReservationSchema>;
