import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clinicWallClock, localDateAt, localDayBounds, localRangeBounds } from './utc-offset';

const isoDates = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

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
