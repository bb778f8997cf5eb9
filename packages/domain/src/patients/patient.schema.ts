import { z } from 'zod';
import { validationMessage } from '../validation/message';
import {
  birthDateField,
  optionalEmailField,
  nameText,
  phoneField,
  requiredText,
} from '../validation/fields';
import { invalid, required, whenFieldsParsed } from '../validation/message';
import { genderSchema, type Gender } from '../account/profile.schema';
import { identificationTypeSchema, isValidIdentificationNumber } from './identification';
import { allergiesSchema } from './allergies';
import { dobFromIso, isPlausibleDob, isValidDob } from './date-of-birth';

/** A text that may stay empty; empty (or absent) becomes null. */
function optionalText(field: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: validationMessage('validation.maxLength', { field, max }) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Spec 1 §3, spec 2 §5: the e-mail is optional, but one that is given must be valid. */
const optionalEmail = optionalEmailField('fields.email');

const KTP_MESSAGE = validationMessage('validation.length16', { field: 'fields.ktpNumber' });

/** Spec 1 §5: a KTP number, when given, is exactly 16 long ("Harap masukkan Nomor KTP 16 angka"). */
function checkIdentificationNumber(
  value: { identificationType: 'KTP' | 'PASSPORT'; identificationNumber: string | null },
  ctx: z.RefinementCtx,
): void {
  const { identificationType, identificationNumber } = value;
  if (identificationNumber === null) return;
  if (!isValidIdentificationNumber(identificationType, identificationNumber)) {
    ctx.addIssue({ code: 'custom', message: KTP_MESSAGE, path: ['identificationNumber'] });
  }
}

/** The KTP length is told in the same pass as the other fields' messages, not once they are right. */
const KTP_CHECK_WHEN = whenFieldsParsed('identificationType', 'identificationNumber');

const patientFields = {
  name: nameText('fields.name', 100),
  phoneNumber: phoneField(),
  gender: genderSchema,
  address: requiredText('fields.address', 500),
  remark: optionalText('fields.remark', 1000),
  identificationType: identificationTypeSchema,
  identificationNumber: optionalText('fields.identificationNumber', 50),
  medicalRecordNumber: requiredText('fields.medicalRecordNumber', 50),
  email: optionalEmail,
  allergies: allergiesSchema,
};

/**
 * The patient form of add, edit and detail (spec 1 §2.9, §5) and the new-patient tab of the
 * reservation dialog (spec 2 §2.3): the date of birth as the picker holds it, YYYY-MM-DD.
 */
export const patientFormSchema = z
  .object({ ...patientFields, dateOfBirth: birthDateField() })
  .superRefine(checkIdentificationNumber, KTP_CHECK_WHEN);
export type PatientForm = z.input<typeof patientFormSchema>;
export type PatientFormValues = z.infer<typeof patientFormSchema>;

/** What `POST /dashboard/patient` carries (spec 1 §7): the same, with `dob` in DD-MM-YYYY. */
export const patientRequestSchema = z
  .object({
    ...patientFields,
    // The server's ids are UUIDs; an edit carries its id in the path, so this is only echoed back.
    id: z.string().trim().max(64).optional(),
    dob: z
      .string({ error: required('fields.dateOfBirth') })
      .trim()
      .min(1, { error: required('fields.dateOfBirth') })
      .refine(isValidDob, { error: invalid('fields.dateOfBirth') })
      .refine((dob) => isPlausibleDob(dob), {
        error: validationMessage('validation.birthDateRange', { field: 'fields.dateOfBirth' }),
      }),
  })
  .superRefine(checkIdentificationNumber, KTP_CHECK_WHEN);
export type PatientRequest = z.infer<typeof patientRequestSchema>;

/** The form's values as the API wants them. */
export function toPatientRequest(values: PatientFormValues, id?: string): PatientRequest {
  const { dateOfBirth, ...rest } = values;
  return { ...rest, ...(id === undefined ? {} : { id }), dob: dobFromIso(dateOfBirth) ?? '' };
}

/** The form while being filled: no gender chosen yet. */
export type PatientFormDraft = Omit<PatientForm, 'gender'> & { gender: Gender | null };

/** A new patient's form starts on a KTP with no allergies (spec 1 §3, spec 2 §2.3). */
export function emptyPatientForm(): PatientFormDraft {
  return {
    name: '',
    phoneNumber: '',
    dateOfBirth: '',
    gender: null,
    address: '',
    remark: '',
    identificationType: 'KTP',
    identificationNumber: '',
    medicalRecordNumber: '',
    email: '',
    allergies: [],
  };
}
