import { describe, expect, it } from 'vitest';
import {
  emptyPatientForm,
  patientFormSchema,
  patientRequestSchema,
  toPatientRequest,
} from './patient.schema';
import { messagesOf } from '../test-support/issues';

const valid = {
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
    { name: ' Amoxicillin ', isNew: false },
    { name: 'amoxicillin', isNew: true },
    { name: 'Udang', isNew: true },
    { name: '  ', isNew: true },
  ],
};

describe('patient form (spec 1 §5)', () => {
  it('accepts a complete patient; optional texts left empty become null', () => {
    expect(patientFormSchema.parse(valid)).toEqual({
      ...valid,
      remark: null,
      email: null,
      allergies: [
        { name: 'Amoxicillin', isNew: false },
        { name: 'Udang', isNew: true },
      ],
    });
  });

  it('requires name, phone, date of birth, gender, address, identification type and medical record number', () => {
    expect(messagesOf(patientFormSchema.safeParse({}), 'id')).toEqual({
      name: 'Harap masukkan Nama',
      phoneNumber: 'Harap masukkan Nomor telepon',
      gender: 'Harap masukkan Jenis kelamin',
      address: 'Harap masukkan Alamat',
      identificationType: 'Harap masukkan Jenis identitas',
      medicalRecordNumber: 'Harap masukkan Nomor rekam medis',
      dateOfBirth: 'Harap masukkan Tanggal lahir',
    });
    expect(messagesOf(patientFormSchema.safeParse({}), 'en')).toMatchObject({
      medicalRecordNumber: 'Please enter Medical record number',
    });
  });

  it('an empty new-patient form starts on a KTP and is not yet valid', () => {
    const form = emptyPatientForm();
    expect(form.identificationType).toBe('KTP');
    expect(form.allergies).toEqual([]);
    expect(patientFormSchema.safeParse(form).success).toBe(false);
  });

  it('a KTP number, when given, must be exactly 16 characters', () => {
    const short = patientFormSchema.safeParse({ ...valid, identificationNumber: '327301280290' });
    expect(messagesOf(short, 'id')).toEqual({
      identificationNumber: 'Harap masukkan Nomor KTP 16 angka',
    });
    expect(messagesOf(short, 'en')).toEqual({
      identificationNumber: 'Please enter KTP number 16 Length',
    });
    expect(
      patientFormSchema.safeParse({ ...valid, identificationNumber: '32730128029000011' }).success,
    ).toBe(false);
  });

  it('the KTP rule shows together with the other missing fields', () => {
    const result = patientFormSchema.safeParse({ ...valid, name: '', identificationNumber: '1' });
    expect(Object.keys(messagesOf(result))).toEqual(['name', 'identificationNumber']);
  });

  it('the KTP rule shows while the date of birth and gender are still unpicked', () => {
    const result = patientFormSchema.safeParse({
      ...valid,
      dateOfBirth: undefined,
      gender: undefined,
      identificationNumber: '1',
    });
    expect(messagesOf(result, 'id')).toMatchObject({
      identificationNumber: 'Harap masukkan Nomor KTP 16 angka',
    });
  });

  it('no identification number at all is allowed', () => {
    expect(
      patientFormSchema.parse({ ...valid, identificationNumber: '' }).identificationNumber,
    ).toBe(null);
    expect(
      patientFormSchema.parse({ ...valid, identificationNumber: undefined }).identificationNumber,
    ).toBe(null);
  });

  it('a passport number has no length rule', () => {
    expect(
      patientFormSchema.safeParse({
        ...valid,
        identificationType: 'PASSPORT',
        identificationNumber: 'B1234567',
      }).success,
    ).toBe(true);
  });

  it('the phone is taken as written and stored as its digits; letters are refused', () => {
    expect(
      patientFormSchema.parse({ ...valid, phoneNumber: '+62 812-9876-5432' }).phoneNumber,
    ).toBe('081298765432');
    expect(
      messagesOf(patientFormSchema.safeParse({ ...valid, phoneNumber: '0812abc' }), 'id'),
    ).toEqual({
      phoneNumber:
        'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung dan + di depan',
    });
  });

  it('an e-mail is optional but must be valid when given', () => {
    expect(patientFormSchema.parse({ ...valid, email: ' Siti@Klinik.ID ' }).email).toBe(
      'siti@klinik.id',
    );
    expect(patientFormSchema.parse({ ...valid, email: null }).email).toBe(null);
    expect(messagesOf(patientFormSchema.safeParse({ ...valid, email: 'siti@' }), 'id')).toEqual({
      email: 'Harap masukkan Email yang valid',
    });
  });

  it('texts longer than a column holds are refused', () => {
    expect(
      messagesOf(patientFormSchema.safeParse({ ...valid, remark: 'x'.repeat(1001) }), 'id'),
    ).toEqual({
      remark: 'Catatan maksimal 1000 karakter',
    });
    expect(
      messagesOf(
        patientFormSchema.safeParse({
          ...valid,
          allergies: [{ name: 'x'.repeat(101), isNew: true }],
        }),
        'en',
      ),
    ).toEqual({ 'allergies.0.name': 'Allergy name must be at most 100 characters' });
    expect(
      messagesOf(
        patientFormSchema.safeParse({
          ...valid,
          identificationNumber: 'x'.repeat(51),
          identificationType: 'PASSPORT',
        }),
        'en',
      ),
    ).toEqual({ identificationNumber: 'Identity number must be at most 50 characters' });
  });

  it('missing allergies are an empty list; a tag without the flag is not new', () => {
    expect(patientFormSchema.parse({ ...valid, allergies: null }).allergies).toEqual([]);
    expect(patientFormSchema.parse({ ...valid, allergies: [{ name: 'Debu' }] }).allergies).toEqual([
      { name: 'Debu', isNew: false },
    ]);
  });
});

