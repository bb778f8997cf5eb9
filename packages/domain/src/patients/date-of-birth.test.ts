import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dobFromIso, dobToIso, isValidDob } from './date-of-birth';

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
