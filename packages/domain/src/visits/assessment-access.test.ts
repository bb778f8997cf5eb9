import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLES } from '../access/roles';
import { translatorFor } from '../test-support/translate';
import {
  ASSESSMENT_FIELDS,
  ASSESSMENT_FIELD_LABEL_KEYS,
  MEDICAL_FIELDS,
  MEDICAL_PAYLOAD_KEYS,
  assessmentFieldAccess,
  canSaveAssessment,
  canWriteMedicalFields,
  editableAssessmentFields,
} from './assessment-access';

const only = (value: string) => Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f, value]));

describe('who sees and edits which part of the assessment (spec 1 §2.12, §6)', () => {
  it('a doctor sees and edits allergies, histories, anamnesis, examination, diagnosis, treatment, files and the body diagram', () => {
    expect(assessmentFieldAccess({ role: 'ROLE_DOCTOR', mode: 'edit' })).toEqual(only('edit'));
    expect(canWriteMedicalFields('ROLE_DOCTOR')).toBe(true);
  });

  it('non-doctors see only treatment, and may write it', () => {
    for (const role of ['ROLE_BEAUTICIAN', 'ROLE_OWNER'] as const) {
      expect(assessmentFieldAccess({ role, mode: 'edit' })).toEqual({
        ...only('hidden'),
        treatment: 'edit',
      });
      expect(canWriteMedicalFields(role)).toBe(false);
      expect(editableAssessmentFields({ role, mode: 'edit' })).toEqual(['treatment']);
    }
  });

  it('an owner whose practitioner roles include doctor is a doctor here', () => {
    const viewer = { role: 'ROLE_OWNER', practitionerRoles: ['ROLE_DOCTOR'] } as const;
    expect(assessmentFieldAccess({ ...viewer, mode: 'edit' })).toEqual(only('edit'));
    expect(canWriteMedicalFields(viewer.role, viewer.practitionerRoles)).toBe(true);
    expect(canWriteMedicalFields('ROLE_OWNER', null)).toBe(false);
  });

  it('staff see the assessment read-only', () => {
    expect(assessmentFieldAccess({ role: 'ROLE_STAFF', mode: 'edit' })).toEqual({
      ...only('hidden'),
      treatment: 'read',
    });
    expect(canSaveAssessment({ role: 'ROLE_STAFF' })).toBe(false);
    expect(editableAssessmentFields({ role: 'ROLE_STAFF', mode: 'edit' })).toEqual([]);
  });

  it('staff never write medical fields, even listed as a doctor', () => {
    expect(canWriteMedicalFields('ROLE_STAFF', ['ROLE_DOCTOR'])).toBe(false);
  });

  it('opened from history, the assessment is read-only for everyone', () => {
    expect(assessmentFieldAccess({ role: 'ROLE_DOCTOR', mode: 'view' })).toEqual(only('read'));
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), (role) => {
        const access = assessmentFieldAccess({ role, mode: 'view' });
        expect(Object.values(access)).not.toContain('edit');
        expect(access.treatment).toBe('read');
      }),
    );
  });

  it('without a role nothing is shown and nothing may be saved', () => {
    expect(assessmentFieldAccess({ role: null, mode: 'edit' })).toEqual(only('hidden'));
    expect(canSaveAssessment({ role: undefined })).toBe(false);
    expect(canWriteMedicalFields(undefined)).toBe(false);
  });

  it('a medical field is editable exactly when the user may write medical fields', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.subarray([...ROLES]),
        fc.constantFrom('edit', 'view') as fc.Arbitrary<'edit' | 'view'>,
        (role, practitionerRoles, mode) => {
          const access = assessmentFieldAccess({ role, practitionerRoles, mode });
          for (const field of MEDICAL_FIELDS) {
            expect(access[field] === 'edit').toBe(
              mode === 'edit' && canWriteMedicalFields(role, practitionerRoles),
            );
          }
          expect(access.treatment).not.toBe('hidden');
        },
      ),
    );
  });

  it('every medical field names its place in the submit payload', () => {
    expect(Object.keys(MEDICAL_PAYLOAD_KEYS).sort()).toEqual([...MEDICAL_FIELDS].sort());
    expect(MEDICAL_PAYLOAD_KEYS.diagnosis).toBe('diagnosisDTOs');
  });

  it('every part has a label in Indonesian and English', () => {
    const id = translatorFor('id');
    const en = translatorFor('en');
    expect(ASSESSMENT_FIELDS.map((f) => id(ASSESSMENT_FIELD_LABEL_KEYS[f]))).toEqual([
      'Alergi',
      'Riwayat penyakit',
      'Riwayat penyakit keluarga',
      'Anamnesis',
      'Pemeriksaan',
      'Diagnosis',
      'Tindakan',
      'Berkas',
      'Anotasi tubuh',
    ]);
    expect(ASSESSMENT_FIELDS.map((f) => en(ASSESSMENT_FIELD_LABEL_KEYS[f]))).toEqual([
      'Allergies',
      'History of illness',
      'Family history',
      'Anamnesis',
      'Examination',
      'Diagnosis',
      'Treatment',
      'File',
      'Body annotations',
    ]);
  });
});