describe('patient request (spec 1 §3, §7)', () => {
  it('sends the date of birth as dob in DD-MM-YYYY', () => {
    const request = toPatientRequest(patientFormSchema.parse(valid));
    expect(request.dob).toBe('28-02-1990');
    expect(request).not.toHaveProperty('dateOfBirth');
    expect(request).not.toHaveProperty('id');
    expect(patientRequestSchema.parse(request)).toEqual(request);
  });

  it('a form value that is not a date gives an empty dob, which the server refuses', () => {
    const request = toPatientRequest({ ...patientFormSchema.parse(valid), dateOfBirth: 'kemarin' });
    expect(request.dob).toBe('');
    expect(patientRequestSchema.safeParse(request).success).toBe(false);
  });

  it('an edit carries the id', () => {
    expect(toPatientRequest(patientFormSchema.parse(valid), 'p-12').id).toBe('p-12');
  });

  it('refuses a dob that is missing or not DD-MM-YYYY', () => {
    const request = toPatientRequest(patientFormSchema.parse(valid));
    expect(
      messagesOf(patientRequestSchema.safeParse({ ...request, dob: '1990-02-28' }), 'id'),
    ).toEqual({
      dob: 'Harap masukkan Tanggal lahir yang valid',
    });
    expect(messagesOf(patientRequestSchema.safeParse({ ...request, dob: '' }), 'id')).toEqual({
      dob: 'Harap masukkan Tanggal lahir',
    });
  });

  it('refuses a date of birth in the future or before 1900, in the form and on the server', () => {
    expect(
      messagesOf(patientFormSchema.safeParse({ ...valid, dateOfBirth: '2999-01-01' }), 'en'),
    ).toEqual({ dateOfBirth: 'Date of birth must be between 01-01-1900 and today' });
    expect(
      messagesOf(patientFormSchema.safeParse({ ...valid, dateOfBirth: '1899-12-31' }), 'id'),
    ).toEqual({ dateOfBirth: 'Tanggal lahir harus antara 01-01-1900 dan hari ini' });
    const request = toPatientRequest(patientFormSchema.parse(valid));
    expect(
      messagesOf(patientRequestSchema.safeParse({ ...request, dob: '01-01-2999' }), 'id'),
    ).toEqual({ dob: 'Tanggal lahir harus antara 01-01-1900 dan hari ini' });
  });

  it('applies the KTP rule on the server too', () => {
    const request = toPatientRequest(patientFormSchema.parse(valid));
    expect(
      patientRequestSchema.safeParse({ ...request, identificationNumber: '123' }).success,
    ).toBe(false);
  });
});
