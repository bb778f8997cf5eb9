import { z } from 'zod';
import { validationMessage } from '../validation/message';
import { requiredText } from '../validation/fields';
import { idSchema } from '../validation/fields';
import { allergySchema, normalizeAllergies } from '../patients/allergies';
import { annotationSchema, BODY_SUB_TYPES } from './annotation';
import { fileReferenceSchema } from './file-reference';
import {
  MEDICAL_PAYLOAD_KEYS,
  isAssessmentDoctor,
  type AssessmentField,
  type AssessmentViewer,
} from './assessment-access';

/** Long free texts (anamnesis, examination, treatment, histories): a page of notes at most. */
export const ASSESSMENT_TEXT_MAX = 5000;
export const DIAGNOSES_MAX = 20;
export const FILE_UPLOADS_MAX = 20;
export const ASSESSMENT_ALLERGIES_MAX = 50;
/** ICD-10 codes are short ("A09", "K35.8"); descriptions are one line. */
export const DIAGNOSIS_CODE_MAX = 16;
export const DIAGNOSIS_DESCRIPTION_MAX = 500;

const maxLength = (field: string, max: number) =>
  validationMessage('validation.maxLength', { field, max });

/** A text the user may leave empty; empty or absent becomes null. */
function optionalText(field: string) {
  return z
    .string()
    .trim()
    .max(ASSESSMENT_TEXT_MAX, { error: maxLength(field, ASSESSMENT_TEXT_MAX) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** `K35.8` and `k358` are the same code. */
export function normalizeDiagnosisCode(code: string): string {
  return code.trim().toUpperCase().replaceAll('.', '');
}

export const diagnosisSchema = z.object({
  fullCode: requiredText('fields.diagnosisCode', DIAGNOSIS_CODE_MAX),
  shortDescription: requiredText('fields.diagnosisDescription', DIAGNOSIS_DESCRIPTION_MAX),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

/** A diagnosis is chosen once: a repeated code is refused where it repeats. */
export const diagnosesSchema = z
  .array(diagnosisSchema)
  .max(DIAGNOSES_MAX, {
    error: validationMessage('validation.invalid', { field: 'fields.diagnosis' }),
  })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((diagnosis, index) => {
      const code = normalizeDiagnosisCode(diagnosis.fullCode);
      if (seen.has(code)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'fullCode'],
          message: validationMessage('validation.duplicateDiagnosis', { code: diagnosis.fullCode }),
        });
      }
      seen.add(code);
    });
  });

/** One annotation set per body image (front and back of the chosen body). */
const annotationsSchema = z
  .array(annotationSchema)
  .max(BODY_SUB_TYPES.length)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((annotation, index) => {
      if (seen.has(annotation.type)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'type'],
          message: validationMessage('validation.duplicateAnnotation', { type: annotation.type }),
        });
      }
      seen.add(annotation.type);
    });
  });

const listOrEmpty = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((list) => (list ?? []) as z.output<T>);

const sharedFields = {
  treatment: requiredText('fields.treatment', ASSESSMENT_TEXT_MAX),
  riwayatPenyakit: optionalText('fields.riwayatPenyakit'),
  riwayatPenyakitKeluarga: optionalText('fields.riwayatPenyakitKeluarga'),
  diagnosisDTOs: listOrEmpty(diagnosesSchema),
  allergies: z
    .array(allergySchema)
    .max(ASSESSMENT_ALLERGIES_MAX)
    .nullish()
    .transform((list) => normalizeAllergies(list ?? [])),
  annotationDTOs: listOrEmpty(annotationsSchema),
  fileUploads: listOrEmpty(z.array(fileReferenceSchema('fields.fileUpload')).max(FILE_UPLOADS_MAX)),
  patientId: idSchema('fields.patient'),
};

/**
 * POST /dashboard/save-visit from someone who is not a doctor (spec 1 §3, §5): treatment is
 * required, the medical fields may be absent (the server refuses them when present, see
 * `sentMedicalFields` and `canWriteMedicalFields`).
 */
export const assessmentSchema = z.object({
  ...sharedFields,
  anamnesis: optionalText('fields.anamnesis'),
  examination: optionalText('fields.examination'),
});
export type AssessmentPayload = z.infer<typeof assessmentSchema>;
export type AssessmentInput = z.input<typeof assessmentSchema>;

/** A doctor's assessment: anamnesis and examination are required too (spec 1 §5). */
export const doctorAssessmentSchema = z.object({
  ...sharedFields,
  anamnesis: requiredText('fields.anamnesis', ASSESSMENT_TEXT_MAX),
  examination: requiredText('fields.examination', ASSESSMENT_TEXT_MAX),
});

/** The schema for this user: the doctor's when their role or practitioner roles say doctor. */
export function assessmentSchemaFor(
  viewer: AssessmentViewer,
): typeof assessmentSchema | typeof doctorAssessmentSchema {
  return isAssessmentDoctor(viewer) ? doctorAssessmentSchema : assessmentSchema;
}

/**
 * The medical parts a parsed payload carries (a non-empty text or list). For a user who may not
 * write medical fields the server answers these with 403 instead of saving them.
 */
export function sentMedicalFields(payload: AssessmentPayload): AssessmentField[] {
  const sent: AssessmentField[] = [];
  for (const [field, key] of Object.entries(MEDICAL_PAYLOAD_KEYS)) {
    const value = payload[key];
    const present = Array.isArray(value) ? value.length > 0 : value !== null;
    if (present) sent.push(field as AssessmentField);
  }
  return sent;
}
