import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doctorScheduleSchema, type ScheduleSlot } from './doctor-schedule.schema';
import {
  formatScheduleRanges,
  parseScheduleRanges,
  SCHEDULE_RANGES_MESSAGE,
} from './schedule-ranges';
import { minutesToTime } from './time-of-day';

const on = (from: string, to: string, enabled = true): ScheduleSlot => ({ from, to, enabled });

describe('a day’s hours typed as ranges (decision 0052)', () => {
  it('reads a whole day at once, as the front desk writes times', () => {
    expect(parseScheduleRanges('08:00-12:00, 13:00-17:00')).toEqual({
      slots: [on('08:00:00', '12:00:00'), on('13:00:00', '17:00:00')],
    });
    expect(parseScheduleRanges('8-12; 13.30 – 17.00\n19-24')).toEqual({
      slots: [on('08:00:00', '12:00:00'), on('13:30:00', '17:00:00'), on('19:00:00', '24:00:00')],
    });
  });

  it('puts the ranges in time order and keeps the switch of a range the day already had', () => {
    const current = [on('13:00:00', '17:00:00', false)];
    expect(parseScheduleRanges('13:00-17:00, 08:00-12:00', current)).toEqual({
      slots: [on('08:00:00', '12:00:00'), on('13:00:00', '17:00:00', false)],
    });
  });

  it('an empty text leaves the day without slots', () => {
    expect(parseScheduleRanges('  ')).toEqual({ slots: [] });
  });

  it('explains what it cannot read, and the slot rules it breaks', () => {
    expect(parseScheduleRanges('pagi').error).toBe(SCHEDULE_RANGES_MESSAGE);
    expect(parseScheduleRanges('08:00').error).toBe(SCHEDULE_RANGES_MESSAGE);
    expect(parseScheduleRanges('25:00-26:00').error).toBe(SCHEDULE_RANGES_MESSAGE);
    expect(parseScheduleRanges('12:00-08:00').error).toBe('validation.timeOrder');
    expect(parseScheduleRanges('08:00-12:00, 11:00-13:00').error).toBe('validation.slotOverlap');
    expect(parseScheduleRanges('08:10-12:00').error).toMatch(/^validation\.quarterHour/);
  });

  it('reads back what it shows: the field of any valid day parses to the same slots', () => {
    const quarter = fc.integer({ min: 0, max: 95 });
    fc.assert(
      fc.property(fc.uniqueArray(quarter, { maxLength: 12 }), (starts) => {
        // Disjoint one-quarter slots, sorted: always a valid day.
        const slots = [...starts]
          .sort((a, b) => a - b)
          .map((start) => on(minutesToTime(start * 15), minutesToTime(start * 15 + 15)));
        const parsed = parseScheduleRanges(formatScheduleRanges(slots), slots);
        expect(parsed).toEqual({ slots });
      }),
    );
  });

  it('what it accepts, the week’s schema accepts', () => {
    const parsed = parseScheduleRanges('07:00-11:45, 12:15-16:00');
    const week = {
      duration_visit: 15,
      weekend_mode: false,
      doctor_schedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        isActive: true,
        slots: parsed.slots!,
      })),
    };
    expect(doctorScheduleSchema.safeParse(week).success).toBe(true);
  });
});
