import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import type { Booking, WeeklySchedule } from './available-slots';
import {
  availableSlots,
  availableUnitTimes,
  daySlots,
  isScheduleDayOpen,
  isSelectionAvailable,
  scheduledRanges,
} from './available-slots';
import { emptyDoctorSchedule } from './doctor-schedule.schema';
import type { MinuteRange } from './time-of-day';
import { minutesToTime, rangesOverlap, slotToRange } from './time-of-day';
import { WEEKDAYS } from './weekdays';

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-22';
const BEFORE = { date: '2026-11-01', time: '08:00:00' };

/** Every day active 09:00-11:00, with a disabled slot 13:00-14:00. */
function everyDay(weekendMode = false): WeeklySchedule {
  return {
    weekend_mode: weekendMode,
    doctor_schedule: WEEKDAYS.map((day) => ({
      day,
      isActive: true,
      slots: [
        { from: '09:00:00', to: '11:00:00', enabled: true },
        { from: '13:00:00', to: '14:00:00', enabled: false },
      ],
    })),
  };
}

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start.slice(0, 5));

describe('available slots of a doctor on a date', () => {
  it("come from that weekday's enabled slots, in 15-minute units", () => {
    expect(
      starts(availableSlots({ schedule: everyDay(), date: MONDAY, bookings: [], now: BEFORE })),
    ).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45']);
  });

  it('an inactive day, or a day missing from the schedule, has none', () => {
    const schedule = emptyDoctorSchedule();
    expect(scheduledRanges(schedule, MONDAY)).toEqual([]);
    expect(scheduledRanges({ weekend_mode: false, doctor_schedule: [] }, MONDAY)).toEqual([]);
  });

  it('spans that are not times or run backwards are ignored', () => {
    const schedule: WeeklySchedule = {
      weekend_mode: false,
      doctor_schedule: [
        {
          day: 2,
          isActive: true,
          slots: [
            { from: 'x', to: '10:00:00', enabled: true },
            { from: '12:00:00', to: '11:00:00', enabled: true },
            { from: '15:00:00', to: '15:30:00', enabled: true },
          ],
        },
      ],
    };
    expect(scheduledRanges(schedule, MONDAY)).toEqual([{ start: 900, end: 930 }]);
  });

  it('weekend mode (Mode Libur) closes Saturday and Sunday and leaves weekdays alone', () => {
    expect(isScheduleDayOpen(everyDay(true), 7)).toBe(false);
    expect(isScheduleDayOpen(everyDay(true), 1)).toBe(false);
    expect(isScheduleDayOpen(everyDay(true), 2)).toBe(true);
    expect(isScheduleDayOpen(everyDay(false), 7)).toBe(true);
    for (const date of [SATURDAY, SUNDAY]) {
      expect(availableSlots({ schedule: everyDay(true), date, bookings: [], now: BEFORE })).toEqual(
        [],
      );
    }
    expect(
      availableSlots({ schedule: everyDay(true), date: MONDAY, bookings: [], now: BEFORE }),
    ).toHaveLength(8);
  });

  it('a booking takes every slot it overlaps; a cancelled one frees its time', () => {
    const bookings: Booking[] = [
      { start: '09:10:00', end: '09:40:00', status: 'BOOKED' },
      { start: '10:00:00', end: '11:00:00', status: 'CANCELLED' },
      { start: 'bad', end: '10:00:00', status: 'DONE' },
    ];
    const slots = daySlots({ schedule: everyDay(), date: MONDAY, bookings, now: BEFORE });
    expect(slots.slice(0, 4)).toEqual([
      { start: '09:00:00', end: '09:15:00', isAvailable: false, reason: 'booked' },
      { start: '09:15:00', end: '09:30:00', isAvailable: false, reason: 'booked' },
      { start: '09:30:00', end: '09:45:00', isAvailable: false, reason: 'booked' },
      { start: '09:45:00', end: '10:00:00', isAvailable: true, reason: null },
    ]);
    expect(slots.filter((slot) => slot.isAvailable)).toHaveLength(5);
  });

  it('past slots of today are disabled; a slot that has begun is past', () => {
    const now = { date: MONDAY, time: '09:30:10' };
    const slots = daySlots({
      schedule: everyDay(),
      date: MONDAY,
      bookings: [{ start: '09:00:00', end: '09:15:00', status: 'ACTIVE' }],
      now,
    });
    expect(slots.map((slot) => slot.reason).slice(0, 4)).toEqual(['booked', 'past', 'past', null]);
    expect(
      availableSlots({
        schedule: everyDay(),
        date: MONDAY,
        bookings: [],
        now: { date: MONDAY, time: '09:30:00' },
      })[0]?.start,
    ).toBe('09:30:00');
  });

  it('an earlier day is wholly past and a later day wholly open', () => {
    const now = { date: '2026-11-24', time: '00:00:00' };
    expect(availableSlots({ schedule: everyDay(), date: MONDAY, bookings: [], now })).toEqual([]);
    expect(
      availableSlots({ schedule: everyDay(), date: '2026-11-25', bookings: [], now }),
    ).toHaveLength(8);
  });

  it('a clock that is not a time counts as the start of today', () => {
    const now = { date: MONDAY, time: 'noon' };
    expect(availableSlots({ schedule: everyDay(), date: MONDAY, bookings: [], now })).toHaveLength(
      8,
    );
  });

  it('a selection is checked again against what is still available', () => {
    const input = {
      schedule: everyDay(),
      date: MONDAY,
      bookings: [{ start: '10:00:00', end: '10:15:00', status: 'BOOKED' as const }],
      now: BEFORE,
    };
    expect(availableUnitTimes(input)).toHaveLength(7);
    expect(isSelectionAvailable(['09:00:00', '09:15:00'], input)).toBe(true);
    expect(isSelectionAvailable(['09:45:00', '10:00:00'], input)).toBe(false);
    expect(isSelectionAvailable(['9'], input)).toBe(false);
  });

  it('property: available slots never overlap a booking that holds its time', () => {
    const timeArb = fc.integer({ min: 0, max: 1440 });
    const bookingArb = fc
      .tuple(timeArb, fc.integer({ min: 1, max: 180 }), fc.constantFrom(...VISIT_STATUSES))
      .map(([start, length, status]): Booking => ({
        start: minutesToTime(start),
        end: minutesToTime(Math.min(1440, start + length)),
        status,
      }));
    const spanArb = fc
      .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 32 }), fc.boolean())
      .map(([unit, units, enabled]) => ({
        from: minutesToTime(unit * 15),
        to: minutesToTime(Math.min(96, unit + units) * 15),
        enabled,
      }));
    const scheduleArb = fc.record({
      weekend_mode: fc.boolean(),
      doctor_schedule: fc.tuple(
        ...WEEKDAYS.map((day) =>
          fc.record({
            day: fc.constant(day),
            isActive: fc.boolean(),
            slots: fc.array(spanArb, { maxLength: 4 }),
          }),
        ),
      ),
    });
    fc.assert(
      fc.property(
        scheduleArb,
        fc.array(bookingArb, { maxLength: 10 }),
        fc.constantFrom(MONDAY, SATURDAY, SUNDAY),
        (schedule, bookings, date) => {
          const slots = availableSlots({ schedule, date, bookings, now: BEFORE });
          for (const slot of slots) {
            const range = slotToRange(slot) as MinuteRange;
            for (const booking of bookings) {
              if (booking.status === 'CANCELLED') continue;
              expect(rangesOverlap(range, slotToRange(booking) as MinuteRange)).toBe(false);
            }
            // and it lies in an enabled span of that day's schedule
            expect(
              scheduledRanges(schedule, date).some(
                (span) => span.start <= range.start && range.end <= span.end,
              ),
            ).toBe(true);
          }
        },
      ),
    );
  });
});
