import { z } from 'zod';
import { validationMessage } from '../validation/message';
import { fileReferenceSchema } from './file-reference';
import type { AssessmentField } from './assessment-access';

export const END_VISIT_NOTE_MAX = 1000;

/**
 * POST /dashboard/end-visit/{patientId} (spec 1 §2.11, §3): a note and an optional file. The
 * note may stay empty: the modal is a confirmation, and "Yes" on the active-visit alert ends
 * the previous visit with note and file cleared (spec 2 §4).
 */
export const endVisitSchema = z.object({
  note: z
    .string()
    .trim()
    .max(END_VISIT_NOTE_MAX, {
      error: validationMessage('validation.maxLength', {
        field: 'fields.endVisitNote',
        max: END_VISIT_NOTE_MAX,
      }),
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  fileUrl: fileReferenceSchema('fields.fileUpload')
    .or(z.literal(''))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type EndVisitPayload = z.infer<typeof endVisitSchema>;

/** What the end-visit modal needs to know of the visit it ends. */
export interface EndVisitDetails {
  anamnesis?: string | null;
  examination?: string | null;
  treatment?: string | null;
  /** The chosen diagnoses (the payload's diagnosisDTOs, the visit's diagnosisJson). */
  diagnosisDTOs?: readonly unknown[] | null;
  diagnosisJson?: readonly unknown[] | null;
}

/** The details whose absence makes the modal warn: what a doctor's assessment records. */
export const END_VISIT_CHECKED_DETAILS = [
  'anamnesis',
  'examination',
  'diagnosis',
  'treatment',
] as const satisfies readonly AssessmentField[];
export type EndVisitCheckedDetail = (typeof END_VISIT_CHECKED_DETAILS)[number];

export interface EndVisitConfirmation {
  /** `visits.endVisit.confirm` (plain) or `visits.endVisit.confirmIncomplete` (warning). */
  messageKey: 'visits.endVisit.confirm' | 'visits.endVisit.confirmIncomplete';
  /** The empty details, for the modal to list by their `fields.*` names. */
  missing: EndVisitCheckedDetail[];
  /** Their field names (`fields.anamnesis`, ...), translated by the caller. */
  missingFieldKeys: string[];
}

const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';

/**
 * Spec 1 §2.11: the plain "Are you sure want to end the visit ?" when the assessment is
 * complete, a longer warning when some details are empty. A visit no doctor treats (a
 * beautician's) has only treatment to check: pass `{ byDoctor: false }`.
 */
export function endVisitConfirmation(
  visit: EndVisitDetails,
  { byDoctor = true }: { byDoctor?: boolean } = {},
): EndVisitConfirmation {
  const diagnoses = visit.diagnosisDTOs ?? visit.diagnosisJson ?? [];
  const empty: Record<EndVisitCheckedDetail, boolean> = {
    anamnesis: isBlank(visit.anamnesis),
    examination: isBlank(visit.examination),
    diagnosis: diagnoses.length === 0,
    treatment: isBlank(visit.treatment),
  };
  const missing = END_VISIT_CHECKED_DETAILS.filter(
    (detail) => empty[detail] && (byDoctor || detail === 'treatment'),
  );
  return {
    messageKey:
      missing.length === 0 ? 'visits.endVisit.confirm' : 'visits.endVisit.confirmIncomplete',
    missing,
    missingFieldKeys: missing.map((detail) => `fields.${detail}`),
  };
}
