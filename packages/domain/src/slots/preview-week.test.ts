import { describe, expect, it } from 'vitest';
import { PREVIEW_DAYS, previewWeekStart, shiftIsoDate } from './preview-week';
import { weekdayOf } from './weekdays';

describe('the schedule preview’s week', () => {
  it('starts on the Sunday of the date’s week', () => {
    expect(previewWeekStart('2026-11-25')).toBe('2026-11-22');
    expect(previewWeekStart('2026-11-22')).toBe('2026-11-22');
    expect(previewWeekStart('2026-11-28')).toBe('2026-11-22');
    // Across a month and a year.
    expect(previewWeekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekdayOf(previewWeekStart('2026-03-04'))).toBe(1);
  });

  it('moves by whole weeks both ways and holds seven days', () => {
    expect(shiftIsoDate('2026-11-22', PREVIEW_DAYS)).toBe('2026-11-29');
    expect(shiftIsoDate('2026-11-22', -PREVIEW_DAYS)).toBe('2026-11-15');
    expect(() => previewWeekStart('25-11-2026')).toThrow(RangeError);
  });
});
