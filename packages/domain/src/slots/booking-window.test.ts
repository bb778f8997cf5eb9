import { describe, expect, it } from 'vitest';
import {
  BOOKING_WINDOW_MONTHS,
  WEEK_HEADER_DAYS,
  bookingWindow,
  canShowNextWeek,
  canShowPreviousWeek,
  isBookableDate,
  shiftWeek,
  weekHeader,
} from './booking-window';

describe('booking window', () => {
  it('runs from today to 3 months ahead, both included', () => {
    expect(BOOKING_WINDOW_MONTHS).toBe(3);
    expect(bookingWindow('2026-11-23')).toEqual({ first: '2026-11-23', last: '2027-02-23' });
    expect(bookingWindow('2026-11-30').last).toBe('2027-02-28');
    expect(isBookableDate('2026-11-23', '2026-11-23')).toBe(true);
    expect(isBookableDate('2027-02-23', '2026-11-23')).toBe(true);
  });

  it('dates outside the window are disabled', () => {
    expect(isBookableDate('2026-11-22', '2026-11-23')).toBe(false);
    expect(isBookableDate('2027-02-24', '2026-11-23')).toBe(false);
    expect(isBookableDate('2026-13-01', '2026-11-23')).toBe(false);
  });

  it('refuses a today that is not a date', () => {
    expect(() => bookingWindow('23-11-2026')).toThrow(RangeError);
  });

  it('the week header shows 7 days with their weekday and bookability', () => {
    expect(WEEK_HEADER_DAYS).toBe(7);
    const week = weekHeader('2026-11-22', '2026-11-23');
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({
      date: '2026-11-22',
      weekday: 1,
      isToday: false,
      isBookable: false,
    });
    expect(week[1]).toEqual({ date: '2026-11-23', weekday: 2, isToday: true, isBookable: true });
    expect(week[6]?.date).toBe('2026-11-28');
  });

  it('the arrows stop at the ends of the window', () => {
    expect(canShowPreviousWeek('2026-11-23', '2026-11-23')).toBe(false);
    expect(canShowPreviousWeek('2026-11-30', '2026-11-23')).toBe(true);
    expect(canShowNextWeek('2027-02-16', '2026-11-23')).toBe(true);
    expect(canShowNextWeek('2027-02-17', '2026-11-23')).toBe(false);
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
  });
});
