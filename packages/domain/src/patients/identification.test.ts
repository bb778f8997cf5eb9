import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IDENTIFICATION_TYPE,
  identificationTypeSchema,
  isValidIdentificationNumber,
} from './identification';

describe('identification', () => {
  it('defaults to KTP and knows KTP and passport', () => {
    expect(DEFAULT_IDENTIFICATION_TYPE).toBe('KTP');
    expect(identificationTypeSchema.safeParse('PASSPORT').success).toBe(true);
    expect(identificationTypeSchema.safeParse('SIM').success).toBe(false);
  });

  it('a KTP number is exactly 16 digits', () => {
    expect(isValidIdentificationNumber('KTP', '31712345678900A1')).toBe(false);
    expect(isValidIdentificationNumber('KTP', '3171234567890001')).toBe(true);
    expect(isValidIdentificationNumber('KTP', '317123456789000')).toBe(false);
    expect(isValidIdentificationNumber('KTP', '31712345678900011')).toBe(false);
  });

  it('a passport number only has to be given', () => {
    expect(isValidIdentificationNumber('PASSPORT', 'B1234567')).toBe(true);
    expect(isValidIdentificationNumber('PASSPORT', '  ')).toBe(false);
  });

  it('a KTP number is valid exactly when its trimmed length is 16', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (value) => {
        const length = value.trim().length;
        expect(isValidIdentificationNumber('KTP', value)).toBe(length === 16);
      }),
    );
  });
});
