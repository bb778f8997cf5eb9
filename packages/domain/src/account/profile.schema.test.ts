import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile.schema';
import { messagesOf } from '../test-support/issues';

const valid = {
  name: 'dr. Sari Wulandari',
  email: 'sari@klinik.id',
  phoneNumber: '081234567890',
  dateOfBirth: '1990-02-28',
  gender: 'FEMALE',
  address: 'Jl. Melati No. 5, Bandung',
  imageUrl: 'http://localhost:3000/files/a/profile/b.jpg',
};

describe('profile (spec 1 §2.7, §5)', () => {
  it('accepts a complete profile', () => {
    expect(profileSchema.parse(valid)).toEqual(valid);
  });
  it('requires every field, the photo included', () => {
    expect(Object.keys(messagesOf(profileSchema.safeParse({})))).toEqual([
      'name',
      'email',
      'phoneNumber',
      'dateOfBirth',
      'gender',
      'address',
      'imageUrl',
    ]);
  });
  it('the phone is a number of 8 to 15 digits, written with or without separators', () => {
    expect(profileSchema.parse({ ...valid, phoneNumber: '0812 9876 5432' }).phoneNumber).toBe(
      '081298765432',
    );
    expect(messagesOf(profileSchema.safeParse({ ...valid, phoneNumber: '0812-abc' }))).toEqual({
      phoneNumber:
        'Phone number may contain only digits, spaces, dashes, dots, brackets and a leading +',
    });
    expect(messagesOf(profileSchema.safeParse({ ...valid, phoneNumber: '0812' }))).toEqual({
      phoneNumber: 'Phone number must have 8 to 15 digits',
    });
  });
  it('the date of birth is a real YYYY-MM-DD date', () => {
    expect(profileSchema.safeParse({ ...valid, dateOfBirth: '1990-02-30' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...valid, dateOfBirth: '28-02-1990' }).success).toBe(false);
  });
  it('gender is MALE or FEMALE', () => {
    expect(messagesOf(profileSchema.safeParse({ ...valid, gender: 'X' }), 'id')).toEqual({
      gender: 'Harap masukkan Jenis kelamin',
    });
  });
  it('rejects texts longer than a column holds', () => {
    expect(messagesOf(profileSchema.safeParse({ ...valid, name: 'a'.repeat(101) }))).toEqual({
      name: 'Name must be at most 100 characters',
    });
  });
});
