import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  DEFAULT_UTC_OFFSET_HOURS,
  clinicWallClock,
  currentUtcSchema,
  localDateAt,
  localDayBounds,
  localRangeBounds,
} from './utc-offset';
import { messagesOf } from '../test-support/issues';

const isoDates = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('current_utc (spec 2 §7: whole hours, default 7)', () => {
  it('defaults to 7 (WIB) when absent or blank', () => {
    expect(DEFAULT_UTC_OFFSET_HOURS).toBe(7);
    expect(currentUtcSchema.parse(undefined)).toBe(7);
    expect(currentUtcSchema.parse('')).toBe(7);
    expect(currentUtcSchema.parse(null)).toBe(7);
  });

  it('works as a field of a query object, absent or given', () => {
    const query = z.object({ current_utc: currentUtcSchema });
    expect(query.parse({})).toEqual({ current_utc: 7 });
    expect(query.parse({ current_utc: '0' })).toEqual({ current_utc: 0 });
  });

  it('reads whole hours from -12 to 14', () => {
    expect(currentUtcSchema.parse('8')).toBe(8);
    expect(currentUtcSchema.parse('+9')).toBe(9);
    expect(currentUtcSchema.parse('-12')).toBe(-12);
    expect(currentUtcSchema.parse(14)).toBe(14);
  });

  it('refuses fractions, words and offsets beyond the earth’s', () => {
    for (const value of ['5.5', 'WIB', '15', '-13']) {
      expect(messagesOf(currentUtcSchema.safeParse(value), 'id')).toEqual({
        '(root)': 'Harap masukkan Zona waktu yang valid',
      });
      expect(messagesOf(currentUtcSchema.safeParse(value), 'en')).toEqual({
        '(root)': 'Please enter Valid Time zone',
      });
    }
  });
});

describe('local dates at an offset', () => {
  it('gives the clinic’s calendar date of an instant', () => {
    expect(localDateAt('2024-03-01T16:59:59Z', 7)).toBe('2024-03-01');
    expect(localDateAt('2024-03-01T17:00:00Z', 7)).toBe('2024-03-02');
    expect(localDateAt('2024-03-01T02:00:00Z', -5)).toBe('2024-02-29');
    expect(localDateAt('2024-03-01T23:30:00+07:00', 0)).toBe('2024-03-01');
  });

  it('gives the instants a local day covers', () => {
    expect(localDayBounds('2024-03-01', 7)).toEqual({
      start: '2024-02-29T17:00:00.000Z',
      end: '2024-03-01T17:00:00.000Z',
    });
    expect(localRangeBounds('2024-03-01', '2024-03-31', 7)).toEqual({
      start: '2024-02-29T17:00:00.000Z',
      end: '2024-03-31T17:00:00.000Z',
    });
  });

  it('refuses what is not an instant or a date', () => {
    expect(() => localDateAt('yesterday', 7)).toThrow(RangeError);
    expect(() => localDayBounds('01-03-2024', 7)).toThrow(RangeError);
  });

  it('puts every instant of a local day on that day', () => {
    fc.assert(
      fc.property(
        isoDates,
        fc.integer({ min: -12, max: 14 }),
        fc.integer({ min: 0, max: 24 * 60 * 60 * 1000 - 1 }),
        (iso, offset, intoDay) => {
          const { start, end } = localDayBounds(iso, offset);
          const instant = new Date(new Date(start).getTime() + intoDay).toISOString();
          expect(localDateAt(instant, offset)).toBe(iso);
          expect(localDateAt(end, offset) > iso).toBe(true);
        },
      ),
    );
  });
});

describe('the clinic’s wall clock', () => {
  it('is the instant moved by the whole-hour offset, from a Date or an ISO instant', () => {
    expect(clinicWallClock(new Date('2026-11-23T20:05:09.250Z'), 7)).toBe(
      '2026-11-24T03:05:09.250',
    );
    expect(clinicWallClock('2026-01-01T03:00:00Z', -5)).toBe('2025-12-31T22:00:00.000');
  });

  it('refuses what is no instant', () => {
    expect(() => clinicWallClock('soon', 7)).toThrow(RangeError);
    expect(() => clinicWallClock(new Date('soon'), 7)).toThrow(RangeError);
  });
});
