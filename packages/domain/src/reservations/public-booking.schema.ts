import { z } from 'zod';
import { genderSchema } from '../account/profile.schema';
import { identificationTypeSchema, isValidIdentificationNumber } from '../patients/identification';
import {
  birthDateField,
  emailField,
  idSchema,
  isoDateField,
  nameText,
  phoneField,
} from '../validation/fields';
import { invalid, validationMessage, whenFieldsParsed } from '../validation/message';
import { SELECT_SERVICE_MESSAGE } from './add-reservation.schema';
import { timeVisitSchema } from './time-visit.schema';

/** The languages a patient's mails and reminders are written in. */
export const PATIENT_LOCALES = ['id', 'en'] as const;
export type PatientLocale = (typeof PATIENT_LOCALES)[number];

const KTP_MESSAGE = validationMessage('validation.length16', { field: 'fields.ktpNumber' });

/** The schedule step's three choices: the doctor, the day and the slots. */
const scheduleFields = {
  doctorId: idSchema('fields.doctor'),
  dateVisit: isoDateField('fields.dateVisit'),
  timeVisit: timeVisitSchema(),
};

/**
 * What the booking's first step answers for, checked before the patient goes on to their details:
 * the same rules as in the whole booking (`publicBookingSchema`), which the page loads only then.
 */
export const publicBookingScheduleSchema = z.object(scheduleFields);
export type PublicBookingSchedule = z.input<typeof publicBookingScheduleSchema>;

/**
 * A patient's own booking on `/reservation-pasien` (spec 1 §2.4, §2.16): the clinic and service
 * come from the address, the doctor, day and slot from the picker, then who is coming. The e-mail
 * is required here (the confirmation and the cancel link go there); the identity number may be left
 * for the front desk, but a KTP number that is given is 16 long. `locale` is the page's language:
 * the mail and the reminder are written in it.
 */
export const publicBookingSchema = z
  .object({
    serviceId: z
      .string({ error: SELECT_SERVICE_MESSAGE })
      .trim()
      .min(1, { error: SELECT_SERVICE_MESSAGE })
      .max(64, { error: SELECT_SERVICE_MESSAGE }),
    ...scheduleFields,
    name: nameText('fields.name', 100),
    email: emailField(),
    phoneNumber: phoneField(),
    dateOfBirth: birthDateField(),
    gender: genderSchema,
    identificationType: identificationTypeSchema.default('KTP'),
    identificationNumber: z
      .string()
      .trim()
      .max(50, { error: invalid('fields.identificationNumber') })
      .nullish()
      .transform((value) => (value ? value : null)),
    locale: z.enum(PATIENT_LOCALES, { error: invalid('fields.locale') }).default('id'),
  })
  .superRefine(
    (value, ctx) => {
      const number = value.identificationNumber;
      if (number !== null && !isValidIdentificationNumber(value.identificationType, number)) {
        ctx.addIssue({ code: 'custom', path: ['identificationNumber'], message: KTP_MESSAGE });
      }
    },
    // Zod skips an object's refinement while any field has an issue, so a short KTP number was
    // told only once every other field was right: it is checked whenever its own two fields are.
    whenFieldsParsed('identificationType', 'identificationNumber'),
  );
export type PublicBooking = z.infer<typeof publicBookingSchema>;
export type PublicBookingForm = z.input<typeof publicBookingSchema>;
