import { describe, expect, it } from 'vitest';
import { doctorScheduleSchema, emptyDoctorSchedule } from './doctor-schedule.schema';
import { nextScheduleSlot } from './next-schedule-slot';
import { addScheduleSlot } from './schedule-edits';

const slot = (from: string, to: string) => ({ from, to, enabled: true });

describe('nextScheduleSlot', () => {
  it('opens an empty day at 09:00 for an hour', () => {
    expect(nextScheduleSlot({ slots: [] })).toEqual(slot('09:00:00', '10:00:00'));
  });

  it('follows the latest end, whatever order the slots are in', () => {
    const day = { slots: [slot('13:00:00', '17:00:00'), slot('08:00:00', '12:00:00')] };
    expect(nextScheduleSlot(day)).toEqual(slot('17:00:00', '18:00:00'));
  });

  it('keeps the added slot inside the day when the day ends late', () => {
    expect(nextScheduleSlot({ slots: [slot('20:00:00', '23:30:00')] })).toEqual(
      slot('23:00:00', '24:00:00'),
    );
  });

  it('leaves a week valid when it is added to a day with room', () => {
    let week = emptyDoctorSchedule();
    for (let i = 0; i < 5; i += 1) {
      const monday = week.doctor_schedule.find((entry) => entry.day === 2)!;
      week = addScheduleSlot(week, 2, nextScheduleSlot(monday));
    }
    expect(doctorScheduleSchema.safeParse(week).success).toBe(true);
    expect(week.doctor_schedule[1]!.slots.map((entry) => entry.from)).toEqual([
      '09:00:00',
      '10:00:00',
      '11:00:00',
      '12:00:00',
      '13:00:00',
    ]);
  });
});
