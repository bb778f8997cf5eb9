import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import {
  doctorScheduleSchema,
  emptyDoctorSchedule,
  scheduleDaySchema,
  scheduleOfSaveRequest,
  scheduleSaveRequestSchema,
  scheduleSlotSchema,
  toScheduleSaveBody,
} from './doctor-schedule.schema';
import { WEEKDAYS } from './weekdays';

const week = (monday: { from: string; to: string; enabled?: boolean }[]) =>
  WEEKDAYS.map((day) => ({ day, isActive: day === 2, slots: day === 2 ? monday : [] }));

describe('doctor schedule', () => {
  it('a new schedule: 15 minutes, weekend mode off, seven inactive days', () => {
    const schedule = emptyDoctorSchedule();
    expect(doctorScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(schedule.duration_visit).toBe(15);
    expect(schedule.weekend_mode).toBe(false);
    expect(schedule.doctor_schedule.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('duration 15 by default, 30 or 60; times carried as HH:mm:ss', () => {
    const parsed = doctorScheduleSchema.parse({
      doctor_schedule: week([{ from: '09:00', to: '12:00' }]),
    });
    expect(parsed.duration_visit).toBe(15);
    expect(parsed.doctor_schedule[1]?.slots).toEqual([
      { from: '09:00:00', to: '12:00:00', enabled: true },
    ]);
    expect(
      messagesOf(
        doctorScheduleSchema.safeParse({ duration_visit: 45, doctor_schedule: week([]) }),
        'id',
      ),
    ).toEqual({ duration_visit: 'Harap masukkan Durasi kunjungan yang valid' });
  });

  it('a slot runs from before to', () => {
    expect(messagesOf(scheduleSlotSchema.safeParse({ from: '10:00', to: '09:00' }), 'id')).toEqual({
      to: 'Jam selesai harus setelah jam mulai',
    });
    expect(messagesOf(scheduleSlotSchema.safeParse({ from: '10:00', to: '10:00' }))).toEqual({
      to: 'The end time must be after the start time',
    });
    expect(scheduleSlotSchema.safeParse({ from: '22:00', to: '24:00' }).success).toBe(true);
  });

  it('times are on the 15-minute grid', () => {
    expect(messagesOf(scheduleSlotSchema.safeParse({ from: '09:10', to: '10:00' }), 'id')).toEqual({
      from: 'Jam mulai harus kelipatan 15 menit',
    });
    expect(messagesOf(scheduleSlotSchema.safeParse({ from: '09:00', to: '10:05' }))).toEqual({
      to: 'End time must be on a 15-minute step',
    });
  });

  it('times must be given and be times', () => {
    expect(messagesOf(scheduleSlotSchema.safeParse({ from: '', to: '25:00' }), 'id')).toEqual({
      from: 'Harap masukkan Jam mulai',
      to: 'Harap masukkan Jam selesai yang valid',
    });
    expect(messagesOf(scheduleSlotSchema.safeParse({ to: '10:00' }))).toEqual({
      from: 'Please enter Start time',
    });
  });

  it('the slots of a day do not overlap (touching is fine)', () => {
    expect(
      scheduleDaySchema.safeParse({
        day: 2,
        isActive: true,
        slots: [
          { from: '13:00', to: '15:00' },
          { from: '09:00', to: '13:00' },
        ],
      }).success,
    ).toBe(true);
    const overlapping = scheduleDaySchema.safeParse({
      day: 2,
      isActive: true,
      slots: [
        { from: '13:00', to: '15:00' },
        { from: '09:00', to: '13:30' },
      ],
    });
    expect(messagesOf(overlapping, 'id')).toEqual({
      'slots.0.from': 'Slot jadwal tidak boleh bertumpang tindih',
    });
    expect(messagesOf(overlapping, 'en')).toEqual({
      'slots.0.from': 'Schedule slots must not overlap',
    });
  });

  it('the later-starting slot of an overlap is the one marked', () => {
    const result = scheduleDaySchema.safeParse({
      day: 3,
      slots: [
        { from: '08:00', to: '12:00' },
        { from: '09:00', to: '10:00' },
        { from: '11:00', to: '13:00' },
        { from: '13:00', to: '14:00' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'slots.1.from',
      'slots.2.from',
    ]);
  });

  it('refuses shapes that are not schedules without throwing', () => {
    expect(scheduleDaySchema.safeParse({ day: 1, slots: 'x' }).success).toBe(false);
    expect(scheduleDaySchema.safeParse({ day: 1, slots: [null, { from: 1 }] }).success).toBe(false);
    expect(scheduleSlotSchema.safeParse(null).success).toBe(false);
    expect(
      scheduleDaySchema.safeParse({
        day: 1,
        slots: [
          { from: '', to: '10:00' },
          { from: '09:00', to: '9' },
        ],
      }).success,
    ).toBe(false);
    expect(doctorScheduleSchema.safeParse({ doctor_schedule: 'x' }).success).toBe(false);
    expect(doctorScheduleSchema.safeParse({ doctor_schedule: [null] }).success).toBe(false);
  });

  it('too many slots or days answer with the schedule messages', () => {
    const slots = Array.from({ length: 97 }, () => ({ from: '09:00', to: '09:15' }));
    expect(messagesOf(scheduleDaySchema.safeParse({ day: 1, slots }), 'id')).toMatchObject({
      slots: 'Slot jadwal tidak boleh bertumpang tindih',
    });
    const eight = [...week([]), { day: 1, isActive: false, slots: [] }];
    expect(messagesOf(doctorScheduleSchema.safeParse({ doctor_schedule: eight }), 'id')).toEqual({
      doctor_schedule: 'Jadwal harus memuat ketujuh hari, masing-masing sekali',
    });
  });

  it('weekdays are 1 to 7, and the schedule holds each once', () => {
    expect(messagesOf(scheduleDaySchema.safeParse({ day: 8 }), 'id')).toEqual({
      day: 'Harap masukkan Hari yang valid',
    });
    expect(messagesOf(scheduleDaySchema.safeParse({ day: '1' }))).toEqual({
      day: 'Please enter Valid Day',
    });
    const sixDays = week([]).slice(1);
    expect(messagesOf(doctorScheduleSchema.safeParse({ doctor_schedule: sixDays }), 'id')).toEqual({
      doctor_schedule: 'Jadwal harus memuat ketujuh hari, masing-masing sekali',
    });
    const twice = [...sixDays, { day: 2, isActive: false, slots: [] }];
    expect(messagesOf(doctorScheduleSchema.safeParse({ doctor_schedule: twice }))).toEqual({
      doctor_schedule: 'The schedule must hold all seven days, each once',
    });
  });

  it('saves the whole schedule at once, days in order', () => {
    const schedule = doctorScheduleSchema.parse({
      duration_visit: 30,
      weekend_mode: true,
      doctor_schedule: [...week([{ from: '09:00', to: '12:00', enabled: false }])].reverse(),
    });
    const body = toScheduleSaveBody(schedule, { doctorId: 'd1', businessId: 'b1' });
    expect(body.duration_visit).toBe(30);
    expect(body.weekend_mode).toBe(true);
    expect(body.doctor_id).toBe('d1');
    expect(body.busines_id).toBe('b1');
    expect(body.availabilities.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.availabilities[1]).toEqual({
      day: 2,
      active_in_day: true,
      slots: [{ from: '09:00:00', to: '12:00:00', enabled: false }],
    });
  });
});

describe('the schedule save request', () => {
  const availabilities = (monday: { from: string; to: string; enabled?: boolean }[]) =>
    WEEKDAYS.map((day) => ({ day, active_in_day: day === 2, slots: day === 2 ? monday : [] }));

  it("reads back as the schedule the page sent (toScheduleSaveBody's output parses)", () => {
    const schedule = doctorScheduleSchema.parse({
      duration_visit: 30,
      weekend_mode: true,
      doctor_schedule: week([{ from: '09:00', to: '12:00', enabled: false }]),
    });
    const request = scheduleSaveRequestSchema.parse(
      toScheduleSaveBody(schedule, { doctorId: 'd1', businessId: 'b1' }),
    );
    expect(request.doctor_id).toBe('d1');
    expect(scheduleOfSaveRequest(request)).toEqual(schedule);
  });

  it('puts the days in order and carries times as HH:mm:ss', () => {
    const request = scheduleSaveRequestSchema.parse({
      doctor_id: 'd1',
      availabilities: [...availabilities([{ from: '13:00', to: '15:30' }])].reverse(),
    });
    const schedule = scheduleOfSaveRequest(request);
    expect(schedule.duration_visit).toBe(15);
    expect(schedule.weekend_mode).toBe(false);
    expect(schedule.doctor_schedule.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(schedule.doctor_schedule[1]).toEqual({
      day: 2,
      isActive: true,
      slots: [{ from: '13:00:00', to: '15:30:00', enabled: true }],
    });
  });

  it("names the request's own fields: overlap, inverted slot, duration, weekday, days, doctor", () => {
    const overlapping = availabilities([
      { from: '09:00', to: '12:00' },
      { from: '11:00', to: '13:00' },
    ]);
    expect(
      messagesOf(
        scheduleSaveRequestSchema.safeParse({ doctor_id: 'd1', availabilities: overlapping }),
        'id',
      ),
    ).toEqual({ 'availabilities.1.slots.1.from': 'Slot jadwal tidak boleh bertumpang tindih' });
    expect(
      messagesOf(
        scheduleSaveRequestSchema.safeParse({
          doctor_id: 'd1',
          availabilities: availabilities([{ from: '12:00', to: '09:00' }]),
        }),
      ),
    ).toEqual({ 'availabilities.1.slots.0.to': 'The end time must be after the start time' });
    expect(
      messagesOf(
        scheduleSaveRequestSchema.safeParse({
          doctor_id: 'd1',
          duration_visit: 45,
          availabilities: availabilities([]),
        }),
      ),
    ).toEqual({ duration_visit: 'Please enter Valid Visit duration' });
    const eighthDay = availabilities([]).map((entry) =>
      entry.day === 7 ? { ...entry, day: 8 } : entry,
    );
    expect(
      messagesOf(
        scheduleSaveRequestSchema.safeParse({ doctor_id: 'd1', availabilities: eighthDay }),
      ),
    ).toEqual({ 'availabilities.6.day': 'Please enter Valid Day' });
    expect(
      messagesOf(
        scheduleSaveRequestSchema.safeParse({
          doctor_id: 'd1',
          availabilities: availabilities([]).slice(1),
        }),
      ),
    ).toEqual({ availabilities: 'The schedule must hold all seven days, each once' });
    expect(
      messagesOf(scheduleSaveRequestSchema.safeParse({ availabilities: availabilities([]) }), 'id'),
    ).toEqual({ doctor_id: 'Harap masukkan Dokter' });
  });
});
