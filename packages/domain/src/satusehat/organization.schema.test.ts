import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { emptyOrganizationForm, organizationFormSchema } from './organization.schema';

const validOrganization = {
  name: 'Klinik Ayu Poli Umum',
  email: 'poli@klinikayu.id',
  phoneNumber: '0221234567',
  website: 'https://klinikayu.id',
  address: 'Jl. Asia Afrika No. 8',
  city: '3273',
  postalCode: '40111',
  province: '32',
  district: '327301',
  village: '3273011001',
};

describe('SATUSEHAT organization form (spec 2 §5)', () => {
  it('accepts a complete organization', () => {
    expect(organizationFormSchema.parse(validOrganization)).toEqual(validOrganization);
  });

  it('requires every field', () => {
    expect(messagesOf(organizationFormSchema.safeParse(emptyOrganizationForm()), 'id')).toEqual({
      name: 'Harap masukkan Nama',
      email: 'Harap masukkan Email',
      phoneNumber: 'Harap masukkan Nomor telepon',
      website: 'Harap masukkan Website',
      address: 'Harap masukkan Alamat',
      city: 'Harap masukkan Kota/Kabupaten',
      postalCode: 'Harap masukkan Kode pos',
      province: 'Harap masukkan Provinsi',
      district: 'Harap masukkan Kecamatan',
      village: 'Harap masukkan Kelurahan/Desa',
    });
    expect(messagesOf(organizationFormSchema.safeParse({}), 'en')).toMatchObject({
      website: 'Please enter Website',
      city: 'Please enter City',
      postalCode: 'Please enter Postal code',
      province: 'Please enter Province',
      district: 'Please enter District',
      village: 'Please enter Village',
    });
  });

  it('the e-mail follows the pattern; the phone is a number, the postal code digits', () => {
    const result = organizationFormSchema.safeParse({
      ...validOrganization,
      email: 'poli@klinikayu',
      phoneNumber: '022-1234567 (kantor)',
      postalCode: '40 111',
    });
    expect(messagesOf(result, 'id')).toEqual({
      email: 'Harap masukkan Email yang valid',
      phoneNumber:
        'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung dan + di depan',
      postalCode: 'Kode pos hanya boleh berisi angka',
    });
    expect(messagesOf(result, 'en')).toMatchObject({
      postalCode: 'Postal code may contain digits only',
    });
  });

  it('a landline written with its area code in brackets is stored as its digits', () => {
    expect(
      organizationFormSchema.parse({ ...validOrganization, phoneNumber: '(022) 123-4567' })
        .phoneNumber,
    ).toBe('0221234567');
  });

  it('a postal code longer than ten digits is refused', () => {
    expect(
      messagesOf(
        organizationFormSchema.safeParse({ ...validOrganization, postalCode: '12345678901' }),
        'id',
      ),
    ).toEqual({ postalCode: 'Kode pos maksimal 10 karakter' });
  });
});
