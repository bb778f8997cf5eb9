import { describe, expect, it } from 'vitest';
import type { VisitDetail } from '../../api/visits';
import { allergyKey, firstMessage, formValuesOf } from './assessment-form';

describe('assessment form', () => {
  it('starts from the visit: nulls as empty texts and lists, the patient allergies', () => {
    const visit = {
      anamnesis: 'Demam',
      examination: null,
      treatment: null,
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      diagnosisJson: [{ fullCode: 'A09', shortDescription: 'Diare' }],
      annotationJson: null,
      fileUploads: null,
      patient: { id: '7', allergies: [{ name: ' Udang ', isNew: false }] },
    } as unknown as VisitDetail;
    expect(formValuesOf(visit, 'x')).toEqual({
      anamnesis: 'Demam',
      examination: '',
      treatment: '',
      riwayatPenyakit: '',
      riwayatPenyakitKeluarga: '',
      diagnosisDTOs: [{ fullCode: 'A09', shortDescription: 'Diare' }],
      allergies: [{ name: 'Udang', isNew: false }],
      annotationDTOs: [],
      fileUploads: [],
      patientId: '7',
    });
  });

  it('finds the first message of a nested error and never walks into the ref', () => {
    const ref = {
      get loop() {
        return ref;
      },
      message: 'not this',
    };
    expect(firstMessage({ message: 'top' })).toBe('top');
    expect(firstMessage([undefined, { fullCode: { message: 'dup', ref } }])).toBe('dup');
    expect(firstMessage({ ref })).toBeUndefined();
    expect(firstMessage(undefined)).toBeUndefined();
    expect(allergyKey(' Udang ')).toBe('udang');
  });
});
