import { describe, expect, it } from 'vitest';
import { patientChanges } from './patient-changes';
import type { PatientValues } from './patients.repository';

const siti: PatientValues = {
  name: 'Siti Rahayu',
  phoneNumber: '081234567890',
  dateOfBirth: '1990-05-17',
  gender: 'FEMALE',
  address: 'Jl. Melati No. 3, Bandung',
  remark: null,
  email: null,
  identificationType: 'KTP',
  identificationNumber: '3273015705900001',
  medicalRecordNumber: 'RM-000001',
  allergies: ['Amoksisilin'],
};

describe('patientChanges', () => {
  it('records every given field of a new patient with nothing before it', () => {
    const changes = patientChanges(null, siti);
    expect(changes.name).toEqual({ before: null, after: 'Siti Rahayu' });
    expect(changes.allergies).toEqual({ before: null, after: ['Amoksisilin'] });
    // Empty fields of a new record are not changes.
    expect(changes).not.toHaveProperty('remark');
    expect(changes).not.toHaveProperty('email');
    expect(patientChanges(null, { ...siti, allergies: [] })).not.toHaveProperty('allergies');
  });

  it('records only the fields whose value changed, with before and after', () => {
    const changes = patientChanges(siti, {
      ...siti,
      address: 'Jl. Mawar No. 8, Bandung',
      allergies: ['Amoksisilin', 'Seafood'],
    });
    expect(changes).toEqual({
      address: { before: 'Jl. Melati No. 3, Bandung', after: 'Jl. Mawar No. 8, Bandung' },
      allergies: { before: ['Amoksisilin'], after: ['Amoksisilin', 'Seafood'] },
    });
  });

  it('finds nothing when nothing changed, and counts absent and null alike', () => {
    expect(patientChanges(siti, { ...siti })).toEqual({});
    const { remark: _remark, ...withoutRemark } = siti;
    expect(patientChanges(withoutRemark, siti)).toEqual({});
  });
});
