import type { MedicalRecordChanges } from '../../db/schema/index';
import type { PatientValues } from './patients.repository';

/** The fields of a patient record the audit trail follows. */
export const AUDITED_PATIENT_FIELDS = [
  'name',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'address',
  'remark',
  'email',
  'identificationType',
  'identificationNumber',
  'medicalRecordNumber',
  'allergies',
] as const satisfies readonly (keyof PatientValues)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed between two versions of a patient record, field by field with the value before
 * and after; every given field when there is no `before` (a new record). An empty object means
 * nothing changed (and nothing needs recording).
 */
export function patientChanges(
  before: Partial<PatientValues> | null,
  after: PatientValues,
): MedicalRecordChanges {
  const changes: MedicalRecordChanges = {};
  for (const field of AUDITED_PATIENT_FIELDS) {
    const was = before ? (before[field] ?? null) : null;
    const is = after[field] ?? null;
    if (before === null ? !same(is, field === 'allergies' ? [] : null) : !same(was, is)) {
      changes[field] = { before: was, after: is };
    }
  }
  return changes;
}
