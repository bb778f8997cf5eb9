import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index';
import {
  createPractitionerClinics,
  deskBookingBody,
  MONDAY_0840_AT_PLUS_7,
  MORNING_AND_AFTERNOON,
  saveSchedule,
  scheduleBody,
  testClock,
  type ClinicMember,
} from '../../test/booking-clinic';
import { calendarEventOf } from '../../test/calendar-mail';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { openEventStream, type EventStreamClient } from '../../test/event-stream-client';
import { call, clinicChoiceIds, problemOf, type TestClinic } from '../../test/fixtures';
import type { ReservationDetailView, TimetableRowView } from './reservation-view.schema';

/**
 * Rescheduling (docs/decisions/0050-rescheduling.md). The app's clock: real time while the
 * callers sign in, then Monday 23 November 2026, 08:40 in the clinic (+7).
 */
const clock = testClock();
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

let ctx: TestApp;
let baseUrl: string;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: ClinicMember;
let otherDoctor: ClinicMember;
let beautician: ClinicMember;
let staff: ClinicMember;
let serviceId: string;
const streams: EventStreamClient[] = [];

/** Books `times` on `date` (Tuesday) with the doctor for a new patient with an e-mail. */
async function book(
  times: string[],
  options: { date?: string; doctorId?: string; intent?: 'SAVE' | 'SAVE_AND_START' } = {},
) {
  const email = `pasien-${randomUUID().slice(0, 8)}@example.test`;
  const response = await call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
    token: clinic.owner.idToken,
    body: deskBookingBody({
      doctorId: options.doctorId ?? doctor.id,
      date: options.date ?? TUESDAY,
      times,
      serviceId,
      email,
      ...(options.intent ? { intent: options.intent } : {}),
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { reservation: dataOf(response), email };
}

const reschedule = (token: string, body: Record<string, unknown>, language?: 'id' | 'en') =>
  call(ctx, 'POST', '/api2/reservation/v1/reschedule-reservation', {
    token,
    body,
    ...(language ? { language } : {}),
  });

const moveBody = (
  reservation: ReservationDetailView,
  to: { date?: string; times: string[]; doctorId?: string },
) => ({
  booking_id: reservation.id,
  doctorId: to.doctorId ?? reservation.doctor_id,
  dateVisit: to.date ?? reservation.reservation_date,
  timeVisit: to.times,
});

const dataOf = (response: { json<T>(): T }) =>
  response.json<{ data: ReservationDetailView }>().data;

async function timetableCards(date: string) {
  const response = await call(
    ctx,
    'GET',
    `/api2/reservation/v1/get-reservation-data?reservation_date=${date}`,
    { token: staff.idToken },
  );
  expect(response.statusCode).toBe(200);
  return response
    .json<{ data: TimetableRowView[] }>()
    .data.flatMap((row) => row.reservations.map((card) => ({ doctorId: row.doctorId, ...card })));
}

async function storedRow(id: string) {
  const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ({ clinic, otherClinic, doctor, otherDoctor, beautician, staff } =
    await createPractitionerClinics(ctx, ['Klinik Cempaka', 'Klinik Dahlia']));
  for (const practitioner of [doctor, otherDoctor, beautician]) {
    await saveSchedule(
      ctx,
      clinic.owner.idToken,
      scheduleBody(practitioner.id, MORNING_AND_AFTERNOON),
    );
  }
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx?.close();
});

describe('POST /api2/reservation/v1/reschedule-reservation', () => {
  it('moves a booked reservation to another day and time: both days’ timetables and open streams hear it, the patient gets the new time with the same calendar event at SEQUENCE 1', async () => {
    const { reservation, email } = await book(['09:00:00']);
    expect(ctx.smtp.mailsTo(email)).toEqual([]);
    // The reminder of Tuesday already went out: Wednesday's is owed anew.
    await ctx.database.db
      .update(reservations)
      .set({ reminderSentAt: new Date() })
      .where(eq(reservations.id, reservation.id));
    const doctorsScreen = await openEventStream(
      `${baseUrl}/api2/reservation/v1/events`,
      doctor.idToken,
    );
    streams.push(doctorsScreen);
    expect(doctorsScreen.status).toBe(200);
    expect((await timetableCards(TUESDAY)).map((card) => card.id)).toContain(reservation.id);

    const response = await reschedule(
      staff.idToken,
      moveBody(reservation, { date: WEDNESDAY, times: ['10:00:00', '10:15:00'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const moved = dataOf(response);
    expect(moved).toMatchObject({
      id: reservation.id,
      patient_id: reservation.patient_id,
      reservation_date: WEDNESDAY,
      duration_visit: 30,
      time_slots: { availability_start: '10:00:00', availability_end: '10:30:00' },
      doctor_id: doctor.id,
      status: 'BOOKED',
    });
    // Wednesday's queue, not Tuesday's number.
    expect(moved.no_sequence).toBeGreaterThan(0);

    expect((await timetableCards(TUESDAY)).map((card) => card.id)).not.toContain(reservation.id);
    expect(await timetableCards(WEDNESDAY)).toContainEqual(
      expect.objectContaining({
        id: reservation.id,
        doctorId: doctor.id,
        availability_start: '10:00:00',
        availability_end: '10:30:00',
      }),
    );
    // Another screen hears the day it left and the day it landed on.
    for (const date of [TUESDAY, WEDNESDAY]) {
      await doctorsScreen.waitFor(
        (event) => event.data.includes(reservation.id) && event.data.includes(date),
        2_000,
      );
    }

    const row = await storedRow(reservation.id);
    expect(row.calendarSequence).toBe(1);
    expect(row.reminderSentAt).toBeNull();
    expect(row.updatedBy).toBe(staff.id);
    expect(row.startsAt.toISOString()).toBe('2026-11-25T03:00:00.000Z');

    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.subject).toBe(
      'Jadwal reservasi Anda di Klinik Cempaka diubah: 25 Nov 2026 pukul 10:00',
    );
    expect(mail.text).toContain('Jam: 10:00 sampai 10:30 WIB');
    expect(mail.text).toContain(
      'Jadwal sebelumnya: Selasa, 24 November 2026, 09:00 sampai 09:15 WIB',
    );
    expect(calendarEventOf(mail)).toEqual({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: reservation.id,
      sequence: 1,
      start: '2026-11-25T03:00:00.000Z',
      end: '2026-11-25T03:30:00.000Z',
    });
  });

  it('writes to the patient in their language, and each move raises the SEQUENCE again', async () => {
    const { reservation, email } = await book(['13:00:00']);
    await ctx.database.db
      .update(reservations)
      .set({ locale: 'en' })
      .where(eq(reservations.id, reservation.id));
    const first = await reschedule(staff.idToken, moveBody(reservation, { times: ['14:00:00'] }));
    expect(first.statusCode, first.body).toBe(200);
    const firstMail = await ctx.smtp.waitForMail(email);
    expect(firstMail.subject).toBe(
      'Your booking at Klinik Cempaka has a new time: 24 Nov 2026 at 14:00',
    );
    expect(firstMail.text).toContain(
      'Previously: Tuesday, 24 November 2026, 13:00 to 13:15 WIB (UTC+7)',
    );
    expect(calendarEventOf(firstMail).sequence).toBe(1);

    const second = await reschedule(
      clinic.owner.idToken,
      moveBody(reservation, { times: ['14:30:00'] }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondMail = await ctx.smtp.waitForMail(email, (mail) => mail !== firstMail);
    expect(calendarEventOf(secondMail)).toMatchObject({
      uid: reservation.id,
      sequence: 2,
      start: '2026-11-24T07:30:00.000Z',
    });
  });

  it('a move to the time it already has changes nothing and mails nothing', async () => {
    const { reservation, email } = await book(['15:00:00']);
    const response = await reschedule(
      staff.idToken,
      moveBody(reservation, { times: ['15:00:00'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toEqual(reservation);
    expect((await storedRow(reservation.id)).calendarSequence).toBe(0);
    expect(ctx.smtp.mailsTo(email)).toEqual([]);
  });

  it('gives up its own time as it moves: a shift by a quarter hour that overlaps itself is allowed', async () => {
    const { reservation } = await book(['08:00:00', '08:15:00']);
    const response = await reschedule(
      staff.idToken,
      moveBody(reservation, { times: ['08:15:00', '08:30:00'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response).time_slots).toEqual({
      availability_start: '08:15:00',
      availability_end: '08:45:00',
    });
  });

  it('a taken slot is 409 with the reason in the caller’s language, and the reservation stays', async () => {
    const { reservation: holder } = await book(['11:00:00']);
    const { reservation: mover, email } = await book(['11:30:00']);
    const taken = await reschedule(
      staff.idToken,
      moveBody(mover, { times: ['10:45:00', '11:00:00'] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).detail).toBe('Waktu ini baru saja dipesan. Pilih waktu lain.');
    const inEnglish = await reschedule(
      staff.idToken,
      moveBody(mover, { times: ['11:00:00'] }),
      'en',
    );
    expect(inEnglish.statusCode).toBe(409);
    expect(problemOf(inEnglish).detail).toBe(
      'This time was just booked. Please choose another time.',
    );
    const row = await storedRow(mover.id);
    expect([row.startTime, row.calendarSequence]).toEqual(['11:30:00', 0]);
    expect(ctx.smtp.mailsTo(email)).toEqual([]);
    expect((await storedRow(holder.id)).startTime).toBe('11:00:00');
  });

  it('two moves into one free slot at the same moment: one lands, the other is 409', async () => {
    const [{ reservation: first }, { reservation: second }] = await Promise.all([
      book(['09:00:00'], { date: WEDNESDAY, doctorId: otherDoctor.id }),
      book(['09:15:00'], { date: WEDNESDAY, doctorId: otherDoctor.id }),
    ]);
    const answers = await Promise.all(
      [first, second].map((reservation) =>
        reschedule(
          staff.idToken,
          moveBody(reservation, { date: WEDNESDAY, times: ['11:00:00', '11:15:00'] }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const landed = (await timetableCards(WEDNESDAY)).filter(
      (card) => card.doctorId === otherDoctor.id && card.availability_start === '11:00:00',
    );
    expect(landed).toHaveLength(1);
  });

  it('a move and a new booking into one slot at the same moment: one holds it, the other is 409', async () => {
    const { reservation } = await book(['13:00:00'], { date: WEDNESDAY, doctorId: otherDoctor.id });
    const [moved, booked] = await Promise.all([
      reschedule(staff.idToken, moveBody(reservation, { date: WEDNESDAY, times: ['14:00:00'] })),
      call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
        token: clinic.owner.idToken,
        body: {
          patientTab: 'EXISTING',
          patientId: reservation.patient_id,
          identificationType: 'KTP',
          identificationNumber: '3273015705900002',
          doctorId: otherDoctor.id,
          dateVisit: WEDNESDAY,
          timeVisit: ['14:00:00'],
          serviceId,
        },
      }),
    ]);
    expect([moved.statusCode, booked.statusCode].sort()).toEqual(
      moved.statusCode === 200 ? [200, 409] : [201, 409],
    );
    const holders = (await timetableCards(WEDNESDAY)).filter(
      (card) => card.doctorId === otherDoctor.id && card.availability_start === '14:00:00',
    );
    expect(holders).toHaveLength(1);
  });

  it('the new time follows a new booking’s rules: within the schedule, not past', async () => {
    const { reservation } = await book(['09:30:00']);
    const lunch = await reschedule(staff.idToken, moveBody(reservation, { times: ['12:00:00'] }));
    expect(lunch.statusCode).toBe(409);
    expect(problemOf(lunch).detail).toMatch(/tidak tersedia/);
    const past = await reschedule(
      staff.idToken,
      moveBody(reservation, { date: MONDAY, times: ['08:00:00'] }),
    );
    expect(past.statusCode).toBe(409);
    const bad = await reschedule(
      staff.idToken,
      { booking_id: reservation.id, doctorId: doctor.id, dateVisit: '2026-02-30', timeVisit: [] },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    const refused = problemOf(bad).fieldErrors ?? [];
    expect(refused.map((error) => error.field).sort()).toEqual(['dateVisit', 'timeVisit']);
    expect(problemOf(bad).detail).toBe(refused[0]?.message);
    expect(refused.find((error) => error.field === 'timeVisit')?.message).toBe(
      'Please select a time',
    );
  });

  it('moves to another practitioner of the clinic who works then', async () => {
    const { reservation } = await book(['10:00:00']);
    const response = await reschedule(
      staff.idToken,
      moveBody(reservation, { doctorId: otherDoctor.id, times: ['10:00:00'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({
      doctor_id: otherDoctor.id,
      doctor_name: otherDoctor.firstName,
    });
  });

  it('practitioners move their own bookings only and onto their own row; another clinic’s is 404', async () => {
    const { reservation } = await book(['10:30:00']);
    const own = await reschedule(doctor.idToken, moveBody(reservation, { times: ['10:45:00'] }));
    expect(own.statusCode, own.body).toBe(200);
    const moved = dataOf(own);
    const ontoAnother = await reschedule(
      doctor.idToken,
      moveBody(moved, { doctorId: otherDoctor.id, times: ['10:45:00'] }),
    );
    expect(ontoAnother.statusCode).toBe(403);
    const notTheirs = await reschedule(
      beautician.idToken,
      moveBody(moved, { doctorId: beautician.id, times: ['10:45:00'] }),
    );
    expect(notTheirs.statusCode).toBe(404);
    const foreign = await reschedule(
      otherClinic.owner.idToken,
      moveBody(moved, { times: ['11:45:00'] }),
    );
    expect(foreign.statusCode).toBe(404);
    expect((await storedRow(moved.id)).startTime).toBe('10:45:00');
  });

  it('only a BOOKED reservation moves: not a cancelled, started or no-show one (409)', async () => {
    const { reservation: cancelled } = await book(['13:30:00']);
    const cancel = await call(ctx, 'POST', '/api2/reservation/v1/update-reservation', {
      token: staff.idToken,
      body: { booking_id: cancelled.id, status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { reservation: started } = await book(['13:45:00'], { intent: 'SAVE_AND_START' });
    const { reservation: noShow } = await book(['14:15:00']);
    await ctx.database.db
      .update(reservations)
      .set({ noShowAt: new Date() })
      .where(eq(reservations.id, noShow.id));

    for (const reservation of [cancelled, started, noShow]) {
      const response = await reschedule(
        staff.idToken,
        moveBody(reservation, { date: WEDNESDAY, times: ['15:30:00'] }),
      );
      expect(response.statusCode, reservation.status).toBe(409);
      expect(problemOf(response).detail).toMatch(/^Hanya reservasi yang masih terjadwal/);
    }
  });
});
