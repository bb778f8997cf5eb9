import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ASSESSMENT_TEXT_MAX,
  assessmentSchema,
  assessmentSchemaFor,
  doctorAssessmentSchema,
  normalizeDiagnosisCode,
  sentMedicalFields,
} from './assessment.schema';
import { messagesOf } from '../test-support/issues';

const doctorPayload = {
  anamnesis: 'Gatal di lengan sejak 3 hari',
  examination: 'Ruam kemerahan di lengan kiri',
  treatment: 'Salep hidrokortison 2x sehari',
  riwayatPenyakit: 'Asma',
  riwayatPenyakitKeluarga: '',
  diagnosisDTOs: [{ fullCode: 'L30.9', shortDescription: 'Dermatitis, unspecified' }],
  allergies: [{ name: 'Penisilin', isNew: false }],
  annotationDTOs: [
    {
      type: 'MALE_FRONT',
      annotationDetails: [
        { x: 10, y: 20, dx: 80, dy: 80, title: 'Anotation 1', description: 'Ruam' },
      ],
    },
  ],
  fileUploads: ['https://files.example.com/a/b.jpg', '/files/clinic-1/visit/abc.png'],
  patientId: 'p-1',
};

describe('the assessment a doctor saves (spec 1 §3, §5)', () => {
  it('a complete assessment is accepted; empty histories become null', () => {
    const result = doctorAssessmentSchema.safeParse(doctorPayload);
    expect(result.success).toBe(true);
    expect(result.data?.riwayatPenyakitKeluarga).toBeNull();
    expect(result.data?.diagnosisDTOs).toHaveLength(1);
  });

  it('anamnesis and examination are required for doctors', () => {
    const result = doctorAssessmentSchema.safeParse({
      ...doctorPayload,
      anamnesis: ' ',
      examination: undefined,
    });
    expect(messagesOf(result, 'id')).toEqual({
      anamnesis: 'Harap masukkan Anamnesis',
      examination: 'Harap masukkan Pemeriksaan',
    });
    expect(messagesOf(result, 'en')).toEqual({
      anamnesis: 'Please enter Anamnesis',
      examination: 'Please enter Examination',
    });
  });

  it('treatment is always required', () => {
    for (const schema of [doctorAssessmentSchema, assessmentSchema]) {
      const result = schema.safeParse({ ...doctorPayload, treatment: '' });
      expect(messagesOf(result, 'id')).toEqual({ treatment: 'Harap masukkan Tindakan' });
      expect(messagesOf(result, 'en')).toEqual({ treatment: 'Please enter Treatment' });
    }
  });

  it('a diagnosis code is chosen only once', () => {
    const result = doctorAssessmentSchema.safeParse({
      ...doctorPayload,
      diagnosisDTOs: [
        { fullCode: 'L30.9', shortDescription: 'Dermatitis' },
        { fullCode: 'J06.9', shortDescription: 'ISPA' },
        { fullCode: 'l309', shortDescription: 'Dermatitis again' },
      ],
    });
    expect(messagesOf(result, 'id')).toEqual({
      'diagnosisDTOs.2.fullCode': 'Diagnosis l309 sudah dipilih',
    });
    expect(messagesOf(result, 'en')).toEqual({
      'diagnosisDTOs.2.fullCode': 'Diagnosis l309 is already chosen',
    });
  });

  it('a diagnosis needs its code and description', () => {
    const result = doctorAssessmentSchema.safeParse({
      ...doctorPayload,
      diagnosisDTOs: [{ fullCode: '', shortDescription: '' }],
    });
    expect(messagesOf(result, 'id')).toEqual({
      'diagnosisDTOs.0.fullCode': 'Harap masukkan Kode diagnosis',
      'diagnosisDTOs.0.shortDescription': 'Harap masukkan Deskripsi diagnosis',
    });
    expect(messagesOf(result, 'en')['diagnosisDTOs.0.fullCode']).toBe(
      'Please enter Diagnosis code',
    );
  });

  it('at most 20 diagnoses', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      fullCode: `A${i}`,
      shortDescription: 'x',
    }));
    const result = doctorAssessmentSchema.safeParse({ ...doctorPayload, diagnosisDTOs: many });
    expect(messagesOf(result, 'id')).toEqual({
      diagnosisDTOs: 'Harap masukkan Diagnosis yang valid',
    });
    expect(messagesOf(result, 'en')).toEqual({ diagnosisDTOs: 'Please enter Valid Diagnosis' });
  });

  it('long texts are capped at 5000 characters', () => {
    const result = doctorAssessmentSchema.safeParse({
      ...doctorPayload,
      treatment: 'x'.repeat(ASSESSMENT_TEXT_MAX + 1),
      riwayatPenyakit: 'x'.repeat(ASSESSMENT_TEXT_MAX + 1),
    });
    expect(messagesOf(result, 'id')).toEqual({
      treatment: 'Tindakan maksimal 5000 karakter',
      riwayatPenyakit: 'Riwayat penyakit maksimal 5000 karakter',
    });
    expect(messagesOf(result, 'en').riwayatPenyakit).toBe(
      'History of illness must be at most 5000 characters',
    );
  });

  it('the family history has its own name in both languages', () => {
    const result = assessmentSchema.safeParse({
      ...doctorPayload,
      riwayatPenyakitKeluarga: 'x'.repeat(ASSESSMENT_TEXT_MAX + 1),
    });
    expect(messagesOf(result, 'id')).toEqual({
      riwayatPenyakitKeluarga: 'Riwayat penyakit keluarga maksimal 5000 karakter',
    });
    expect(messagesOf(result, 'en')).toEqual({
      riwayatPenyakitKeluarga: 'Family history must be at most 5000 characters',
    });
  });

  it('each body image is annotated once', () => {
    const front = doctorPayload.annotationDTOs[0]!;
    const result = doctorAssessmentSchema.safeParse({
      ...doctorPayload,
      annotationDTOs: [front, front],
    });
    expect(messagesOf(result, 'id')).toEqual({
      'annotationDTOs.1.type': 'Gambar tubuh MALE_FRONT sudah dianotasi',
    });
    expect(messagesOf(result, 'en')).toEqual({
      'annotationDTOs.1.type': 'Body image MALE_FRONT is already annotated',
    });
  });

  it('files are URLs or the server’s /files/ paths', () => {
    const result = doctorAssessmentSchema.safeParse({
      ...doctorPayload,
      fileUploads: ['C:\\foto.jpg'],
    });
    expect(messagesOf(result, 'id')).toEqual({
      'fileUploads.0': 'Harap masukkan Berkas yang valid',
    });
    expect(messagesOf(result, 'en')).toEqual({ 'fileUploads.0': 'Please enter Valid File' });
  });

  it('the patient is required', () => {
    const result = assessmentSchema.safeParse({ ...doctorPayload, patientId: '' });
    expect(messagesOf(result, 'id')).toEqual({ patientId: 'Harap masukkan Pasien' });
    expect(messagesOf(result, 'en')).toEqual({ patientId: 'Please enter Patient' });
  });

  it('allergies are trimmed and kept once', () => {
    const result = assessmentSchema.parse({
      ...doctorPayload,
      allergies: [
        { name: ' Udang ', isNew: true },
        { name: 'udang', isNew: false },
      ],
    });
    expect(result.allergies).toEqual([{ name: 'Udang', isNew: true }]);
  });
});

