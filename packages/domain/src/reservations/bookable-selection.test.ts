import { describe, expect, it } from 'vitest';
import { isBookableSelection } from './bookable-selection';

/** Tuesday 08:00-12:00 only. */
const schedule = {
  weekend_mode: false,
  doctor_schedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    isActive: day === 3,
    slots: day === 3 ? [{ from: '08:00:00', to: '12:00:00', enabled: true }] : [],
  })),
};
const TUESDAY = '2026-12-01';
const now = { date: '2026-11-30', time: '10:00:00' };

describe('isBookableSelection', () => {
  it('books a free run inside the schedule', () => {
    expect(
      isBookableSelection({
        schedule,
        date: TUESDAY,
        selected: ['09:00:00', '09:15:00'],
        bookings: [],
        now,
      }),
    ).toBe(true);
  });

  it('refuses a run that reaches outside the schedule, or a day without one', () => {
    const base = { schedule, bookings: [], now };
    expect(
      isBookableSelection({ ...base, date: TUESDAY, selected: ['11:45:00', '12:00:00'] }),
    ).toBe(false);
    expect(isBookableSelection({ ...base, date: '2026-12-02', selected: ['09:00:00'] })).toBe(
      false,
    );
  });

  it('refuses a unit a live reservation holds, and frees a cancelled one’s', () => {
    const selected = ['09:00:00', '09:15:00'];
    const booked = { start: '09:15:00', end: '09:30:00' };
    expect(
      isBookableSelection({
        schedule,
        date: TUESDAY,
        selected,
        bookings: [{ ...booked, status: 'BOOKED' }],
        now,
      }),
    ).toBe(false);
    expect(
      isBookableSelection({
        schedule,
        date: TUESDAY,
        selected,
        bookings: [{ ...booked, status: 'CANCELLED' }],
        now,
      }),
    ).toBe(true);
  });

  it('refuses the past, outside the booking window and an empty pick', () => {
    const base = { schedule, bookings: [], selected: ['09:00:00'] };
    expect(
      isBookableSelection({ ...base, date: TUESDAY, now: { date: TUESDAY, time: '09:05:00' } }),
    ).toBe(false);
    expect(isBookableSelection({ ...base, date: '2027-06-01', now })).toBe(false);
    expect(isBookableSelection({ ...base, date: TUESDAY, now, selected: [] })).toBe(false);
  });
});
