import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@praktik/domain/slots/weekdays';
import {
  createPractitionerClinics,
  MONDAY_0840_AT_PLUS_7,
  testClock,
  type ClinicMember,
} from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addClinicMember, call, problemOf, type TestClinic } from '../../test/fixtures';
import type { AvailableSlotsView } from './schedule-view.schema';
import type { BookedRange } from './schedules.repository';
import { createScheduleService } from './schedules.service';

/**
 * The app's clock: real time while the callers sign in (their tokens must be fresh), then fixed
 * for the slot tests at Monday 23 November 2026, 08:40 in the clinic (+7).
 */
const clock = testClock();
const MONDAY = '2026-11-23';

type Member = ClinicMember;
let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: Member;
let otherDoctor: Member;
let beautician: Member;
let staff: Member;

interface DaySent {
  day: number;
  active_in_day: boolean;
  slots: { from: string; to: string; enabled?: boolean }[];
}

/** Mornings and afternoons on weekdays (one disabled hour), Saturday morning, Sunday off. */
function weekBody(doctorId: string, overrides: Record<string, unknown> = {}) {
  const availabilities: DaySent[] = WEEKDAYS.map((day) => ({
    day,
    active_in_day: day !== 1,
    slots:
      day === 1
        ? []
        : day === 7
          ? [{ from: '09:00', to: '12:00' }]
          : [
              { from: '13:00', to: '15:00', enabled: true },
              { from: '08:00', to: '12:00', enabled: true },
              { from: '15:00', to: '16:00', enabled: false },
            ],
  }));
  return {
    duration_visit: 30,
    availabilities,
    weekend_mode: false,
    doctor_id: doctorId,
    ...overrides,
  };
}

async function save(token: string, body: unknown, language?: 'id' | 'en') {
  return call(ctx, 'POST', '/api2/schedule/save-schedule-doctor', {
    token,
    body,
    ...(language ? { language } : {}),
  });
}

async function slots(token: string, body: unknown) {
  return call(ctx, 'POST', '/api2/schedule/get-available-slots', { token, body });
}

