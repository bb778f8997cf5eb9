import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import {
  WEEKDAYS,
  isWeekday,
  isWeekend,
  weekdayLabelKey,
  weekdayOf,
  weekdayShortLabelKey,
} from './weekdays';

describe('weekdays', () => {
  it('are numbered 1 (Sunday) to 7 (Saturday)', () => {
    expect(weekdayOf('2026-11-22')).toBe(1); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(2);
    expect(weekdayOf('2026-11-28')).toBe(7); // a Saturday
    expect(WEEKDAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(isWeekday(7)).toBe(true);
    expect(isWeekday(0)).toBe(false);
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    expect(() => weekdayOf('23-11-2026')).toThrow(RangeError);
    expect(() => weekdayOf('2026-02-30')).toThrow(RangeError);
  });

  it('Saturday and Sunday are the weekend', () => {
    expect(WEEKDAYS.filter(isWeekend)).toEqual([1, 7]);
  });

  it('every weekday has a long and a short name in both languages', () => {
    const id = translatorFor('id');
    const en = translatorFor('en');
    expect(WEEKDAYS.map((day) => id(weekdayLabelKey(day)))).toEqual([
      'Minggu',
      'Senin',
      'Selasa',
      'Rabu',
      'Kamis',
      'Jumat',
      'Sabtu',
    ]);
    expect(en(weekdayLabelKey(1))).toBe('Sunday');
    for (const day of WEEKDAYS) {
      expect(id(weekdayShortLabelKey(day))).toHaveLength(3);
      expect(en(weekdayShortLabelKey(day))).toHaveLength(3);
      expect(en(weekdayLabelKey(day))).toMatch(/day$/);
    }
  });
});
