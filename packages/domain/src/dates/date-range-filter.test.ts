import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSearch,
  changeFrom,
  changePeriodType,
  changeTo,
  dateRangeQuerySchema,
  defaultDateRangeFilter,
  earliestTo,
  optionalDateRangeQuerySchema,
  type DateRangeFilter,
} from './date-range-filter';
import { PERIOD_TYPES } from './period';
import { messagesOf } from '../test-support/issues';

const march: DateRangeFilter = { periodType: 'day', from: '2024-03-01', to: '2024-03-31' };

const isoDates = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the date range filter (spec 1 §4, spec 2 §5)', () => {
  it('defaults to the day type, from the first to the last day of the current month', () => {
    expect(defaultDateRangeFilter('2024-02-14')).toEqual({
      periodType: 'day',
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('clears both dates when the period type changes', () => {
    expect(changePeriodType(march, 'month')).toEqual({ periodType: 'month', from: null, to: null });
    expect(changePeriodType(march, 'day')).toBe(march);
  });

  it('clears the end when the start is chosen after it', () => {
    expect(changeFrom(march, '2024-04-02')).toEqual({ ...march, from: '2024-04-02', to: null });
    expect(changeFrom(march, '2024-03-31')).toEqual({ ...march, from: '2024-03-31' });
    expect(changeFrom(march, null)).toEqual({ ...march, from: null });
  });

  it('refuses an end before the start, and accepts an end on the start', () => {
    expect(changeTo(march, '2024-02-29')).toBe(march);
    expect(changeTo(march, '2024-03-01')).toEqual({ ...march, to: '2024-03-01' });
    expect(changeTo(march, null)).toEqual({ ...march, to: null });
    expect(changeTo({ ...march, from: null }, '1999-01-01')).toEqual({
      periodType: 'day',
      from: null,
      to: '1999-01-01',
    });
  });

  it('takes the first and last day of the period for month and year types', () => {
    const month = changeTo(
      changeFrom(changePeriodType(march, 'month'), '2024-02-14'),
      '2024-05-03',
    );
    expect(month).toEqual({ periodType: 'month', from: '2024-02-01', to: '2024-05-31' });
    const year = changeTo(changeFrom(changePeriodType(march, 'year'), '2023-06-01'), '2023-06-01');
    expect(year).toEqual({ periodType: 'year', from: '2023-01-01', to: '2023-12-31' });
    // an end in the start's own month is not before it once it becomes the month's last day
    expect(changeTo({ periodType: 'month', from: '2024-02-01', to: null }, '2024-02-01').to).toBe(
      '2024-02-29',
    );
  });

  it('disables picker dates before the start', () => {
    expect(earliestTo(march)).toBe('2024-03-01');
    expect(earliestTo({ ...march, from: null })).toBeNull();
  });

  it('enables search only when from and to are both set', () => {
    expect(canSearch(march)).toBe(true);
    expect(canSearch({ ...march, to: null })).toBe(false);
    expect(canSearch({ ...march, from: null })).toBe(false);
  });

  it('never ends before it starts, after any sequence of changes', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('type' as const), type: fc.constantFrom(...PERIOD_TYPES) }),
      fc.record({ kind: fc.constant('from' as const), iso: fc.option(isoDates) }),
      fc.record({ kind: fc.constant('to' as const), iso: fc.option(isoDates) }),
    );
    fc.assert(
      fc.property(isoDates, fc.array(change, { maxLength: 30 }), (today, changes) => {
        let filter = defaultDateRangeFilter(today);
        for (const step of changes) {
          if (step.kind === 'type') filter = changePeriodType(filter, step.type);
          else if (step.kind === 'from') filter = changeFrom(filter, step.iso);
          else filter = changeTo(filter, step.iso);
          if (filter.from !== null && filter.to !== null) {
            expect(filter.from <= filter.to).toBe(true);
          }
          if (filter.to !== null && earliestTo(filter) !== null) {
            expect(earliestTo(filter)! <= filter.to).toBe(true);
          }
        }
      }),
    );
  });
});

describe('the from and to query on the server', () => {
  it('accepts two YYYY-MM-DD dates in order, or the same day', () => {
    expect(dateRangeQuerySchema.parse({ from: '2024-03-01', to: '2024-03-31' })).toEqual({
      from: '2024-03-01',
      to: '2024-03-31',
    });
    expect(dateRangeQuerySchema.safeParse({ from: '2024-03-01', to: '2024-03-01' }).success).toBe(
      true,
    );
  });

  it('refuses an end before the start', () => {
    const result = dateRangeQuerySchema.safeParse({ from: '2024-03-02', to: '2024-03-01' });
    expect(messagesOf(result, 'id')).toEqual({
      to: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
    });
    expect(messagesOf(result, 'en')).toEqual({
      to: 'The end date must not be before the start date',
    });
  });

  it('asks for both dates and refuses dates that are not YYYY-MM-DD', () => {
    expect(messagesOf(dateRangeQuerySchema.safeParse({}), 'id')).toEqual({
      from: 'Harap masukkan Tanggal mulai',
      to: 'Harap masukkan Tanggal akhir',
    });
    expect(
      messagesOf(dateRangeQuerySchema.safeParse({ from: '01-03-2024', to: '2024-02-30' }), 'en'),
    ).toEqual({ from: 'Please enter Valid Start date', to: 'Please enter Valid End date' });
  });
});

describe('an optional from and to query (patient packages)', () => {
  it('lets either date be left out or blank', () => {
    expect(optionalDateRangeQuerySchema.parse({})).toEqual({});
    expect(optionalDateRangeQuerySchema.parse({ from: '', to: null })).toEqual({});
    expect(optionalDateRangeQuerySchema.parse({ from: '2024-03-02' })).toEqual({
      from: '2024-03-02',
    });
    expect(optionalDateRangeQuerySchema.parse({ to: '2024-03-02' })).toEqual({ to: '2024-03-02' });
  });

  it('still refuses an unreal date and an end before the start', () => {
    expect(
      messagesOf(optionalDateRangeQuerySchema.safeParse({ from: '2024-13-01' }), 'en'),
    ).toEqual({ from: 'Please enter Valid Start date' });
    expect(
      messagesOf(
        optionalDateRangeQuerySchema.safeParse({ from: '2024-03-02', to: '2024-03-01' }),
        'en',
      ),
    ).toEqual({ to: 'The end date must not be before the start date' });
  });
});