const scheduleOf = (token: string, id: string, language?: 'id' | 'en') =>
  call(ctx, 'GET', `/api2/schedule/get-doctor-schedule/${id}`, {
    token,
    ...(language ? { language } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  ({ clinic, otherClinic, doctor, otherDoctor, beautician, staff } =
    await createPractitionerClinics(ctx, ['Klinik Cempaka', 'Klinik Dahlia']));
}, 60_000);
afterAll(async () => ctx?.close());

describe('GET /api2/schedule/get-doctor-schedule/{id}', () => {
  it('answers the empty week for a practitioner whose schedule was never saved', async () => {
    const response = await scheduleOf(clinic.owner.idToken, beautician.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        duration_visit: 15,
        weekend_mode: false,
        doctor_schedule: WEEKDAYS.map((day) => ({ day, isActive: false, slots: [] })),
      },
    });
  });

  it('the owner and staff open anyone’s; a doctor or beautician only their own (403 otherwise)', async () => {
    for (const token of [clinic.owner.idToken, staff.idToken, otherDoctor.idToken]) {
      expect((await scheduleOf(token, otherDoctor.id)).statusCode).toBe(200);
    }
    const refused = await scheduleOf(doctor.idToken, otherDoctor.id, 'en');
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toBe(
      'Doctors and beauticians can only open their own schedule',
    );
    const refusedId = await scheduleOf(beautician.idToken, doctor.id);
    expect(refusedId.statusCode).toBe(403);
    expect(problemOf(refusedId).detail).toBe(
      'Dokter dan beautician hanya dapat membuka jadwal mereka sendiri',
    );
  });

  it('answers 404 for another clinic, a non-practitioner and an unknown id; 401 without a token', async () => {
    expect((await scheduleOf(otherClinic.owner.idToken, doctor.id)).statusCode).toBe(404);
    const notPractitioner = await scheduleOf(clinic.owner.idToken, staff.id, 'en');
    expect(notPractitioner.statusCode).toBe(404);
    expect(problemOf(notPractitioner).detail).toBe('No such doctor or beautician in this clinic');
    expect((await scheduleOf(clinic.owner.idToken, randomUUID())).statusCode).toBe(404);
    expect((await scheduleOf(clinic.owner.idToken, 'not-an-id')).statusCode).toBe(404);
    const anonymous = await call(ctx, 'GET', `/api2/schedule/get-doctor-schedule/${doctor.id}`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a deactivated practitioner', () => {
  it('keeps a week the owner can still open (the start-visit list no longer offers them)', async () => {
    const leaver = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const saved = await call(ctx, 'POST', '/api2/schedule/save-schedule-doctor', {
      token: clinic.owner.idToken,
      body: weekBody(leaver.id),
    });
    expect(saved.statusCode).toBe(200);
    const deactivated = await call(ctx, 'POST', `/api2/dashboard/staff/${leaver.id}/deactivate`, {
      token: clinic.owner.idToken,
    });
    expect(deactivated.statusCode).toBe(200);

    const week = await scheduleOf(clinic.owner.idToken, leaver.id);
    expect(week.statusCode).toBe(200);
    expect(week.json().data.duration_visit).toBe(30);
    const doctors = await call(ctx, 'GET', '/api2/dashboard/doctors', {
      token: clinic.owner.idToken,
    });
    expect(doctors.json().data.map((row: { id: string }) => row.id)).not.toContain(leaver.id);
  });
});

describe('POST /api2/schedule/save-schedule-doctor', () => {
  it('the owner saves the whole week; everyone who may read it reads it back, days in order', async () => {
    const body = weekBody(doctor.id);
    body.availabilities.reverse();
    const saved = await save(clinic.owner.idToken, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const schedule = saved.json<{ data: { doctor_schedule: unknown[] } }>().data;
    expect(schedule).toMatchObject({ duration_visit: 30, weekend_mode: false });
    expect(schedule.doctor_schedule).toHaveLength(7);
    expect(schedule.doctor_schedule[0]).toEqual({ day: 1, isActive: false, slots: [] });
    expect(schedule.doctor_schedule[1]).toEqual({
      day: 2,
      isActive: true,
      slots: [
        { from: '13:00:00', to: '15:00:00', enabled: true },
        { from: '08:00:00', to: '12:00:00', enabled: true },
        { from: '15:00:00', to: '16:00:00', enabled: false },
      ],
    });
    for (const token of [clinic.owner.idToken, staff.idToken, doctor.idToken]) {
      const read = await scheduleOf(token, doctor.id);
      expect(read.json()).toEqual({ data: schedule });
    }
    // A second save replaces the first.
    const again = await save(clinic.owner.idToken, weekBody(doctor.id, { duration_visit: 60 }));
    expect(again.json<{ data: { duration_visit: number } }>().data.duration_visit).toBe(60);
    const read = await scheduleOf(doctor.idToken, doctor.id);
    expect(read.json<{ data: { duration_visit: number } }>().data.duration_visit).toBe(60);
  });

  it('a doctor or beautician saves their own; staff and a practitioner for another are refused', async () => {
    const own = await save(beautician.idToken, weekBody(beautician.id, { weekend_mode: true }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ data: { weekend_mode: boolean } }>().data.weekend_mode).toBe(true);

    const before = (await scheduleOf(clinic.owner.idToken, otherDoctor.id)).body;
    for (const [token, id] of [
      [staff.idToken, otherDoctor.id],
      [doctor.idToken, otherDoctor.id],
      [beautician.idToken, otherDoctor.id],
    ] as const) {
      const refused = await save(token, weekBody(id), 'en');
      expect(refused.statusCode).toBe(403);
      expect(problemOf(refused).detail).toBe(
        'Only the clinic owner or the doctor/beautician themselves can save this schedule',
      );
    }
    expect((await scheduleOf(clinic.owner.idToken, otherDoctor.id)).body).toBe(before);
  });

  it('another clinic’s practitioner, or someone who is not a practitioner, is 404; no token is 401', async () => {
    const before = (await scheduleOf(clinic.owner.idToken, otherDoctor.id)).body;
    // The clinic is the token's: a body naming the first clinic changes nothing there.
    const foreign = await save(
      otherClinic.owner.idToken,
      weekBody(otherDoctor.id, { busines_id: clinic.businessId }),
    );
    expect(foreign.statusCode).toBe(404);
    expect((await scheduleOf(clinic.owner.idToken, otherDoctor.id)).body).toBe(before);
    expect((await save(clinic.owner.idToken, weekBody(staff.id))).statusCode).toBe(404);
    expect((await save(clinic.owner.idToken, weekBody(clinic.owner.id))).statusCode).toBe(404);
    const anonymous = await call(ctx, 'POST', '/api2/schedule/save-schedule-doctor', {
      body: weekBody(doctor.id),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses overlapping or inverted slots, an unknown duration, a day outside 1..7 and a short week, naming the field', async () => {
    const overlapping = weekBody(doctor.id);
    overlapping.availabilities[2]!.slots = [
      { from: '08:00', to: '12:00' },
      { from: '11:30', to: '13:00' },
    ];
    const inverted = weekBody(doctor.id);
    inverted.availabilities[3]!.slots = [{ from: '12:00', to: '09:00' }];
    const eighthDay = weekBody(doctor.id);
    eighthDay.availabilities[6]!.day = 8;
    const sixDays = weekBody(doctor.id);
    sixDays.availabilities.pop();

    const cases: [unknown, 'id' | 'en', string, string][] = [
      [
        overlapping,
        'id',
        'availabilities.2.slots.1.from',
        'Slot jadwal tidak boleh bertumpang tindih',
      ],
      [overlapping, 'en', 'availabilities.2.slots.1.from', 'Schedule slots must not overlap'],
      [inverted, 'en', 'availabilities.3.slots.0.to', 'The end time must be after the start time'],
      [
        weekBody(doctor.id, { duration_visit: 45 }),
        'id',
        'duration_visit',
        'Harap masukkan Durasi kunjungan yang valid',
      ],
      [eighthDay, 'en', 'availabilities.6.day', 'Please enter Valid Day'],
      [sixDays, 'en', 'availabilities', 'The schedule must hold all seven days, each once'],
      [weekBody(''), 'id', 'doctor_id', 'Harap masukkan Dokter'],
    ];
    const before = (await scheduleOf(clinic.owner.idToken, doctor.id)).body;
    for (const [body, language, field, message] of cases) {
      const response = await save(clinic.owner.idToken, body, language);
      expect(response.statusCode, field).toBe(400);
      const problem = problemOf(response);
      expect(problem.detail).toBe(message);
      expect(problem.fieldErrors).toContainEqual({ field, message });
    }
    expect((await save(clinic.owner.idToken, undefined)).statusCode).toBe(400);
    expect((await scheduleOf(clinic.owner.idToken, doctor.id)).body).toBe(before);
  });
});

describe('POST /api2/schedule/get-available-slots', () => {
  beforeAll(async () => {
    const saved = await save(
      clinic.owner.idToken,
      weekBody(otherDoctor.id, { weekend_mode: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    clock.fixAt(MONDAY_0840_AT_PLUS_7);
  });
  afterAll(() => {
    clock.fixAt(null);
  });

  const startsOf = (view: AvailableSlotsView, index = 0) =>
    view.days[index]!.slots.map((slot) => slot.availability_start.slice(0, 5));

  it('lists the day’s slots of the schedule’s duration, the begun ones past', async () => {
    const response = await slots(staff.idToken, { doctor_id: otherDoctor.id, date: MONDAY });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<{ data: AvailableSlotsView }>().data;
    expect(view.duration).toBe(30);
    expect(view.days).toHaveLength(1);
    expect(view.days[0]!.date).toBe(MONDAY);
    expect(startsOf(view)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
    expect(view.days[0]!.slots.slice(0, 3)).toEqual([
      {
        availability_start: '08:00:00',
        availability_end: '08:30:00',
        available: false,
        reason: 'past',
      },
      {
        availability_start: '08:30:00',
        availability_end: '09:00:00',
        available: false,
        reason: 'past',
      },
      { availability_start: '09:00:00', availability_end: '09:30:00', available: true },
    ]);
  });

  it('takes another duration, several days, Mode Libur and the booking window', async () => {
    const response = await slots(doctor.idToken, {
      doctor_id: otherDoctor.id,
      date: MONDAY,
      days: 7,
      duration: 60,
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<{ data: AvailableSlotsView }>().data;
    expect(view.duration).toBe(60);
    expect(view.days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(startsOf(view, 1)).toEqual(['08:00', '09:00', '10:00', '11:00', '13:00', '14:00']);
    expect(view.days[1]!.slots.every((slot) => slot.available)).toBe(true);
    // Saturday has slots in the week, but Mode Libur closes the weekend; Sunday is a day off.
    expect(view.days[5]!.slots).toEqual([]);
    expect(view.days[6]!.slots).toEqual([]);

    const outside = await slots(beautician.idToken, {
      doctor_id: otherDoctor.id,
      date: '2027-02-24',
      days: 2,
    });
    const outsideView = outside.json<{ data: AvailableSlotsView }>().data;
    expect(outsideView.days.map((day) => day.slots.length)).toEqual([0, 0]);
    const lastDay = await slots(beautician.idToken, {
      doctor_id: otherDoctor.id,
      date: '2027-02-23',
    });
    expect(lastDay.json<{ data: AvailableSlotsView }>().data.days[0]!.slots).toHaveLength(12);
    const yesterday = await slots(clinic.owner.idToken, {
      doctor_id: otherDoctor.id,
      date: '2026-11-22',
    });
    expect(yesterday.json<{ data: AvailableSlotsView }>().data.days[0]!.slots).toEqual([]);
  });

  it('reads today and now in the clinic’s zone (current_utc)', async () => {
    // 01:40 UTC is still Sunday evening at UTC-5: Monday is wholly ahead.
    const west = await slots(staff.idToken, {
      doctor_id: otherDoctor.id,
      date: MONDAY,
      current_utc: -5,
    });
    const westView = west.json<{ data: AvailableSlotsView }>().data;
    expect(westView.days[0]!.slots.every((slot) => slot.available)).toBe(true);
    // ...and 10:40 at +9: the morning up to 10:30 has begun.
    const east = await slots(staff.idToken, {
      doctor_id: otherDoctor.id,
      date: MONDAY,
      current_utc: 9,
    });
    const eastView = east.json<{ data: AvailableSlotsView }>().data;
    expect(eastView.days[0]!.slots.filter((slot) => !slot.available)).toHaveLength(6);
  });

  it('answers each practitioner in their own duration; one without a schedule offers nothing', async () => {
    const response = await slots(staff.idToken, { doctor_id: doctor.id, date: MONDAY, days: 3 });
    const view = response.json<{ data: AvailableSlotsView }>().data;
    expect(view.duration).toBe(60);
    expect(view.days.map((day) => day.slots.length)).toEqual([6, 6, 6]);
    expect(view.days[0]!.slots.filter((slot) => slot.reason === 'past')).toHaveLength(1);

    const newcomer = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const empty = await slots(staff.idToken, { doctor_id: newcomer.id, date: MONDAY, days: 7 });
    const emptyView = empty.json<{ data: AvailableSlotsView }>().data;
    expect(emptyView.duration).toBe(15);
    expect(emptyView.days.flatMap((day) => day.slots)).toEqual([]);
  });

  it('subtracts the practitioner’s booked time, on its own date only; cancelled time is free', async () => {
    const reserve = async (
      date: string,
      start: string,
      end: string,
      status: BookedRange['status'],
    ) => {
      const inserted = await ctx.repositories.reservations.insertReservation(
        clinic.businessId,
        {
          practitionerId: otherDoctor.id,
          patientId: null,
          serviceId: null,
          locationId: null,
          status,
          reservationDate: date,
          startTime: start,
          endTime: end,
          startsAt: new Date(`${date}T${start}+07:00`),
          endsAt: new Date(`${date}T${end}+07:00`),
          durationVisit: 30,
          sequenceNumber: 1,
          source: 'CLINIC',
          userName: 'Uji',
        },
        null,
      );
      expect(inserted).not.toBe('slot-taken');
    };
    await reserve('2026-11-24', '09:15:00', '09:45:00', 'BOOKED');
    await reserve('2026-11-24', '13:00:00', '14:00:00', 'CANCELLED');
    // The day after the asked window: not the window's business.
    await reserve('2026-11-25', '08:00:00', '12:00:00', 'BOOKED');
    const service = createScheduleService(ctx.repositories, { now: clock.now });
    const view = await service.availableSlots(
      { userId: staff.id, businessId: clinic.businessId, role: 'ROLE_STAFF' },
      { doctor_id: otherDoctor.id, date: MONDAY, days: 2, duration: 60, current_utc: 7 },
    );
    expect(view.days.map((day) => day.date)).toEqual([MONDAY, '2026-11-24']);
    expect(view.days[0]!.slots.filter((slot) => slot.reason === 'booked')).toEqual([]);
    expect(view.days[1]!.slots.map((slot) => slot.reason ?? 'free')).toEqual([
      'free',
      'booked',
      'free',
      'free',
      'free',
      'free',
    ]);
  });

  it('refuses bad input with a translated 400 naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ doctor_id: otherDoctor.id, date: '23-11-2026' }, 'date', 'Please enter Valid Date'],
      [
        { doctor_id: otherDoctor.id, date: MONDAY, days: 8 },
        'days',
        'Please enter Valid Number of days',
      ],
      [
        { doctor_id: otherDoctor.id, date: MONDAY, duration: 45 },
        'duration',
        'Please enter Valid Visit duration',
      ],
      [
        { doctor_id: otherDoctor.id, date: MONDAY, current_utc: 20 },
        'current_utc',
        'Please enter Valid Time zone',
      ],
      [{ date: MONDAY }, 'doctor_id', 'Please enter Doctor'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(ctx, 'POST', '/api2/schedule/get-available-slots', {
        token: staff.idToken,
        body,
        language: 'en',
      });
      expect(response.statusCode, field).toBe(400);
      expect(problemOf(response).fieldErrors).toContainEqual({ field, message });
    }
  });

  it('another clinic or a non-practitioner is 404; no token is 401', async () => {
    const body = { doctor_id: otherDoctor.id, date: MONDAY };
    expect((await slots(otherClinic.owner.idToken, body)).statusCode).toBe(404);
    expect((await slots(clinic.owner.idToken, { ...body, doctor_id: staff.id })).statusCode).toBe(
      404,
    );
    const anonymous = await call(ctx, 'POST', '/api2/schedule/get-available-slots', { body });
    expect(anonymous.statusCode).toBe(401);
  });
});
