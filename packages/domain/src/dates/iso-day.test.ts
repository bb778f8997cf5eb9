import { describe, expect, it } from 'vitest';
import { isIsoDay, parseIsoDay } from './iso-day';
import { periodEnd, periodStart } from './period';

describe('parseIsoDay', () => {
  it('reads a real day', () => {
    expect(parseIsoDay('2026-11-24')?.format('YYYY-MM-DD')).toBe('2026-11-24');
    expect(parseIsoDay('2024-02-29')?.format('YYYY-MM-DD')).toBe('2024-02-29');
  });

  it('keeps the years a date field shows while the user types 2026', () => {
    for (const iso of ['0002-11-24', '0020-11-24', '0202-11-24']) {
      expect(parseIsoDay(iso)?.format('YYYY-MM-DD')).toBe(iso);
    }
  });

  it('refuses what is not a day', () => {
    for (const iso of ['2026-02-30', '2026-13-01', '0000-01-01', '24-11-2026', '2026-1-1', '']) {
      expect(parseIsoDay(iso)).toBeNull();
    }
  });

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
