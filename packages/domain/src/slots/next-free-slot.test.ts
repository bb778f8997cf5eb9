import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import type { WeeklySchedule } from './available-slots';
import { bookableDaySlots, consecutiveDates } from './bookable-slots';
import {
  NEXT_FREE_SLOT_DAYS,
  nextFreeSlot,
  type DatedBooking,
  type PractitionerAgenda,
} from './next-free-slot';
import { minutesToTime, rangesOverlap, slotToRange, timeToMinutes } from './time-of-day';
import { VISIT_DURATIONS } from './visit-durations';
import { WEEKDAYS, type Weekday } from './weekdays';

const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

/** A week where `days` are worked 09:00-12:00, visits of 15 minutes. */
function weekOf(days: readonly Weekday[], from = '09:00:00', to = '12:00:00'): WeeklySchedule {
  return {
    weekend_mode: false,
    doctor_schedule: WEEKDAYS.map((day) => ({
      day,
      isActive: days.includes(day),
      slots: days.includes(day) ? [{ from, to, enabled: true }] : [],
    })),
  };
}

const MONDAY_TO_SATURDAY: Weekday[] = [2, 3, 4, 5, 6, 7];

function doctor(
  id: string,
  name: string,
  bookings: DatedBooking[] = [],
  schedule = weekOf(MONDAY_TO_SATURDAY),
): PractitionerAgenda {
  return { id, name, schedule, bookings };
}

const booked = (date: string, start: string, end: string): DatedBooking => ({
  date,
  start,
  end,
  status: 'BOOKED',
});

