import type { Gender } from '../account/profile.schema';
import { isValidIsoDate } from '../validation/fields';
import type { Allergy } from './allergies';
import { normalizeAllergies } from './allergies';
import { dobToIso } from './date-of-birth';
import type { IdentificationType } from './identification';
import type { PatientFormDraft } from './patient.schema';

/**
 * A patient as the list and `GET /dashboard/patient/{id}` answer it (spec 1 §3). The date of
 * birth may come as `dob` (DD-MM-YYYY, as sent) or `dateOfBirth` (YYYY-MM-DD); allergies as tags
 * or as plain names.
 */
export interface PatientRecord {
  id: number | string;
  name: string;
  phoneNumber?: string | null;
  dob?: string | null;
  dateOfBirth?: string | null;
  gender?: Gender | null;
  address?: string | null;
  remark?: string | null;
  identificationType?: IdentificationType | null;
  identificationNumber?: string | null;
  medicalRecordNumber?: string | null;
  email?: string | null;
  allergies?: readonly (Allergy | string)[] | null;
  activeVisitId?: number | string | null;
}

/** The record's date of birth as YYYY-MM-DD, whichever way it came; null when unreadable. */
export function patientDateOfBirth(
  record: Pick<PatientRecord, 'dob' | 'dateOfBirth'>,
): string | null {
  const iso = record.dateOfBirth?.trim();
  if (iso && isValidIsoDate(iso)) return iso;
  return dobToIso(record.dob) ?? dobToIso(record.dateOfBirth);
}

/** The record's allergies as tags, none of them new. */
export function patientAllergies(record: Pick<PatientRecord, 'allergies'>): Allergy[] {
  return normalizeAllergies(
    (record.allergies ?? []).map((allergy) =>
      typeof allergy === 'string' ? { name: allergy, isNew: false } : { ...allergy, isNew: false },
    ),
  );
}

/** The edit and detail form filled from a record (spec 1 §2.9: one form for all three). */
export function patientFormFromRecord(record: PatientRecord): PatientFormDraft {
  return {
    name: record.name,
    phoneNumber: record.phoneNumber ?? '',
    dateOfBirth: patientDateOfBirth(record) ?? '',
    gender: record.gender ?? null,
    address: record.address ?? '',
    remark: record.remark ?? '',
    identificationType: record.identificationType ?? 'KTP',
    identificationNumber: record.identificationNumber ?? '',
    medicalRecordNumber: record.medicalRecordNumber ?? '',
    email: record.email ?? '',
    allergies: patientAllergies(record),
  };
}

/** Spec 1 §2.9, §4: Start Visit is offered only while the patient has no active visit. */
export function canStartVisit(record: Pick<PatientRecord, 'activeVisitId'>): boolean {
  const { activeVisitId } = record;
  return activeVisitId === null || activeVisitId === undefined || activeVisitId === '';
}
