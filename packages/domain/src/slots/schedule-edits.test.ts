import { describe, expect, it } from 'vitest';
import type { DoctorSchedule } from './doctor-schedule.schema';
import { doctorScheduleSchema, emptyDoctorSchedule } from './doctor-schedule.schema';
import {
  addScheduleSlot,
  copyScheduleDay,
  defaultCopyTargets,
  setDaySlots,
  completeWeek,
  removeScheduleSlot,
  setDayActive,
  setScheduleDuration,
  setSlotEnabled,
  setWeekendMode,
} from './schedule-edits';

const slot = (from: string, to: string, enabled = true) => ({ from, to, enabled });

describe('editing a doctor schedule', () => {
  it('fills a week the server left short with inactive empty days, in order', () => {
    const days = completeWeek([
      { day: 3, isActive: true, slots: [slot('09:00:00', '10:00:00')] },
      { day: 1, isActive: true, slots: [] },
    ]);
    expect(days.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[2]?.isActive).toBe(true);
    expect(days[1]).toEqual({ day: 2, isActive: false, slots: [] });
  });

  it('toggles a day, leaving the shown schedule as it was', () => {
    const shown = emptyDoctorSchedule();
    const saved = setDayActive(shown, 2, true);
    expect(saved.doctor_schedule[1]?.isActive).toBe(true);
    expect(shown.doctor_schedule[1]?.isActive).toBe(false);
    expect(saved.doctor_schedule.filter((entry) => entry.isActive)).toHaveLength(1);
  });

  it('adds slots in time order, toggles and removes them', () => {
    let schedule: DoctorSchedule = emptyDoctorSchedule();
    schedule = addScheduleSlot(schedule, 2, slot('13:00:00', '15:00:00'));
    schedule = addScheduleSlot(schedule, 2, slot('09:00:00', '12:00:00'));
    schedule = addScheduleSlot(schedule, 2, slot('16:00:00', '17:00:00'));
    schedule = addScheduleSlot(schedule, 2, slot('16:00:00', '16:30:00'));
    expect(schedule.doctor_schedule[1]?.slots.map((entry) => entry.from)).toEqual([
      '09:00:00',
      '13:00:00',
      '16:00:00',
      '16:00:00',
    ]);
    schedule = removeScheduleSlot(schedule, 2, 3);
    schedule = setSlotEnabled(schedule, 2, 0, false);
    schedule = setSlotEnabled(schedule, 2, 9, false);
    expect(schedule.doctor_schedule[1]?.slots).toEqual([
      slot('09:00:00', '12:00:00', false),
      slot('13:00:00', '15:00:00'),
      slot('16:00:00', '17:00:00'),
    ]);
    expect(doctorScheduleSchema.safeParse(schedule).success).toBe(true);
  });

  it('changes the duration and weekend mode', () => {
    const schedule = setWeekendMode(setScheduleDuration(emptyDoctorSchedule(), 60), true);
    expect(schedule.duration_visit).toBe(60);
    expect(schedule.weekend_mode).toBe(true);
  });
});

describe('copying a day to other days (decision 0052)', () => {
  const monday = [
    { from: '08:00:00', to: '12:00:00', enabled: true },
    { from: '13:00:00', to: '17:00:00', enabled: false },
  ];
  const week = setDaySlots(setDaySlots(emptyDoctorSchedule(), 2, monday), 7, [
    { from: '09:00:00', to: '11:00:00', enabled: true },
  ]);

  it('gives each chosen day the source’s hours, replacing theirs, and leaves the rest', () => {
    const copied = copyScheduleDay(week, 2, [3, 4, 7]);
    for (const day of [3, 4, 7]) {
      expect(copied.doctor_schedule[day - 1]).toEqual({ day, isActive: true, slots: monday });
    }
    expect(copied.doctor_schedule[1]).toEqual(week.doctor_schedule[1]);
    expect(copied.doctor_schedule[4]).toEqual({ day: 5, isActive: false, slots: [] });
    expect(doctorScheduleSchema.safeParse(copied).success).toBe(true);
    // The copies are the days' own: changing one later leaves the source alone.
    expect(copied.doctor_schedule[2]!.slots[0]).not.toBe(copied.doctor_schedule[1]!.slots[0]);
  });

  it('copies a day off as a day off, and ignores the source among the targets', () => {
    const copied = copyScheduleDay(week, 1, [1, 2]);
    expect(copied.doctor_schedule[1]).toEqual({ day: 2, isActive: false, slots: [] });
    expect(copied.doctor_schedule[0]).toEqual(week.doctor_schedule[0]);
  });

  it('offers the other working days, Monday to Friday, ticked', () => {
    expect(defaultCopyTargets(2)).toEqual([3, 4, 5, 6]);
    expect(defaultCopyTargets(1)).toEqual([2, 3, 4, 5, 6]);
  });
});