describe('the next free slot', () => {
  it('is the first slot of the visit’s length that has not begun: at 09:10 a half hour is 09:30', () => {
    const now = { date: MONDAY, time: '09:10:00' };
    expect(nextFreeSlot({ practitioners: [doctor('a', 'dr. Andi')], duration: 30, now })).toEqual({
      practitionerId: 'a',
      date: MONDAY,
      start: '09:30:00',
      end: '10:00:00',
      timeVisit: ['09:30:00', '09:45:00'],
    });
    // An hour starts on the hour: 10:00, its four quarter hours for the form.
    expect(
      nextFreeSlot({ practitioners: [doctor('a', 'dr. Andi')], duration: 60, now }),
    ).toMatchObject({
      start: '10:00:00',
      end: '11:00:00',
      timeVisit: ['10:00:00', '10:15:00', '10:30:00', '10:45:00'],
    });
    // A slot that starts right now is still offered.
    expect(
      nextFreeSlot({
        practitioners: [doctor('a', 'dr. Andi')],
        duration: 15,
        now: { date: MONDAY, time: '09:15:00' },
      }),
    ).toMatchObject({ date: MONDAY, start: '09:15:00' });
  });

  it('passes over the taken slots of today: the first slots booked, the next one is offered', () => {
    const bookings = [
      booked(MONDAY, '09:00:00', '09:30:00'),
      // One quarter hour taken spoils the hour around it for a one-hour visit.
      booked(MONDAY, '10:15:00', '10:30:00'),
    ];
    const now = { date: MONDAY, time: '08:00:00' };
    const practitioners = [doctor('a', 'dr. Andi', bookings)];
    expect(nextFreeSlot({ practitioners, duration: 30, now })).toMatchObject({
      start: '09:30:00',
    });
    expect(nextFreeSlot({ practitioners, duration: 60, now })).toMatchObject({
      date: MONDAY,
      start: '11:00:00',
    });
    // A cancelled reservation gives its time back.
    const cancelled = bookings.map((booking) => ({ ...booking, status: 'CANCELLED' as const }));
    expect(
      nextFreeSlot({ practitioners: [doctor('a', 'dr. Andi', cancelled)], duration: 30, now }),
    ).toMatchObject({ start: '09:00:00' });
  });

  it('after today’s hours, or on a day without a schedule, it is the next day worked', () => {
    // Sunday is not worked: Monday's first slot.
    expect(
      nextFreeSlot({
        practitioners: [doctor('a', 'dr. Andi')],
        duration: 30,
        now: { date: SUNDAY, time: '07:00:00' },
      }),
    ).toMatchObject({ date: MONDAY, start: '09:00:00' });
    // Monday's hours are over: Tuesday.
    expect(
      nextFreeSlot({
        practitioners: [doctor('a', 'dr. Andi')],
        duration: 30,
        now: { date: MONDAY, time: '11:31:00' },
      }),
    ).toMatchObject({ date: TUESDAY, start: '09:00:00' });
    // Weekend mode closes Saturday even though Saturday has hours.
    const saturdayOnly: WeeklySchedule = { ...weekOf([7]), weekend_mode: true };
    expect(
      nextFreeSlot({
        practitioners: [doctor('a', 'dr. Andi', [], saturdayOnly)],
        duration: 15,
        now: { date: MONDAY, time: '08:00:00' },
      }),
    ).toBeNull();
  });

  it('is none when everything is taken within the window, or nobody works', () => {
    const now = { date: MONDAY, time: '08:00:00' };
    const mondays = weekOf([2], '09:00:00', '10:00:00');
    const everyMonday = consecutiveDates(MONDAY, NEXT_FREE_SLOT_DAYS)
      .filter((_, offset) => offset % 7 === 0)
      .map((date) => booked(date, '09:00:00', '10:00:00'));
    expect(everyMonday).toHaveLength(5);
    expect(
      nextFreeSlot({
        practitioners: [doctor('a', 'dr. Andi', everyMonday, mondays)],
        duration: 15,
        now,
      }),
    ).toBeNull();
    expect(
      nextFreeSlot({ practitioners: [doctor('a', 'dr. Andi', [], weekOf([]))], duration: 15, now }),
    ).toBeNull();
    expect(nextFreeSlot({ practitioners: [], duration: 15, now })).toBeNull();
  });

  it('looks a bounded number of days ahead: a slot on the 31st day is not found, unless asked', () => {
    const now = { date: MONDAY, time: '08:00:00' };
    const dates = consecutiveDates(MONDAY, NEXT_FREE_SLOT_DAYS + 1);
    // Worked every day, each of the first 30 days fully booked.
    const full = dates
      .slice(0, NEXT_FREE_SLOT_DAYS)
      .map((date) => booked(date, '09:00:00', '12:00:00'));
    const practitioners = [doctor('a', 'dr. Andi', full, weekOf(WEEKDAYS))];
    expect(nextFreeSlot({ practitioners, duration: 15, now })).toBeNull();
    expect(
      nextFreeSlot({ practitioners, duration: 15, now, days: NEXT_FREE_SLOT_DAYS + 1 }),
    ).toMatchObject({ date: dates.at(-1), start: '09:00:00' });
  });

  it('for any practitioner, the earliest of them all, and whose it is', () => {
    const now = { date: MONDAY, time: '08:00:00' };
    const andi = doctor('a', 'dr. Andi', [booked(MONDAY, '09:00:00', '10:00:00')]);
    const sari = doctor('s', 'dr. Sari', [booked(MONDAY, '09:00:00', '09:30:00')]);
    expect(nextFreeSlot({ practitioners: [andi, sari], duration: 30, now })).toMatchObject({
      practitionerId: 's',
      date: MONDAY,
      start: '09:30:00',
    });
    // A practitioner not working today loses to one who does, whatever the hour.
    const lateToday = doctor('l', 'dr. Lina', [], weekOf([2], '16:00:00', '17:00:00'));
    const tomorrowEarly = doctor('t', 'dr. Tono', [], weekOf([3], '07:00:00', '08:00:00'));
    expect(
      nextFreeSlot({ practitioners: [tomorrowEarly, lateToday], duration: 60, now }),
    ).toMatchObject({ practitionerId: 'l', date: MONDAY, start: '16:00:00' });
  });

  it('two practitioners free at the same earliest time: always the first by name, then by id', () => {
    const now = { date: MONDAY, time: '08:00:00' };
    const sari = doctor('s', 'dr. Sari');
    const andi = doctor('z', 'Dr. andi');
    for (const practitioners of [
      [sari, andi],
      [andi, sari],
    ]) {
      expect(nextFreeSlot({ practitioners, duration: 30, now })?.practitionerId).toBe('z');
    }
    const twinA = doctor('id-1', 'dr. Budi');
    const twinB = doctor('id-2', 'dr. Budi');
    for (const practitioners of [
      [twinB, twinA],
      [twinA, twinB],
    ]) {
      expect(nextFreeSlot({ practitioners, duration: 15, now })?.practitionerId).toBe('id-1');
    }
  });

  it('offers a slot the booking picker offers: free, not begun, and none free before it', () => {
    const date = fc.constantFrom(...consecutiveDates(MONDAY, 5));
    const quarter = fc.integer({ min: 32, max: 50 });
    const booking = fc
      .record({
        date,
        start: quarter,
        length: fc.integer({ min: 1, max: 6 }),
        status: fc.constantFrom(...VISIT_STATUSES),
      })
      .map((b): DatedBooking => ({
        date: b.date,
        start: minutesToTime(b.start * 15),
        end: minutesToTime((b.start + b.length) * 15),
        status: b.status,
      }));
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 25 }),
        fc.constantFrom(...VISIT_DURATIONS),
        fc.integer({ min: 7 * 60, max: 13 * 60 }),
        (bookings, duration, nowMinutes) => {
          const now = { date: MONDAY, time: minutesToTime(nowMinutes) };
          const schedule = weekOf(WEEKDAYS);
          const found = nextFreeSlot({
            practitioners: [doctor('a', 'dr. Andi', bookings, schedule)],
            duration,
            now,
            days: 5,
          });
          const offeredOn = (day: string) =>
            bookableDaySlots({
              schedule,
              date: day,
              duration,
              bookings: bookings.filter((b) => b.date === day),
              now,
            }).filter((slot) => slot.isAvailable);
          const firstFree = consecutiveDates(MONDAY, 5)
            .map((day) => ({ day, slot: offeredOn(day)[0] }))
            .find((entry) => entry.slot !== undefined);
          if (!firstFree) return found === null;
          if (!found) return false;
          const range = slotToRange(found)!;
          const overlapsLive = bookings.some(
            (b) =>
              b.date === found.date &&
              b.status !== 'CANCELLED' &&
              rangesOverlap(range, slotToRange(b)!),
          );
          const begun = found.date === MONDAY && range.start < nowMinutes;
          return (
            !overlapsLive &&
            !begun &&
            found.date === firstFree.day &&
            found.start === firstFree.slot!.start &&
            found.timeVisit.length * 15 === duration &&
            timeToMinutes(found.timeVisit[0]!) === range.start
          );
        },
      ),
    );
  });
});
