import { describe, expect, it } from 'vitest';
import { assessmentFieldAccess } from './assessment-access';
import { sentMedicalFields, type AssessmentPayload } from './assessment.schema';
import { withoutHiddenFields } from './assessment-payload';

const FULL: AssessmentPayload = {
  anamnesis: 'Demam 3 hari',
  examination: 'Suhu 38',
  treatment: 'Parasetamol',
  riwayatPenyakit: 'Asma',
  riwayatPenyakitKeluarga: 'Diabetes',
  diagnosisDTOs: [{ fullCode: 'A01.0', shortDescription: 'Demam tifoid' }],
  allergies: [{ name: 'Udang', isNew: false }],
  annotationDTOs: [{ type: 'MALE_FRONT', photoUrl: null, annotationDetails: [] }],
  fileUploads: ['/files/a.png'],
  patientId: '7',
};

describe('what an assessment sends for parts its viewer does not see', () => {
  it('a doctor sends everything they wrote', () => {
    const access = assessmentFieldAccess({ role: 'ROLE_DOCTOR', mode: 'edit' });
    expect(withoutHiddenFields(FULL, access)).toEqual(FULL);
  });

  it('a beautician sends treatment only: no medical field reaches the server', () => {
    const access = assessmentFieldAccess({ role: 'ROLE_BEAUTICIAN', mode: 'edit' });
    const sent = withoutHiddenFields(FULL, access);
    expect(sent).toEqual({
      anamnesis: null,
      examination: null,
      treatment: 'Parasetamol',
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      diagnosisDTOs: [],
      allergies: [],
      annotationDTOs: [],
      fileUploads: [],
      patientId: '7',
    });
    expect(sentMedicalFields(sent)).toEqual([]);
  });
});
