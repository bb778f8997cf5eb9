import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { optionalPhoneField, phoneField } from './fields';

const phone = phoneField();

describe('a phone field takes a number as people and autofill write it, and stores one form', () => {
  it.each([
    ['+62 812-9876-5432', '081298765432'],
    ['+6281298765432', '081298765432'],
    ['6281298765432', '081298765432'],
    ['0812 9876 5432', '081298765432'],
    ['0812-9876-5432', '081298765432'],
    ['0812.9876.5432', '081298765432'],
    ['081298765432', '081298765432'],
    ['  0812 9876 5432  ', '081298765432'],
    ['0812\u00a09876\u00a05432', '081298765432'],
    ['0812–9876–5432', '081298765432'],
    ['+62 (0)812 9876 5432', '081298765432'],
    ['0062 812 9876 5432', '081298765432'],
    ['812 9876 5432', '081298765432'],
    ['(021) 555-1234', '0215551234'],
    ['+62 21 555 1234', '0215551234'],
    ['+65 9123 4567', '+6591234567'],
    ['+81 90-1234-5678', '+819012345678'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(phone.parse(typed)).toBe(stored);
  });

  it('a stored number reads back as itself', () => {
    for (const stored of ['081298765432', '0215551234', '+6591234567']) {
      expect(phone.parse(stored)).toBe(stored);
    }
  });

  it.each(['0812abc', '0812 9876 5432 ext 2', '0812/0813 1234', '0812#5432', '08+1298765432'])(
    'refuses %s: it says which characters a number may have',
    (typed) => {
      const result = phone.safeParse(typed);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'validation.phoneCharacters|{"field":"fields.phoneNumber"}',
      ]);
      expect(messagesOf(result, 'en')).toEqual({
        '(root)':
          'Phone number may contain only digits, spaces, dashes, dots, brackets and a leading +',
      });
      expect(messagesOf(result, 'id')).toEqual({
        '(root)':
          'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung dan + di depan',
      });
    },
  );

  it.each(['0812', '+62 812', '0812 9876 5432 1234 5'])(
    'refuses %s: it says how many digits a number has',
    (typed) => {
      const result = phone.safeParse(typed);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'validation.phoneLength|{"field":"fields.phoneNumber","min":8,"max":15}',
      ]);
      expect(messagesOf(result, 'en')).toEqual({
        '(root)': 'Phone number must have 8 to 15 digits',
      });
      expect(messagesOf(result, 'id')).toEqual({
        '(root)': 'Nomor telepon harus berisi 8 sampai 15 angka',
      });
    },
  );

  it('an empty or blank number is missing, not malformed', () => {
    for (const typed of ['', '   ', undefined]) {
      expect(messagesOf(phone.safeParse(typed), 'en')).toEqual({
        '(root)': 'Please enter Phone number',
      });
    }
  });
});

describe('an optional phone field (a walk-in buyer)', () => {
  const optional = optionalPhoneField();

  it('keeps a blank one as null and stores a given one canonical', () => {
    expect(optional.parse('')).toBeNull();
    expect(optional.parse('  ')).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('+62 812-9876-5432')).toBe('081298765432');
  });

  it('refuses letters with the same message', () => {
    expect(optional.safeParse('0812abc').error?.issues[0]?.message).toBe(
      'validation.phoneCharacters|{"field":"fields.phoneNumber"}',
    );
  });
});
