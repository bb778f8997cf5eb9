import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addIsoDays,
  addIsoMonths,
  dayNumberOf,
  isIsoDay,
  isoDayOf,
  sundayBasedWeekdayOf,
} from './iso-day';
import { periodEnd, periodStart } from './period';

describe('the day filter', () => {
  it('lets a day filter take the dates a year field passes through while typed', () => {
    expect(periodStart('day', '0002-11-24')).toBe('0002-11-24');
    expect(periodEnd('day', '0202-11-24')).toBe('0202-11-24');
  });
});

describe('isIsoDay', () => {
  it('agrees with the calendar on every day of four centuries and at the edges', () => {
    const day = new Date(Date.UTC(2000, 0, 1));
    const end = Date.UTC(2400, 0, 1);
    const refused: string[] = [];
    for (; day.getTime() < end; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      if (!isIsoDay(iso)) refused.push(iso);
    }
    expect(refused).toEqual([]);
    for (const iso of ['1900-02-29', '2100-02-29', '2023-02-29', '2026-04-31', '2026-00-10']) {
      expect(isIsoDay(iso)).toBe(false);
    }
    for (const iso of ['2000-02-29', '2400-02-29', '0004-02-29', '0001-01-01', '9999-12-31']) {
      expect(isIsoDay(iso)).toBe(true);
    }
    expect(isIsoDay('0000-01-01')).toBe(false);
    expect(isIsoDay('2026-11-32')).toBe(false);
  });
});

describe('day arithmetic without dayjs (addIsoDays, addIsoMonths, dayNumberOf, weekday)', () => {
  it('agrees with dayjs on every day of 1999-2101 and 2399-2401 (2000 and 2400 leap, 2100 not)', () => {
    const disagreements: string[] = [];
    for (const [from, to] of [
      ['1999-01-01', '2102-01-01'],
      ['2399-01-01', '2402-01-01'],
    ] as const) {
      let day = dayjs(from);
      let iso: string = from;
      while (iso < to) {
        const next = day.add(1, 'day');
        const expected = [
          next.format('YYYY-MM-DD'),
          day.day(),
          day.add(3, 'month').format('YYYY-MM-DD'),
        ];
        const actual = [addIsoDays(iso, 1), sundayBasedWeekdayOf(iso), addIsoMonths(iso, 3)];
        if (actual.join() !== expected.join()) disagreements.push(iso);
        day = next;
        iso = actual[0] as string;
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it('turns at month ends, year ends and leap days, both ways', () => {
    expect(addIsoDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIsoDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addIsoDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addIsoDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addIsoDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addIsoDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addIsoDays('1970-01-01', -1)).toBe('1969-12-31');
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(isoDayOf(dayNumberOf('2026-11-26') + 90)).toBe('2027-02-24');
  });

  it('keeps a day within the month it lands in, as a calendar does', () => {
    expect(addIsoMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addIsoMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addIsoMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect(addIsoMonths('2026-12-15', 3)).toBe('2027-03-15');
    expect(addIsoMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addIsoMonths('2026-01-31', -2)).toBe('2025-11-30');
  });

  it('names the weekday of Indonesian dates whatever the zone the code runs in', () => {
    // No clock and no zone enter: a Jakarta evening and a UTC afternoon are the same date.
    expect(sundayBasedWeekdayOf('2026-11-26')).toBe(4); // Thursday
    expect(sundayBasedWeekdayOf('2026-11-29')).toBe(0); // Sunday
    expect(sundayBasedWeekdayOf('2024-02-29')).toBe(4); // Thursday
    expect(sundayBasedWeekdayOf('2026-08-17')).toBe(1); // Monday, Hari Kemerdekaan
  });

  it('refuses what is not a day', () => {
    for (const iso of ['2026-02-29', '2026-13-01', '26-11-2026', '']) {
      expect(() => addIsoDays(iso, 1)).toThrow(RangeError);
      expect(() => addIsoMonths(iso, 1)).toThrow(RangeError);
    }
  });
});
