import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  createPractitionerClinics,
  MONDAY_0840_AT_PLUS_7,
  saveSchedule,
  scheduleBody,
  testClock,
  type ClinicMember,
} from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  clinicChoiceIds,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import type { ReservationWeekView } from './reservation-week-view.schema';

/**
 * The app's clock: Monday 23 November 2026, 08:40 in the clinic (+7) once the callers signed in.
 * Andi works Mondays and Wednesdays 09:00-12:00, Sari Mondays.
 */
const clock = testClock();
const WEEK = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const [MONDAY, , WEDNESDAY] = WEEK as [string, string, string];
const NEXT_WEDNESDAY = '2026-12-02';
const KTP = '3273015705900001';

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let andi: ClinicMember;
let sari: ClinicMember;
let beautician: ClinicMember;
let staff: ClinicMember;
let otherClinicDoctor: ClinicMember;
let serviceId: string;

/** `days` (the schedule's numbers, Sunday 1) worked 09:00-12:00, visits of 15 minutes. */
const saveWeek = (doctorId: string, days: readonly number[]) =>
  saveSchedule(
    ctx,
    clinic.owner.idToken,
    scheduleBody(doctorId, [{ from: '09:00', to: '12:00' }], { days }),
  );

/** Books a fresh patient of the clinic onto a practitioner's quarter hours; answers its id. */
async function book(doctorId: string, dateVisit: string, timeVisit: string[], name: string) {
  const patient = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({ name }),
  });
  if (patient.statusCode !== 201) throw new Error(`patient: ${patient.body}`);
  const saved = await call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
    token: staff.idToken,
    body: {
      patientTab: 'EXISTING',
      patientId: patient.json<{ data: { id: string } }>().data.id,
      name,
      identificationType: 'KTP',
      identificationNumber: KTP,
      serviceId,
      doctorId,
      dateVisit,
      timeVisit,
    },
  });
  if (saved.statusCode !== 201) throw new Error(`reservation: ${saved.body}`);
  return saved.json<{ data: { id: string } }>().data.id;
}

const week = (token: string | undefined, query: string, language?: 'id' | 'en') =>
  call(ctx, 'GET', `/api2/reservation/v1/week?${query}`, {
    ...(token ? { token } : {}),
    ...(language ? { language } : {}),
  });

async function weekOf(token: string, query: string): Promise<ReservationWeekView> {
  const response = await week(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ReservationWeekView }>().data;
}

const patientsByDay = (answer: ReservationWeekView) =>
  answer.days.map((day) => day.reservations.map((reservation) => reservation.name));

