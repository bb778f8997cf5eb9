import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalPhoneNumber,
  digitsOnly,
  isNumeric,
  isPhoneText,
  normalizePhoneForMessaging,
} from './phone';

const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });

/** Indonesian numbers as people type them: 0812…, +62 812…, 62-812…, 812…, with spaces or dashes. */
const indonesianInput = fc
  .tuple(
    fc.constantFrom('0', '+62', '62', '+62 ', '(0', '', '+62 0', '0062'),
    fc.constantFrom('8'),
    digitString(7, 11),
    fc.constantFrom(' ', '-', '', ') '),
  )
  .map(([prefix, first, rest, separator]) => {
    const cut = Math.floor(rest.length / 2);
    return `${prefix}${first}${rest.slice(0, cut)}${separator}${rest.slice(cut)}`;
  });

describe('phone numbers for messaging start with 62 (spec 1 §9, spec 2 §2.9)', () => {
  it('a leading 0 is replaced by 62', () => {
    expect(normalizePhoneForMessaging('081234567890')).toBe('6281234567890');
  });

  it('+62 loses its plus; spaces and dashes go', () => {
    expect(normalizePhoneForMessaging('+62 812-3456-7890')).toBe('6281234567890');
    expect(normalizePhoneForMessaging('62 812 3456 7890')).toBe('6281234567890');
    expect(normalizePhoneForMessaging('(0812) 3456 7890')).toBe('6281234567890');
  });

  it('a stray 0 after +62 is dropped', () => {
    expect(normalizePhoneForMessaging('+62 0812 3456 7890')).toBe('6281234567890');
  });

  it('the international prefix 00 goes', () => {
    expect(normalizePhoneForMessaging('0062 812 3456 7890')).toBe('6281234567890');
    expect(normalizePhoneForMessaging('0065 9123 4567')).toBe('6591234567');
  });

  it('a mobile number written without its 0 gains 62', () => {
    expect(normalizePhoneForMessaging('81234567890')).toBe('6281234567890');
  });

  it('another country code and empty values are left alone', () => {
    expect(normalizePhoneForMessaging('+65 9123 4567')).toBe('6591234567');
    expect(normalizePhoneForMessaging('+6591234567')).toBe('6591234567');
    expect(normalizePhoneForMessaging('')).toBe('');
    expect(normalizePhoneForMessaging(null)).toBe('');
    expect(normalizePhoneForMessaging(undefined)).toBe('');
  });

  it('always starts with 62 and holds digits only for Indonesian inputs', () => {
    fc.assert(
      fc.property(indonesianInput, (input) => {
        expect(normalizePhoneForMessaging(input)).toMatch(/^628\d{7,11}$/);
      }),
    );
  });

  it('a foreign number stored with its + keeps its country code, even one starting with 8', () => {
    expect(normalizePhoneForMessaging('+819012345678')).toBe('819012345678');
    expect(normalizePhoneForMessaging('0081 90 1234 5678')).toBe('819012345678');
  });

  it('a + before a national number is a slip: the number is still Indonesian', () => {
    expect(normalizePhoneForMessaging('+081234567890')).toBe('6281234567890');
  });

  it('every stored form gives the same link as the number typed before', () => {
    for (const typed of ['081298765432', '+62 812-9876-5432', '0812 9876 5432', '6281298765432']) {
      expect(normalizePhoneForMessaging(canonicalPhoneNumber(typed))).toBe('6281298765432');
    }
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      // a foreign number's digits alone (`8190…`) read as Indonesian: only its + tells them apart
      fc.property(
        fc.oneof(
          indonesianInput,
          fc.string().filter((s) => !/^\s*(\+|00)/.test(s)),
        ),
        (input) => {
          const once = normalizePhoneForMessaging(input);
          expect(normalizePhoneForMessaging(once)).toBe(once);
        },
      ),
    );
  });
});

describe('numeric phone fields (spec 1 §5)', () => {
  it('keeps only the digits of what was typed', () => {
    expect(digitsOnly('0812-3456 a7')).toBe('081234567');
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(undefined)).toBe('');
  });

  it('tells digits-only texts apart', () => {
    expect(isNumeric('0812')).toBe(true);
    expect(isNumeric('')).toBe(true);
    expect(isNumeric('08 12')).toBe(false);
  });

  it('a text kept to its digits is numeric', () => {
    fc.assert(fc.property(fc.string(), (input) => isNumeric(digitsOnly(input))));
  });
});

describe('the stored form of a phone number (docs/decisions/0046-phone-numbers.md)', () => {
  it('an Indonesian number typed any common way is stored as its national digits', () => {
    fc.assert(
      fc.property(indonesianInput, (input) => {
        fc.pre(isPhoneText(input));
        expect(canonicalPhoneNumber(input)).toMatch(/^08\d{7,11}$/);
      }),
    );
  });

  it('storing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(indonesianInput, fc.string()), (input) => {
        fc.pre(isPhoneText(input));
        const once = canonicalPhoneNumber(input);
        expect(canonicalPhoneNumber(once)).toBe(once);
      }),
    );
  });

  it('gives the same WhatsApp link as the number as typed', () => {
    fc.assert(
      fc.property(indonesianInput, (input) => {
        fc.pre(isPhoneText(input));
        expect(normalizePhoneForMessaging(canonicalPhoneNumber(input))).toBe(
          normalizePhoneForMessaging(input),
        );
      }),
    );
  });
});
