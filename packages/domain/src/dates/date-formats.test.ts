import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromIsoDate, toIsoDate } from './date-formats';

describe('date formats (spec 1 §5)', () => {
  it('reads DD-MM-YYYY and DD/MM/YYYY into YYYY-MM-DD', () => {
    expect(toIsoDate('17-08-1945')).toBe('1945-08-17');
    expect(toIsoDate('01/02/2024')).toBe('2024-02-01');
    expect(toIsoDate('31-02-2024')).toBeNull();
    expect(toIsoDate('2024-02-01')).toBeNull();
  });
  it('reads a date of birth typed with spaces around it, and refuses an empty one', () => {
    expect(toIsoDate(' 17-08-1945 ')).toBe('1945-08-17');
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate('29-02-2023')).toBeNull();
  });
  it('writes values for lists, pickers and long dates', () => {
    expect(fromIsoDate('2024-02-01')).toBe('01-02-2024');
    expect(fromIsoDate('2024-02-01', 'picker')).toBe('01/02/2024');
    expect(fromIsoDate('2024-02-01', 'long')).toBe('01 Feb 2024');
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate('not a date')).toBeNull();
  });
  it('round-trips every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(toIsoDate(fromIsoDate(iso)!)).toBe(iso);
        },
      ),
    );
  });
});
