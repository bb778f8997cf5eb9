import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { translatorFor } from '../test-support/translate';
import {
  asksPractitionerIhs,
  emptyStaffForm,
  staffCreateFormSchema,
  staffCreateRequestSchema,
  staffEditFormSchema,
  staffEditRequestSchema,
  staffFormFromRow,
  staffListQuerySchema,
  staffRowSchema,
  toStaffCreateRequest,
  toStaffEditRequest,
  type StaffRow,
} from './staff.schema';

const editValues = {
  name: 'dr. Budi Santoso',
  email: 'Budi@Klinik.id',
  role: 'ROLE_DOCTOR',
  phoneNumber: '081298765432',
  dateOfBirth: '1985-07-17',
  gender: 'MALE',
  address: 'Jl. Merdeka No. 10, Jakarta',
  identificationNumber: '3171011707850002',
  satuSehatPractitionerId: ' 10009880728 ',
};
const createValues = { ...editValues, password: 'rahasia123', confirmPassword: 'rahasia123' };

const row: StaffRow = {
  id: '5b0e2c4a-8f1d-4c3e-9a7b-2d6f1e0c9b31',
  name: 'dr. Budi Santoso',
  email: 'budi@klinik.id',
  role: 'ROLE_DOCTOR',
  userPhoneNumber: '081298765432',
  userDob: '1985-07-17',
  userGender: 'MALE',
  userAddress: 'Jl. Merdeka No. 10, Jakarta',
  identificationNumber: '3171011707850002',
  practitionerId: 'N10000001',
  satuSehatPractitionerId: '10009880728',
  active: true,
};

describe('staff form (spec 2 §5)', () => {
  it('requires name, email, role, phone, date of birth, gender, address and identification number', () => {
    expect(messagesOf(staffEditFormSchema.safeParse({}), 'id')).toEqual({
      name: 'Harap masukkan Nama',
      email: 'Harap masukkan Email',
      role: 'Harap masukkan Peran',
      phoneNumber: 'Harap masukkan Nomor telepon',
      dateOfBirth: 'Harap masukkan Tanggal lahir',
      gender: 'Harap masukkan Jenis kelamin',
      address: 'Harap masukkan Alamat',
      identificationNumber: 'Harap masukkan Nomor identitas',
    });
    expect(messagesOf(staffEditFormSchema.safeParse({}), 'en')).toMatchObject({
      role: 'Please enter Role',
    });
  });

  it('on create also the password and its confirmation', () => {
    const messages = messagesOf(staffCreateFormSchema.safeParse(editValues), 'id');
    expect(messages).toEqual({
      password: 'Harap masukkan Kata sandi',
      confirmPassword: 'Harap masukkan Konfirmasi kata sandi',
    });
  });

  it('the password and its confirmation must match; the message shows on the confirmation', () => {
    const result = staffCreateFormSchema.safeParse({
      ...createValues,
      confirmPassword: 'lain12345',
    });
    expect(messagesOf(result, 'id')).toEqual({
      confirmPassword: 'Kata sandi dan konfirmasi kata sandi tidak sama',
    });
    expect(messagesOf(result, 'en')).toEqual({
      confirmPassword: 'Password and password confirmation is not the same',
    });
  });

  it('the e-mail follows the pattern', () => {
    expect(
      messagesOf(staffEditFormSchema.safeParse({ ...editValues, email: 'budi@klinik' }), 'id'),
    ).toEqual({
      email: 'Harap masukkan Email yang valid',
    });
  });

  it('the owner role cannot be chosen', () => {
    expect(
      messagesOf(staffEditFormSchema.safeParse({ ...editValues, role: 'ROLE_OWNER' }), 'id'),
    ).toEqual({
      role: 'Harap masukkan Peran',
    });
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF']) {
      expect(staffEditFormSchema.safeParse({ ...editValues, role }).success).toBe(true);
    }
  });

  it('the phone is taken as autofill writes it and stored as its digits; letters are refused', () => {
    expect(
      staffEditFormSchema.parse({ ...editValues, phoneNumber: '+6281298765432' }).phoneNumber,
    ).toBe('081298765432');
    expect(
      messagesOf(staffEditFormSchema.safeParse({ ...editValues, phoneNumber: '0812abc' }), 'en'),
    ).toEqual({
      phoneNumber:
        'Phone number may contain only digits, spaces, dashes, dots, brackets and a leading +',
    });
  });
});

