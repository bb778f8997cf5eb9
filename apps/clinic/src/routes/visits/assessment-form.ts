import { normalizeAllergies, type Allergy } from '@praktik/domain/patients/allergies';
import type { Annotation } from '@praktik/domain/visits/annotation';
import type { Diagnosis } from '@praktik/domain/visits/assessment.schema';
import { parseDiagnosisJson } from '@praktik/domain/visits/diagnosis-json';
import type { VisitDetail } from '../../api/visits';

/** The assessment form holds the payload's fields as its controls edit them. */
export interface AssessmentFormValues {
  anamnesis: string;
  examination: string;
  treatment: string;
  riwayatPenyakit: string;
  riwayatPenyakitKeluarga: string;
  diagnosisDTOs: Diagnosis[];
  allergies: Allergy[];
  annotationDTOs: Annotation[];
  fileUploads: string[];
  patientId: string;
}

/** An allergy tag's id in the search field: its name in lower case (one tag per name). */
export const allergyKey = (name: string) => name.trim().toLocaleLowerCase('id');

/** The visit as the form starts: empty texts for nulls, the patient's allergies. */
export function formValuesOf(visit: VisitDetail, patientId: string): AssessmentFormValues {
  return {
    anamnesis: visit.anamnesis ?? '',
    examination: visit.examination ?? '',
    treatment: visit.treatment ?? '',
    riwayatPenyakit: visit.riwayatPenyakit ?? '',
    riwayatPenyakitKeluarga: visit.riwayatPenyakitKeluarga ?? '',
    diagnosisDTOs: parseDiagnosisJson(visit.diagnosisJson),
    allergies: normalizeAllergies(visit.patient.allergies ?? []),
    annotationDTOs: visit.annotationJson ?? [],
    fileUploads: visit.fileUploads ?? [],
    patientId: visit.patient.id || patientId,
  };
}

/**
 * The first message of a field's error, however deep (a list item's error), skipping the
 * form's `ref` (a DOM element).
 */
export function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error as Record<string, unknown>)) {
    if (key === 'ref') continue;
    const found = firstMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}
