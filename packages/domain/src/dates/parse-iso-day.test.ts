import { describe, expect, it } from 'vitest';
import { parseIsoDay } from './parse-iso-day';

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
});