describe('staff request (spec 2 §7)', () => {
  it('a create sends the user fields and the password, not the confirmation', () => {
    const request = toStaffCreateRequest(staffCreateFormSchema.parse(createValues));
    expect(request).toEqual({
      name: 'dr. Budi Santoso',
      email: 'budi@klinik.id',
      role: 'ROLE_DOCTOR',
      userPhoneNumber: '081298765432',
      userDob: '1985-07-17',
      userGender: 'MALE',
      userAddress: 'Jl. Merdeka No. 10, Jakarta',
      identificationNumber: '3171011707850002',
      satuSehatPractitionerId: '10009880728',
      password: 'rahasia123',
    });
    expect(staffCreateRequestSchema.parse(request)).toEqual(request);
  });

  it('an edit sends the id and no password', () => {
    const request = toStaffEditRequest(
      staffEditFormSchema.parse(editValues),
      '5b0e2c4a-8f1d-4c3e-9a7b-2d6f1e0c9b31',
    );
    expect(request.id).toBe('5b0e2c4a-8f1d-4c3e-9a7b-2d6f1e0c9b31');
    expect(request).not.toHaveProperty('password');
    expect(staffEditRequestSchema.parse(request)).toEqual(request);
  });

  it('the form asks the IHS number while the role is a doctor’s only', () => {
    expect(asksPractitionerIhs('ROLE_DOCTOR')).toBe(true);
    for (const role of ['ROLE_BEAUTICIAN', 'ROLE_STAFF', 'ROLE_OWNER', null] as const) {
      expect(asksPractitionerIhs(role)).toBe(false);
    }
  });

  it("keeps a doctor's IHS number and drops anyone else's", () => {
    const beautician = toStaffEditRequest(
      staffEditFormSchema.parse({ ...editValues, role: 'ROLE_BEAUTICIAN' }),
      '5b0e2c4a-8f1d-4c3e-9a7b-2d6f1e0c9b31',
    );
    expect(beautician.satuSehatPractitionerId).toBeNull();
    const blank = toStaffEditRequest(
      staffEditFormSchema.parse({ ...editValues, satuSehatPractitionerId: '  ' }),
      '5b0e2c4a-8f1d-4c3e-9a7b-2d6f1e0c9b31',
    );
    expect(blank.satuSehatPractitionerId).toBeNull();
    expect(
      messagesOf(
        staffEditFormSchema.safeParse({ ...editValues, satuSehatPractitionerId: '1'.repeat(51) }),
        'en',
      ),
    ).toEqual({ satuSehatPractitionerId: expect.stringContaining('SATUSEHAT IHS number') });
  });

  it('the server refuses the owner role too', () => {
    const request = toStaffEditRequest(
      staffEditFormSchema.parse(editValues),
      '5b0e2c4a-8f1d-4c3e-9a7b-2d6f1e0c9b31',
    );
    expect(staffEditRequestSchema.safeParse({ ...request, role: 'ROLE_OWNER' }).success).toBe(
      false,
    );
  });
});

describe('staff rows', () => {
  it('fill the edit and detail form', () => {
    expect(staffRowSchema.parse(row)).toEqual(row);
    expect(staffEditFormSchema.parse(staffFormFromRow(row))).toEqual({
      ...editValues,
      email: 'budi@klinik.id',
      satuSehatPractitionerId: '10009880728',
    });
  });

  it('an owner row or empty values leave the form to be filled', () => {
    const draft = staffFormFromRow({
      ...row,
      role: 'ROLE_OWNER',
      userPhoneNumber: null,
      userDob: null,
      userGender: null,
      userAddress: null,
      identificationNumber: null,
    });
    expect(draft).toMatchObject({
      role: null,
      phoneNumber: '',
      dateOfBirth: '',
      gender: null,
      address: '',
      identificationNumber: '',
    });
  });

  it('a new form is empty', () => {
    expect(staffCreateFormSchema.safeParse(emptyStaffForm()).success).toBe(false);
    expect(emptyStaffForm().role).toBeNull();
  });

  it('the list query takes page, size and a role', () => {
    expect(staffListQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(staffListQuerySchema.parse({ page: '2', size: '10', role: 'ROLE_DOCTOR' })).toEqual({
      page: 2,
      size: 10,
      role: 'ROLE_DOCTOR',
    });
    expect(staffListQuerySchema.parse({ page: '', role: '' })).toEqual({ page: 0, size: 50 });
    expect(staffListQuerySchema.safeParse({ role: 'ROLE_ADMIN' }).success).toBe(false);
  });

  it('the role field reads in both languages', () => {
    expect(translatorFor('id')('fields.role')).toBe('Peran');
    expect(translatorFor('en')('fields.role')).toBe('Role');
  });
});