let cancelledId: string;
let laterId: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  ({
    clinic,
    otherClinic,
    doctor: andi,
    otherDoctor: sari,
    beautician,
    staff,
  } = await createPractitionerClinics(ctx, ['Klinik Cempaka', 'Klinik Teratai']));
  otherClinicDoctor = await addClinicMember(ctx, otherClinic, 'ROLE_DOCTOR');
  await ctx.database.db.update(users).set({ firstName: 'dr. Andi' }).where(eq(users.id, andi.id));
  await saveWeek(andi.id, [2, 4]);
  await saveWeek(sari.id, [2]);
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
  // Booked out of order: the week answers each day by time.
  laterId = await book(andi.id, MONDAY, ['10:00:00', '10:15:00'], 'Budi Santoso');
  await book(andi.id, MONDAY, ['09:00:00'], 'Siti Rahma');
  await book(andi.id, WEDNESDAY, ['11:00:00'], 'Citra Lestari');
  cancelledId = await book(andi.id, WEDNESDAY, ['09:00:00'], 'Dewi Batal');
  await book(andi.id, NEXT_WEDNESDAY, ['09:00:00'], 'Eko Minggu Depan');
  await book(sari.id, MONDAY, ['09:00:00'], 'Fajar Pasien Sari');
  const cancelled = await call(ctx, 'POST', '/api2/reservation/v1/update-reservation', {
    token: staff.idToken,
    body: { booking_id: cancelledId, status: 'CANCELLED' },
  });
  if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.body}`);
}, 120_000);
afterAll(async () => ctx?.close());

describe('GET /api2/reservation/v1/week', () => {
  it("answers one practitioner's week, Monday to Sunday, each day's reservations by time", async () => {
    const answer = await weekOf(staff.idToken, `doctor_id=${andi.id}&date=${WEDNESDAY}`);
    expect(answer).toMatchObject({
      doctorId: andi.id,
      doctorName: 'dr. Andi',
      role: 'ROLE_DOCTOR',
      weekStart: MONDAY,
      weekEnd: '2026-11-29',
    });
    expect(answer.days.map((day) => day.date)).toEqual(WEEK);
    // The cancelled booking, another week's and another practitioner's are not in it.
    expect(patientsByDay(answer)).toEqual([
      ['Siti Rahma', 'Budi Santoso'],
      [],
      ['Citra Lestari'],
      [],
      [],
      [],
      [],
    ]);
    // Each card is the timetable's; Budi, booked first, has queue number 1 and comes second.
    expect(answer.days[0]!.reservations[1]).toEqual({
      id: laterId,
      availability_start: '10:00:00',
      availability_end: '10:30:00',
      patientId: expect.any(String),
      name: 'Budi Santoso',
      noSequence: 1,
      status: 'BOOKED',
      noShow: false,
      source: 'CLINIC',
      unconfirmed: false,
      serviceId,
      transferredTo: null,
    });
  });

  it('says the hours worked each day: none on a day off', async () => {
    const answer = await weekOf(clinic.owner.idToken, `doctor_id=${andi.id}&date=${MONDAY}`);
    const worked = answer.days.map((day) =>
      day.availableSlot.map((span) => `${span.availability_start}-${span.availability_end}`),
    );
    expect(worked).toEqual([['09:00:00-12:00:00'], [], ['09:00:00-12:00:00'], [], [], [], []]);
  });

  it('any day of the week gives the same week; the next week holds its own bookings', async () => {
    const fromSunday = await weekOf(staff.idToken, `doctor_id=${andi.id}&date=2026-11-29`);
    expect(fromSunday.weekStart).toBe(MONDAY);
    const next = await weekOf(staff.idToken, `doctor_id=${andi.id}&date=${NEXT_WEDNESDAY}`);
    expect(next.weekStart).toBe('2026-11-30');
    expect(patientsByDay(next)).toEqual([[], [], ['Eko Minggu Depan'], [], [], [], []]);
  });

  it("answers the calendar's last whole week, and refuses a week past it (400, not 500)", async () => {
    const last = await weekOf(staff.idToken, `doctor_id=${andi.id}&date=9999-12-26`);
    expect(last.weekEnd).toBe('9999-12-26');
    for (const date of ['9999-12-31', '0100-01-01']) {
      const response = await week(staff.idToken, `doctor_id=${andi.id}&date=${date}`, 'en');
      expect(response.statusCode, date).toBe(400);
      expect(problemOf(response).fieldErrors).toContainEqual({
        field: 'date',
        message: 'Please enter Valid Visit date',
      });
    }
  });

  it("a doctor or beautician reads their own week only; another's is 403", async () => {
    const own = await weekOf(andi.idToken, `doctor_id=${andi.id}&date=${MONDAY}`);
    expect(patientsByDay(own)[0]).toEqual(['Siti Rahma', 'Budi Santoso']);
    const refused = await week(andi.idToken, `doctor_id=${sari.id}&date=${MONDAY}`, 'en');
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toBe('Doctors and beauticians can only see their own week');
    expect((await week(beautician.idToken, `doctor_id=${andi.id}&date=${MONDAY}`)).statusCode).toBe(
      403,
    );
  });

  it("stays in the caller's clinic: another clinic's practitioner is 404", async () => {
    const foreign = await week(
      clinic.owner.idToken,
      `doctor_id=${otherClinicDoctor.id}&date=${MONDAY}`,
      'en',
    );
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('No such doctor or beautician in this clinic');
    const fromOther = await week(otherClinic.owner.idToken, `doctor_id=${andi.id}&date=${MONDAY}`);
    expect(fromOther.statusCode).toBe(404);
  });

  it('a staff member, an unknown id or a deactivated practitioner is 404', async () => {
    for (const id of [staff.id, randomUUID(), 'not-an-id']) {
      const response = await week(clinic.owner.idToken, `doctor_id=${id}&date=${MONDAY}`);
      expect(response.statusCode, id).toBe(404);
    }
    const leaving = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const deactivated = await call(ctx, 'POST', `/api2/dashboard/staff/${leaving.id}/deactivate`, {
      token: clinic.owner.idToken,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await week(staff.idToken, `doctor_id=${leaving.id}&date=${MONDAY}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with a translated 400 naming the field; no token is 401', async () => {
    const cases: [string, string, string][] = [
      [`date=${MONDAY}`, 'doctor_id', 'Please enter Doctor'],
      [`doctor_id=${andi.id}`, 'date', 'Please enter Visit date'],
      [`doctor_id=${andi.id}&date=2026-02-30`, 'date', 'Please enter Valid Visit date'],
      [`doctor_id=${'x'.repeat(65)}&date=${MONDAY}`, 'doctor_id', 'Please enter Valid Doctor'],
    ];
    for (const [query, field, message] of cases) {
      const response = await week(staff.idToken, query, 'en');
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).fieldErrors).toContainEqual({ field, message });
    }
    expect((await week(undefined, `doctor_id=${andi.id}&date=${MONDAY}`)).statusCode).toBe(401);
  });
});
