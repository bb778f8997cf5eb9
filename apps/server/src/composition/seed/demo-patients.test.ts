import { describe, expect, it } from 'vitest';
import { patientFormSchema } from '@praktik/domain/patients/patient.schema';
import { DEMO_PATIENT_COUNT, demoPatients } from './demo-patients';

describe('demoPatients', () => {
  const patients = demoPatients();

  it('makes a few hundred patients, the same ones every time', () => {
    expect(patients).toHaveLength(DEMO_PATIENT_COUNT);
    expect(demoPatients()).toEqual(patients);
    expect(demoPatients(10, 7)).not.toEqual(patients.slice(0, 10));
  });

  it('gives every patient what the patient form requires, by the domain’s own schema', () => {
    for (const patient of patients) {
      const parsed = patientFormSchema.safeParse({
        ...patient,
        allergies: patient.allergies.map((name) => ({ name, isNew: false })),
      });
      expect(
        parsed.success,
        `${patient.medicalRecordNumber}: ${JSON.stringify(parsed.error)}`,
      ).toBe(true);
    }
  });

  it('numbers medical records RM-000001 upwards, each once', () => {
    const numbers = patients.map((patient) => patient.medicalRecordNumber);
    expect(numbers[0]).toBe('RM-000001');
    expect(numbers.at(-1)).toBe(`RM-${String(DEMO_PATIENT_COUNT).padStart(6, '0')}`);
    expect(new Set(numbers).size).toBe(DEMO_PATIENT_COUNT);
  });

  it('has 08… phone numbers, 16-digit KTP numbers whose birth date part matches, and some allergies', () => {
    for (const patient of patients) {
      expect(patient.phoneNumber).toMatch(/^08\d{10}$/);
      if (patient.identificationType === 'KTP') {
        const nik = patient.identificationNumber ?? '';
        expect(nik).toMatch(/^\d{16}$/);
        const [year, month, day] = (patient.dateOfBirth ?? '').split('-').map(Number);
        const nikDay = Number(nik.slice(6, 8));
        expect(patient.gender === 'FEMALE' ? nikDay - 40 : nikDay).toBe(day);
        expect(Number(nik.slice(8, 10))).toBe(month);
        expect(Number(nik.slice(10, 12))).toBe((year ?? 0) % 100);
      }
    }
    const withAllergies = patients.filter((patient) => patient.allergies.length > 0);
    expect(withAllergies.length).toBeGreaterThan(DEMO_PATIENT_COUNT / 5);
    expect(withAllergies.length).toBeLessThan(DEMO_PATIENT_COUNT / 2);
    expect(new Set(patients.map((patient) => patient.gender))).toEqual(new Set(['MALE', 'FEMALE']));
    expect(patients.some((patient) => patient.identificationType === 'PASSPORT')).toBe(true);
  });
});
