import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausibleBirthDate } from '../dates/birth-date';
import { dobFromIso, dobToIso, isPlausibleDob, isValidDob } from './date-of-birth';

describe('date of birth to and from DD-MM-YYYY (spec 1 §3)', () => {
  it('the form value YYYY-MM-DD is sent as DD-MM-YYYY', () => {
    expect(dobFromIso('1990-02-28')).toBe('28-02-1990');
  });

  it('a dob DD-MM-YYYY comes back to the form as YYYY-MM-DD', () => {
    expect(dobToIso('28-02-1990')).toBe('1990-02-28');
    expect(dobToIso(' 01-12-2001 ')).toBe('2001-12-01');
  });

  it('anything that is not a real date is null', () => {
    expect(dobFromIso('1990-02-30')).toBeNull();
    expect(dobFromIso(null)).toBeNull();
    expect(dobToIso('30-02-1990')).toBeNull();
    expect(dobToIso('28/02/1990')).toBeNull();
    expect(dobToIso('1990-02-28')).toBeNull();
    expect(dobToIso('')).toBeNull();
    expect(dobToIso(undefined)).toBeNull();
    expect(isValidDob('28-02-1990')).toBe(true);
    expect(isValidDob('2-2-1990')).toBe(false);
  });

  it('a round trip keeps every date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(dobToIso(dobFromIso(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('a date of birth lies between 1900 and today', () => {
  const today = '2026-11-25';

  it('takes 1900-01-01 up to today, and tomorrow for a clock in another time zone', () => {
    expect(isPlausibleBirthDate('1900-01-01', today)).toBe(true);
    expect(isPlausibleBirthDate('1990-06-15', today)).toBe(true);
    expect(isPlausibleBirthDate(today, today)).toBe(true);
    expect(isPlausibleBirthDate('2026-11-26', today)).toBe(true);
  });

  it('refuses a date before 1900 or more than a day in the future', () => {
    expect(isPlausibleBirthDate('1899-12-31', today)).toBe(false);
    expect(isPlausibleBirthDate('2026-11-27', today)).toBe(false);
    expect(isPlausibleBirthDate('2030-01-01', today)).toBe(false);
  });

  it('reads a dob written DD-MM-YYYY the same way, and refuses one that is not a date', () => {
    expect(isPlausibleDob('25-11-2026', today)).toBe(true);
    expect(isPlausibleDob('01-01-2030', today)).toBe(false);
    expect(isPlausibleDob('31-12-1899', today)).toBe(false);
    expect(isPlausibleDob('30-02-1990', today)).toBe(false);
  });

  it('measures against the real today when none is given', () => {
    expect(isPlausibleBirthDate('1990-01-01')).toBe(true);
    expect(isPlausibleBirthDate('2999-01-01')).toBe(false);
  });
});
