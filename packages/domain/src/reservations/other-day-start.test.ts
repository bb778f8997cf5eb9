import { describe, expect, it } from 'vitest';
import { DEFAULT_UTC_OFFSET_HOURS } from '../dates/utc-offset';
import { isReservationOnAnotherDay } from './other-day-start';

describe('isReservationOnAnotherDay (ask before starting another day’s reservation)', () => {
  // Monday 23 November 2026, 08:40 in Jakarta (WIB, +7).
  const mondayMorning = new Date('2026-11-23T01:40:00Z');

  it('a reservation of today in the clinic is not on another day', () => {
    expect(isReservationOnAnotherDay('2026-11-23', mondayMorning, DEFAULT_UTC_OFFSET_HOURS)).toBe(
      false,
    );
  });

  it('yesterday’s and tomorrow’s reservations are', () => {
    for (const date of ['2026-11-22', '2026-11-24']) {
      expect(isReservationOnAnotherDay(date, mondayMorning, DEFAULT_UTC_OFFSET_HOURS)).toBe(true);
    }
  });

  it('the day is the clinic’s, not UTC’s: 00:30 on Tuesday in Jakarta is still Monday in UTC', () => {
    const tuesdayJustAfterMidnight = new Date('2026-11-23T17:30:00Z');
    expect(
      isReservationOnAnotherDay('2026-11-24', tuesdayJustAfterMidnight, DEFAULT_UTC_OFFSET_HOURS),
    ).toBe(false);
    expect(
      isReservationOnAnotherDay('2026-11-23', tuesdayJustAfterMidnight, DEFAULT_UTC_OFFSET_HOURS),
    ).toBe(true);
  });
});
