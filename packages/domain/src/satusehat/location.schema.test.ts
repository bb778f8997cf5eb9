import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { emptyLocationForm, locationFormSchema } from './location.schema';

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

const validLocation = {
  ...validOrganization,
  name: 'Ruang Periksa 1',
  description: 'Ruang periksa dokter umum, lantai 1',
  rt: '001',
  rw: '005',
};

describe('SATUSEHAT location form (spec 2 §5)', () => {
  it('accepts a complete location', () => {
    expect(locationFormSchema.parse(validLocation)).toEqual(validLocation);
  });

  it('requires what an organization does, plus description, RT and RW', () => {
    const messages = messagesOf(locationFormSchema.safeParse(emptyLocationForm()), 'id');
    expect(Object.keys(messages)).toEqual([
      'name',
      'email',
      'phoneNumber',
      'website',
      'address',
      'city',
      'postalCode',
      'province',
      'district',
      'village',
      'description',
      'rt',
      'rw',
    ]);
    expect(messages).toMatchObject({
      description: 'Harap masukkan Deskripsi',
      rt: 'Harap masukkan RT',
      rw: 'Harap masukkan RW',
    });
    expect(messagesOf(locationFormSchema.safeParse({}), 'en')).toMatchObject({
      description: 'Please enter Description',
      rt: 'Please enter RT',
      rw: 'Please enter RW',
    });
  });

  it('RT and RW are numeric, at most three digits', () => {
    expect(
      messagesOf(locationFormSchema.safeParse({ ...validLocation, rt: '01a', rw: '1234' }), 'id'),
    ).toEqual({
      rt: 'RT hanya boleh berisi angka',
      rw: 'RW maksimal 3 karakter',
    });
  });
});