describe('the assessment someone else saves', () => {
  it('non-doctors send only treatment and the patient', () => {
    const result = assessmentSchema.parse({ treatment: 'Facial', patientId: 'p-1' });
    expect(result).toEqual({
      treatment: 'Facial',
      patientId: 'p-1',
      anamnesis: null,
      examination: null,
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      diagnosisDTOs: [],
      allergies: [],
      annotationDTOs: [],
      fileUploads: [],
    });
    expect(sentMedicalFields(result)).toEqual([]);
  });

  it('the schema follows the role: doctors get the stricter one', () => {
    expect(assessmentSchemaFor({ role: 'ROLE_DOCTOR' })).toBe(doctorAssessmentSchema);
    expect(assessmentSchemaFor({ role: 'ROLE_OWNER', practitionerRoles: ['ROLE_DOCTOR'] })).toBe(
      doctorAssessmentSchema,
    );
    expect(assessmentSchemaFor({ role: 'ROLE_BEAUTICIAN' })).toBe(assessmentSchema);
  });

  it('names the medical fields a payload carries, for the server to refuse from non-doctors', () => {
    const parsed = assessmentSchema.parse(doctorPayload);
    expect(sentMedicalFields(parsed).sort()).toEqual(
      [
        'allergies',
        'anamnesis',
        'bodyDiagram',
        'diagnosis',
        'examination',
        'files',
        'riwayatPenyakit',
      ].sort(),
    );
  });

  it('diagnosis codes compare without case or dots', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][0-9]{2}(\.[0-9])?$/), (code) => {
        expect(normalizeDiagnosisCode(code.toLowerCase())).toBe(normalizeDiagnosisCode(code));
        expect(normalizeDiagnosisCode(code)).not.toContain('.');
      }),
    );
  });
});
