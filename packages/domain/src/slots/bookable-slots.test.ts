import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import type { Booking, ClinicNow, WeeklySchedule } from './available-slots';
import { bookableDaySlots, consecutiveDates } from './bookable-slots';
import { bookingWindow } from './booking-window';
import { clockToMinutes, minutesToTime, rangesOverlap, timeToMinutes } from './time-of-day';
import { VISIT_DURATIONS } from './visit-durations';
import { WEEKDAYS, isWeekend, weekdayOf } from './weekdays';

const MONDAY = '2026-11-23';
const EARLIER = { date: '2026-11-20', time: '08:00:00' };

/** Monday 08:00-10:15 and 13:00-14:00 (enabled), 16:00-17:00 (disabled); no other day. */
const mondays: WeeklySchedule = {
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => ({
    day,
    isActive: day === 2,
    slots:
      day === 2
        ? [
            { from: '08:00:00', to: '10:15:00', enabled: true },
            { from: '13:00:00', to: '14:00:00', enabled: true },
            { from: '16:00:00', to: '17:00:00', enabled: false },
          ]
        : [],
  })),
};

const startsOf = (slots: { start: string }[]) => slots.map((slot) => slot.start.slice(0, 5));

describe('bookable slots of a practitioner on a date', () => {
  it('are slots of the visit duration inside the enabled spans, on their grid', () => {
    const input = { schedule: mondays, date: MONDAY, bookings: [], now: EARLIER };
    expect(startsOf(bookableDaySlots({ ...input, duration: 30 }))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '13:00',
      '13:30',
    ]);
    expect(startsOf(bookableDaySlots({ ...input, duration: 60 }))).toEqual([
      '08:00',
      '09:00',
      '13:00',
    ]);
    const quarterHours = bookableDaySlots({ ...input, duration: 15 });
    expect(quarterHours).toHaveLength(13);
    expect(quarterHours.at(-1)).toEqual({
      start: '13:45:00',
      end: '14:00:00',
      isAvailable: true,
      reason: null,
    });
  });

  it('a slot with a booked unit is booked; one that has begun is past', () => {
    const bookings: Booking[] = [{ start: '09:15:00', end: '09:30:00', status: 'BOOKED' }];
    const now = { date: MONDAY, time: '08:10:00' };
    const slots = bookableDaySlots({
      schedule: mondays,
      date: MONDAY,
      duration: 60,
      bookings,
      now,
    });
    expect(slots).toEqual([
      { start: '08:00:00', end: '09:00:00', isAvailable: false, reason: 'past' },
      { start: '09:00:00', end: '10:00:00', isAvailable: false, reason: 'booked' },
      { start: '13:00:00', end: '14:00:00', isAvailable: true, reason: null },
    ]);
    const cancelled: Booking[] = [{ ...bookings[0]!, status: 'CANCELLED' }];
    expect(
      bookableDaySlots({
        schedule: mondays,
        date: MONDAY,
        duration: 60,
        bookings: cancelled,
        now,
      })[1]?.isAvailable,
    ).toBe(true);
  });

  it('outside the booking window (before today, after three months) there are none', () => {
    const now = { date: '2026-08-24', time: '07:00:00' };
    const input = { schedule: mondays, duration: 15 as const, bookings: [], now };
    expect(bookableDaySlots({ ...input, date: '2026-08-17' })).toEqual([]);
    expect(bookableDaySlots({ ...input, date: '2026-11-30' })).toEqual([]);
    expect(bookableDaySlots({ ...input, date: '2026-11-23' })).toHaveLength(13);
  });

  it('consecutive dates run over month ends', () => {
    expect(consecutiveDates('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(() => consecutiveDates('29-11-2026', 1)).toThrow(RangeError);
  });
});

const quarter = fc.integer({ min: 0, max: 96 });

/** A day's spans on the grid: any order, some disabled, possibly overlapping or inverted. */
const slotsArbitrary = fc.array(
  fc.record({ a: quarter, b: quarter, enabled: fc.boolean() }).map(({ a, b, enabled }) => ({
    from: minutesToTime(Math.min(a, b) * 15),
    to: minutesToTime(Math.max(a, b) * 15),
    enabled,
  })),
  { maxLength: 4 },
);

const scheduleArbitrary: fc.Arbitrary<WeeklySchedule> = fc.record({
  weekend_mode: fc.boolean(),
  doctor_schedule: fc.tuple(
    ...WEEKDAYS.map((day) =>
      fc.record({ day: fc.constant(day), isActive: fc.boolean(), slots: slotsArbitrary }),
    ),
  ),
});

const nowArbitrary: fc.Arbitrary<ClinicNow> = fc
  .record({
    day: fc.integer({ min: 0, max: 800 }),
    second: fc.integer({ min: 0, max: 24 * 3600 - 1 }),
  })
  .map(({ day, second }) => ({
    date: dayjs('2026-01-01').add(day, 'day').format('YYYY-MM-DD'),
    time: `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`,
  }));

const bookingsArbitrary: fc.Arbitrary<Booking[]> = fc.array(
  fc
    .record({ start: fc.integer({ min: 0, max: 95 }), units: fc.integer({ min: 1, max: 8 }) })
    .chain(({ start, units }) =>
      fc.constantFrom(...VISIT_STATUSES).map((status) => ({
        start: minutesToTime(start * 15),
        end: minutesToTime(Math.min(96, start + units) * 15),
        status,
      })),
    ),
  { maxLength: 5 },
);

describe('bookable slots, for any weekly schedule (property)', () => {
  it('never fall outside an enabled slot of an open day, in the past, beyond three months, or on a booking', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary,
        nowArbitrary,
        // Today and the window's last days half of the time: that is where the edges are.
        fc.oneof(fc.constantFrom(-1, 0, 1, 88, 89, 90, 91, 92), fc.integer({ min: -10, max: 110 })),
        fc.constantFrom(...VISIT_DURATIONS),
        bookingsArbitrary,
        (schedule, now, offset, duration, bookings) => {
          const date = dayjs(now.date).add(offset, 'day').format('YYYY-MM-DD');
          const slots = bookableDaySlots({ schedule, date, duration, bookings, now });
          const weekday = weekdayOf(date);
          const { first, last } = bookingWindow(now.date);
          for (const slot of slots.filter((candidate) => candidate.isAvailable)) {
            const range = { start: timeToMinutes(slot.start)!, end: timeToMinutes(slot.end)! };
            expect(range.end - range.start).toBe(duration);
            expect(date >= first && date <= last).toBe(true);
            if (date === now.date) {
              expect(range.start).toBeGreaterThanOrEqual(clockToMinutes(now.time)!);
            }
            expect(schedule.weekend_mode && isWeekend(weekday)).toBe(false);
            const day = schedule.doctor_schedule.find((entry) => entry.day === weekday)!;
            expect(day.isActive).toBe(true);
            const insideEnabled = day.slots.some(
              (span) =>
                span.enabled &&
                timeToMinutes(span.from)! <= range.start &&
                range.end <= timeToMinutes(span.to)!,
            );
            // Touching spans (09:00-10:00, 10:00-11:00) may hold one slot between them.
            const coveredUnits = Array.from({ length: duration / 15 }, (_, index) => {
              const unit = { start: range.start + index * 15, end: range.start + index * 15 + 15 };
              return day.slots.some(
                (span) =>
                  span.enabled &&
                  timeToMinutes(span.from)! <= unit.start &&
                  unit.end <= timeToMinutes(span.to)!,
              );
            });
            expect(insideEnabled || coveredUnits.every(Boolean)).toBe(true);
            for (const booking of bookings.filter((entry) => entry.status !== 'CANCELLED')) {
              const taken = {
                start: timeToMinutes(booking.start)!,
                end: timeToMinutes(booking.end)!,
              };
              expect(rangesOverlap(range, taken)).toBe(false);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
