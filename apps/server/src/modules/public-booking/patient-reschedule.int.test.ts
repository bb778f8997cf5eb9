import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index';
import {
  MONDAY_0840_AT_PLUS_7,
  MONDAY_TO_SATURDAY,
  MORNING_AND_AFTERNOON,
  onlineBookingBody,
  publishClinic,
  saveSchedule,
  scheduleBody,
  testClock,
} from '../../test/booking-clinic';
import { calendarEventOf } from '../../test/calendar-mail';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { openEventStream, type EventStreamClient } from '../../test/event-stream-client';
import {
  addClinicMember,
  call,
  clinicChoiceIds,
  createTestClinic,
  problemOf,
  randomTestAddress,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import type { TimetableRowView } from '../reservations/reservation-view.schema';
import type { PublicReservation } from './public-booking-view.schema';

/**
 * A patient moves their own online booking from the mail's link
 * (docs/decisions/0062-patient-reschedules-online.md). The app's clock: real time while the
 * clinic is set up, then Monday 23 November 2026, 08:40 in the clinic (+7).
 */
const clock = testClock();
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const PHONE = '0217654321';

let ctx: TestApp;
let baseUrl: string;
let clinic: TestClinic;
let doctor: TestUser & SignedIn;
let serviceId: string;
const streams: EventStreamClient[] = [];

async function saveRules(patientRescheduleCutoffHours: number | null) {
  const response = await call(ctx, 'PUT', '/api2/dashboard/business/online-booking', {
    token: clinic.owner.idToken,
    body: {
      maxUnconfirmedOnlinePerDay: 500,
      unconfirmedHoldMinutes: null,
      patientRescheduleCutoffHours,
    },
  });
  if (response.statusCode !== 200) throw new Error(`rules: ${response.body}`);
}

/** An online booking of the doctor (30 minutes unless told), as its answer shows it. */
async function bookOnline(
  date: string,
  times: string[],
): Promise<PublicReservation & { email: string }> {
  const email = uniqueEmail('pindah');
  const response = await call(
    ctx,
    'POST',
    `/api2/service-provider/provider/${clinic.businessId}/reservations`,
    {
      body: onlineBookingBody({ serviceId, doctorId: doctor.id, date, times, email }),
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<{ data: PublicReservation }>().data, email };
}

const move = (
  reservation: { id: string; token: string },
  to: { date: string; times: string[] },
  options: { language?: 'id' | 'en'; address?: string; token?: string } = {},
) =>
  call(ctx, 'POST', `/api2/public/reservation/${reservation.id}/reschedule`, {
    body: { token: options.token ?? reservation.token, dateVisit: to.date, timeVisit: to.times },
    remoteAddress: options.address ?? randomTestAddress(),
    ...(options.language ? { language: options.language } : {}),
  });

const dataOf = (response: { json<T>(): T }) => response.json<{ data: PublicReservation }>().data;

async function storedRow(id: string) {
  const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

async function timetableIds(date: string): Promise<string[]> {
  const response = await call(
    ctx,
    'GET',
    `/api2/reservation/v1/get-reservation-data?reservation_date=${date}`,
    { token: clinic.owner.idToken },
  );
  expect(response.statusCode).toBe(200);
  return response
    .json<{ data: TimetableRowView[] }>()
    .data.flatMap((row) => row.reservations.map((card) => card.id));
}

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  clinic = await createTestClinic(ctx, 'Klinik Melati Pindah');
  doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  await publishClinic(ctx, clinic, { serviceIds: [serviceId], phoneNumber: PHONE });
  await saveSchedule(
    ctx,
    clinic.owner.idToken,
    scheduleBody(doctor.id, MORNING_AND_AFTERNOON, { days: MONDAY_TO_SATURDAY, durationVisit: 30 }),
  );
  await saveRules(24);
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx?.close();
});

describe('POST /api2/public/reservation/{id}/reschedule', () => {
  it('moves the booking to another day: the new time on the answer, the timetables and open screens, a new queue number, the reminder owed again, and a mail with the calendar entry at SEQUENCE 1', async () => {
    const booking = await bookOnline(WEDNESDAY, ['09:00:00', '09:15:00']);
    const confirmation = await ctx.smtp.waitForMail(booking.email);
    expect(booking.patient_reschedule).toEqual({ allowed: true, cutoff_hours: 24 });
    // The confirmation links to the same page, opened at its change of time.
    expect(confirmation.text).toContain(`Ubah jadwal: ${booking.cancelUrl}&ubah=1`);
    const before = await storedRow(booking.id);
    await ctx.database.db
      .update(reservations)
      .set({ reminderSentAt: new Date() })
      .where(eq(reservations.id, booking.id));
    const screen = await openEventStream(
      `${baseUrl}/api2/reservation/v1/events`,
      clinic.owner.idToken,
    );
    streams.push(screen);

    const response = await move(booking, { date: THURSDAY, times: ['10:00:00', '10:15:00'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({
      id: booking.id,
      status: 'BOOKED',
      reservation_date: THURSDAY,
      time_slots: { availability_start: '10:00:00', availability_end: '10:30:00' },
      duration_visit: 30,
      token: booking.token,
    });

    const row = await storedRow(booking.id);
    expect(row).toMatchObject({
      practitionerId: doctor.id,
      calendarSequence: 1,
      reminderSentAt: null,
      updatedBy: null,
    });
    expect(row.startsAt.toISOString()).toBe('2026-11-26T03:00:00.000Z');
    // Thursday's queue, empty, gave it its first number: Wednesday's meant nothing there.
    expect(before.sequenceNumber).toBeGreaterThan(0);
    expect(row.sequenceNumber).toBe(1);
    expect(await timetableIds(WEDNESDAY)).not.toContain(booking.id);
    expect(await timetableIds(THURSDAY)).toContain(booking.id);
    for (const date of [WEDNESDAY, THURSDAY]) {
      await screen.waitFor(
        (event) => event.data.includes(booking.id) && event.data.includes(date),
        2_000,
      );
    }

    const mail = await ctx.smtp.waitForMail(booking.email, (m) => m.subject.includes('diubah'));
    expect(mail.text).toContain('Jam: 10:00 sampai 10:30 WIB');
    expect(mail.text).toContain(
      'Jadwal sebelumnya: Rabu, 25 November 2026, 09:00 sampai 09:30 WIB',
    );
    expect(calendarEventOf(mail)).toEqual({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: booking.id,
      sequence: 1,
      start: '2026-11-26T03:00:00.000Z',
      end: '2026-11-26T03:30:00.000Z',
    });

    // The first mail's link still opens it, at its new time.
    const read = await call(
      ctx,
      'GET',
      `/api2/public/reservation?id=${booking.id}&token=${booking.token}`,
    );
    expect(dataOf(read).reservation_date).toBe(THURSDAY);
  });

  it('a move to the time it has changes nothing and mails nothing', async () => {
    const booking = await bookOnline(WEDNESDAY, ['10:00:00', '10:15:00']);
    await ctx.smtp.waitForMail(booking.email);
    const response = await move(booking, { date: WEDNESDAY, times: ['10:00:00', '10:15:00'] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedRow(booking.id)).calendarSequence).toBe(0);
    expect(ctx.smtp.mailsTo(booking.email)).toHaveLength(1);
  });

  it('a wrong or another booking’s token is 404, and the booking stays', async () => {
    const [mine, other] = await Promise.all([
      bookOnline(WEDNESDAY, ['11:00:00', '11:15:00']),
      bookOnline(WEDNESDAY, ['11:30:00', '11:45:00']),
    ]);
    for (const token of ['x'.repeat(43), other.token]) {
      const response = await move(
        mine,
        { date: THURSDAY, times: ['08:00:00', '08:15:00'] },
        { token },
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await storedRow(mine.id)).reservationDate).toBe(WEDNESDAY);
  });

  it('keeps the visit’s length: a shorter or longer time is 400 on the time, naming the minutes', async () => {
    const booking = await bookOnline(WEDNESDAY, ['13:00:00', '13:15:00']);
    const response = await move(
      booking,
      { date: THURSDAY, times: ['13:00:00'] },
      { language: 'en' },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(problemOf(response).detail).toBe('Choose a time as long as your visit: 30 minutes.');
    expect(problemOf(response).fieldErrors).toEqual([
      { field: 'timeVisit', message: 'Choose a time as long as your visit: 30 minutes.' },
    ]);
  });

  it('the new time follows a new online booking’s rules: free, within the schedule, not past (409)', async () => {
    const booking = await bookOnline(WEDNESDAY, ['14:00:00', '14:15:00']);
    const taken = await bookOnline(THURSDAY, ['14:00:00', '14:15:00']);
    const cases: [{ date: string; times: string[] }, string][] = [
      [{ date: THURSDAY, times: ['14:00:00', '14:15:00'] }, 'This time was just booked.'],
      [{ date: THURSDAY, times: ['12:00:00', '12:15:00'] }, 'cannot be booked'],
      [{ date: '2026-11-29', times: ['09:00:00', '09:15:00'] }, 'cannot be booked'],
      [{ date: '2026-11-23', times: ['08:00:00', '08:15:00'] }, 'cannot be booked'],
    ];
    for (const [to, detail] of cases) {
      const response = await move(booking, to, { language: 'en' });
      expect(response.statusCode, `${to.date} ${to.times[0]}`).toBe(409);
      expect(problemOf(response).detail).toContain(detail);
    }
    expect((await storedRow(booking.id)).calendarSequence).toBe(0);
    expect((await storedRow(taken.id)).reservationDate).toBe(THURSDAY);
  });

  it('only a BOOKED booking moves: not a cancelled, started or no-show one (409, translated)', async () => {
    const cancelled = await bookOnline(THURSDAY, ['08:00:00', '08:15:00']);
    const cancel = await call(ctx, 'POST', '/api2/public/reservation/cancel', {
      body: { id: cancelled.id, token: cancelled.token },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const started = await bookOnline(THURSDAY, ['08:30:00', '08:45:00']);
    await ctx.database.db
      .update(reservations)
      .set({ status: 'ACTIVE' })
      .where(eq(reservations.id, started.id));
    const noShow = await bookOnline(THURSDAY, ['09:00:00', '09:15:00']);
    await ctx.database.db
      .update(reservations)
      .set({ noShowAt: new Date() })
      .where(eq(reservations.id, noShow.id));

    for (const booking of [cancelled, started, noShow]) {
      const response = await move(booking, { date: THURSDAY, times: ['15:00:00', '15:15:00'] });
      expect(response.statusCode, booking.id).toBe(409);
      expect(problemOf(response).detail).toMatch(/^Jadwal reservasi ini tidak dapat diubah lagi/);
    }
    const read = await call(
      ctx,
      'GET',
      `/api2/public/reservation?id=${cancelled.id}&token=${cancelled.token}`,
    );
    expect(dataOf(read).patient_reschedule.allowed).toBe(false);
  });

  it('stops at the clinic’s cutoff before the visit, and not at all when the clinic turned it off, saying to call its number', async () => {
    // Tuesday 08:30 is 23 h 50 min after Monday 08:40: inside the default day before it.
    const soon = await bookOnline(TUESDAY, ['08:30:00', '08:45:00']);
    expect(soon.patient_reschedule).toEqual({ allowed: false, cutoff_hours: 24 });
    expect((await ctx.smtp.waitForMail(soon.email)).text).not.toContain('&ubah=1');
    const late = await move(
      soon,
      { date: THURSDAY, times: ['15:30:00', '15:45:00'] },
      { language: 'en' },
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(problemOf(late).detail).toBe(
      `The time can be changed online until 24 hours before the visit. Call the clinic on ${PHONE} to change it.`,
    );

    try {
      await saveRules(null);
      const off = await move(soon, { date: THURSDAY, times: ['15:30:00', '15:45:00'] });
      expect(off.statusCode, off.body).toBe(403);
      expect(problemOf(off).detail).toBe(
        `Klinik ini tidak menerima perubahan jadwal online. Hubungi klinik di ${PHONE} untuk mengubah jadwal.`,
      );

      // Up to the visit itself: the same booking moves.
      await saveRules(0);
      const allowed = await move(soon, { date: THURSDAY, times: ['15:30:00', '15:45:00'] });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(dataOf(allowed).patient_reschedule).toEqual({ allowed: true, cutoff_hours: 0 });
    } finally {
      await saveRules(24);
    }
  });

  it('two moves into one free slot at the same moment: one lands, the other is 409 and stays', async () => {
    const [first, second] = await Promise.all([
      bookOnline(TUESDAY, ['13:00:00', '13:15:00']),
      bookOnline(TUESDAY, ['13:30:00', '13:45:00']),
    ]);
    const to = { date: THURSDAY, times: ['11:00:00', '11:15:00'] };
    const answers = await Promise.all([move(first, to), move(second, to)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers[0]!.statusCode === 409 ? first : second;
    expect((await storedRow(lost.id)).reservationDate).toBe(TUESDAY);
  });

  it('a move and a new booking into one slot at the same moment: one holds it, the other is 409', async () => {
    const booking = await bookOnline(TUESDAY, ['14:00:00', '14:15:00']);
    const to = { date: THURSDAY, times: ['11:30:00', '11:45:00'] };
    const [moved, newBooking] = await Promise.all([
      move(booking, to),
      call(ctx, 'POST', `/api2/service-provider/provider/${clinic.businessId}/reservations`, {
        body: {
          serviceId,
          doctorId: doctor.id,
          dateVisit: to.date,
          timeVisit: to.times,
          name: 'Rudi Hartono',
          email: uniqueEmail('balapan'),
          phoneNumber: '081234567892',
          dateOfBirth: '1985-01-20',
          gender: 'MALE',
        },
      }),
    ]);
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([moved.statusCode, newBooking.statusCode]);
  });

  it('answers one address 20 moves in 15 minutes, then 429', async () => {
    const address = randomTestAddress();
    const booking = { id: '00000000-0000-4000-8000-000000000000', token: 'x'.repeat(43) };
    const to = { date: THURSDAY, times: ['15:00:00', '15:15:00'] };
    for (let index = 0; index < 20; index++) {
      expect((await move(booking, to, { address })).statusCode).toBe(404);
    }
    expect((await move(booking, to, { address })).statusCode).toBe(429);
  });
});
