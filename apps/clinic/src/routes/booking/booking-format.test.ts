import { describe, expect, it } from 'vitest';
import { clockText, headerDayText, visitDateText } from './booking-format';

describe('booking dates', () => {
  it('writes the clinic date in the page language without moving it through a time zone', () => {
    expect(visitDateText('2026-11-26', 'id')).toBe('Kamis, 26 November 2026');
    expect(visitDateText('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
  });

  it('gives the week header a short weekday and day', () => {
    expect(headerDayText('2026-12-01', 'id')).toEqual({ weekday: 'Sel', day: '1 Des' });
    expect(headerDayText('2026-12-01', 'en')).toEqual({ weekday: 'Tue', day: '1 Dec' });
  });

  it('shows a slot time as hours and minutes', () => {
    expect(clockText('09:15:00')).toBe('09:15');
  });
});
