/** Spec 1: a patient without a medical record number shows '-' in its place. */
export const EMPTY_MEDICAL_RECORD_NUMBER = '-';

export function displayMedicalRecordNumber(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? EMPTY_MEDICAL_RECORD_NUMBER : trimmed;
}
