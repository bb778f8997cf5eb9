import { describe, expect, it } from 'vitest';
import { patientFormSchema } from './patient.schema';
import {
  canStartVisit,
  patientAllergies,
  patientDateOfBirth,
  patientFormFromRecord,
  type PatientRecord,
} from './patient-record';

const record: PatientRecord = {
  id: 4,
  name: 'Siti Rahmawati',
  phoneNumber: '081234567890',
  dob: '28-02-1990',
  gender: 'FEMALE',
  address: 'Jl. Kenanga No. 3, Bandung',
  remark: null,
  identificationType: 'KTP',
  identificationNumber: '3273012802900001',
  medicalRecordNumber: 'RM-0001',
  allergies: [{ name: 'Udang', isNew: true }, 'Debu'],
  activeVisitId: null,
};

describe('patient records (spec 1 §2.9, §3)', () => {
  it('fill the edit form, the date of birth back to YYYY-MM-DD', () => {
    const form = patientFormFromRecord(record);
    expect(form).toEqual({
      name: 'Siti Rahmawati',
      phoneNumber: '081234567890',
      dateOfBirth: '1990-02-28',
      gender: 'FEMALE',
      address: 'Jl. Kenanga No. 3, Bandung',
      remark: '',
      identificationType: 'KTP',
      identificationNumber: '3273012802900001',
      medicalRecordNumber: 'RM-0001',
      email: '',
      allergies: [
        { name: 'Udang', isNew: false },
        { name: 'Debu', isNew: false },
      ],
    });
    expect(patientFormSchema.safeParse(form).success).toBe(true);
  });

  it('a sparse record fills an empty form on a KTP', () => {
    expect(patientFormFromRecord({ id: 1, name: 'Budi' })).toEqual({
      name: 'Budi',
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
    });
  });

  it('reads the date of birth however it came', () => {
    expect(patientDateOfBirth({ dateOfBirth: '1990-02-28' })).toBe('1990-02-28');
    expect(patientDateOfBirth({ dateOfBirth: '28-02-1990' })).toBe('1990-02-28');
    expect(patientDateOfBirth({ dob: '28-02-1990', dateOfBirth: null })).toBe('1990-02-28');
    expect(patientDateOfBirth({ dob: 'x' })).toBeNull();
    expect(patientDateOfBirth({})).toBeNull();
  });

  it('allergies from the server are never new', () => {
    expect(
      patientAllergies({ allergies: ['Debu', 'debu', { name: 'Udang', isNew: true }] }),
    ).toEqual([
      { name: 'Debu', isNew: false },
      { name: 'Udang', isNew: false },
    ]);
    expect(patientAllergies({ allergies: null })).toEqual([]);
  });

  it('Start Visit shows only while the patient has no active visit', () => {
    expect(canStartVisit({ activeVisitId: null })).toBe(true);
    expect(canStartVisit({})).toBe(true);
    expect(canStartVisit({ activeVisitId: '' })).toBe(true);
    expect(canStartVisit({ activeVisitId: 31 })).toBe(false);
    expect(canStartVisit({ activeVisitId: 'v-31' })).toBe(false);
  });
});
