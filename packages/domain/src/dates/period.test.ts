import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERIOD_PICKER_FORMATS,
  PERIOD_TYPES,
  PERIOD_TYPE_LABEL_KEYS,
  formatPeriodDate,
  isPeriodType,
  periodEnd,
  periodStart,
} from './period';
import { translatorFor } from '../test-support/translate';

const isoDates = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('period types (spec 2 §3)', () => {
  it('are day, month and year', () => {
    expect(PERIOD_TYPES).toEqual(['day', 'month', 'year']);
    expect(isPeriodType('month')).toBe(true);
    expect(isPeriodType('week')).toBe(false);
  });

  it('each have their own picker format', () => {
    expect(PERIOD_PICKER_FORMATS).toEqual({ day: 'DD/MM/YYYY', month: 'MM/YYYY', year: 'YYYY' });
  });

  it('show a period date in its picker format', () => {
    expect(formatPeriodDate('day', '2024-02-14')).toBe('14/02/2024');
    expect(formatPeriodDate('month', '2024-02-14')).toBe('02/2024');
    expect(formatPeriodDate('year', '2024-02-14')).toBe('2024');
  });

  it('have labels in both languages, Harian for day', () => {
    expect(translatorFor('id')(PERIOD_TYPE_LABEL_KEYS.day)).toBe('Harian');
    for (const lang of ['id', 'en'] as const) {
      for (const type of PERIOD_TYPES)
        expect(translatorFor(lang)(PERIOD_TYPE_LABEL_KEYS[type])).toBeTruthy();
    }
  });
});

describe('period bounds (spec 1 §5: month and year views give the first or last day)', () => {
  it('keeps the day itself for the day type', () => {
    expect(periodStart('day', '2024-02-14')).toBe('2024-02-14');
    expect(periodEnd('day', '2024-02-14')).toBe('2024-02-14');
  });

  it('gives the first and last day of the month, leap years included', () => {
    expect(periodStart('month', '2024-02-14')).toBe('2024-02-01');
    expect(periodEnd('month', '2024-02-14')).toBe('2024-02-29');
    expect(periodEnd('month', '2023-02-14')).toBe('2023-02-28');
    expect(periodEnd('month', '2024-12-01')).toBe('2024-12-31');
  });

  it('gives the first and last day of the year', () => {
    expect(periodStart('year', '2024-07-09')).toBe('2024-01-01');
    expect(periodEnd('year', '2024-07-09')).toBe('2024-12-31');
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    expect(() => periodStart('month', '14-02-2024')).toThrow(RangeError);
    expect(() => periodEnd('day', '2024-02-30')).toThrow(RangeError);
  });

  it('always has start ≤ date ≤ end, in the same period', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERIOD_TYPES), isoDates, (type, iso) => {
        const start = periodStart(type, iso);
        const end = periodEnd(type, iso);
        expect(start <= iso && iso <= end).toBe(true);
        expect(periodStart(type, end)).toBe(start);
        expect(periodEnd(type, start)).toBe(end);
      }),
    );
  });
});
