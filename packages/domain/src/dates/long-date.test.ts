import { describe, expect, it } from 'vitest';
import { SHORT_MONTH_NAMES } from './date-words';
import { formatLongDate } from './long-date';

describe('long dates DD MMM YYYY (spec 1 §9, spec 2 §9)', () => {
  it('uses Indonesian month names by default', () => {
    expect(formatLongDate('1945-08-17')).toBe('17 Agt 1945');
    expect(formatLongDate('2024-05-01', 'id')).toBe('01 Mei 2024');
    expect(formatLongDate('2024-12-25', 'id')).toBe('25 Des 2024');
  });

  it('uses English month names in English', () => {
    expect(formatLongDate('1945-08-17', 'en')).toBe('17 Aug 1945');
    expect(formatLongDate('2024-05-01', 'en')).toBe('01 May 2024');
  });

  it('has twelve names in each language', () => {
    expect(SHORT_MONTH_NAMES.id).toHaveLength(12);
    expect(SHORT_MONTH_NAMES.en).toHaveLength(12);
  });

  it('gives nothing for an empty or unreal date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('2024-02-30')).toBeNull();
    expect(formatLongDate('17-08-1945')).toBeNull();
  });
});
