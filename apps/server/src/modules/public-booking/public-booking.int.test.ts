import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONDAY_0840_AT_PLUS_7,
  MONDAY_TO_SATURDAY,
  MORNING_AND_AFTERNOON,
  publishClinic,
  saveSchedule,
  scheduleBody,
  testClock,
} from '../../test/booking-clinic';
import { calendarEventIn, calendarEventOf } from '../../test/calendar-mail';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  randomTestAddress,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import { pino } from 'pino';
import { linkIn } from '../../test/smtp-test-server';
import { startHoldExpiryJob } from '../unconfirmed-holds/hold-expiry-job';
import { createUnconfirmedHoldRepository } from '../unconfirmed-holds/unconfirmed-holds.repository';
import type { AvailableSlotsView } from '../schedules/schedule-view.schema';
import type { ClinicCard, PublicClinic, PublicReservation } from './public-booking-view.schema';

/**
 * The app's clock: real time while the clinics are set up (their tokens must be fresh), then
 * fixed at Monday 23 November 2026, 08:40 in the clinic (+7), so Tuesday's slots lie ahead.
 */
const clock = testClock();
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

/** The published clinic's profile contact: its mails' Reply-To and the number they print. */
const CLINIC_CONTACT = { email: 'halo@klinik-publik.example', phoneNumber: '0217654321' };

type Member = TestUser & SignedIn;
let ctx: TestApp;
/** Published, with a doctor who works Monday to Saturday 08-12 and 13-16. */
let clinic: TestClinic;
/** Never published. */
let hiddenClinic: TestClinic;
let doctor: Member;
let hiddenDoctor: Member;
let serviceId: string;
let otherServiceId: string;

const publish = (target: TestClinic, serviceIds: string[], published: boolean) =>
  publishClinic(ctx, target, {
    serviceIds,
    published,
    successReservationUrl: 'https://klinik.example/terima-kasih',
    ...(published ? CLINIC_CONTACT : {}),
  });

/** Monday to Saturday 08-12 and 13-16, visits of 30 minutes. */
const saveWeek = (target: TestClinic, practitionerId: string) =>
  saveSchedule(
    ctx,
    target.owner.idToken,
    scheduleBody(practitionerId, MORNING_AND_AFTERNOON, {
      days: MONDAY_TO_SATURDAY,
      durationVisit: 30,
    }),
  );

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    serviceId,
    doctorId: doctor.id,
    dateVisit: TUESDAY,
    timeVisit: ['09:00:00', '09:15:00'],
    name: 'Budi Santoso',
    email: uniqueEmail('pasien'),
    phoneNumber: '081234567890',
    dateOfBirth: '1990-05-17',
    gender: 'MALE',
    ...overrides,
  };
}

const book = (
  body: Record<string, unknown>,
  options: { clinicId?: string; address?: string; language?: 'id' | 'en' } = {},
) =>
  call(
    ctx,
    'POST',
    `/api2/service-provider/provider/${options.clinicId ?? clinic.businessId}/reservations`,
    {
      body,
      remoteAddress: options.address ?? randomTestAddress(),
      ...(options.language ? { language: options.language } : {}),
    },
  );

async function booked(body: Record<string, unknown>): Promise<PublicReservation> {
  const response = await book(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PublicReservation }>().data;
}

/** The staff's view of the doctor's day (Tuesday unless told): which 15-minute slots are free. */
async function staffSlots(date = TUESDAY): Promise<Map<string, boolean>> {
  const response = await call(ctx, 'POST', '/api2/schedule/get-available-slots', {
    token: clinic.owner.idToken,
    body: { doctor_id: doctor.id, date, duration: 15 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { days } = response.json<{ data: AvailableSlotsView }>().data;
  return new Map(days[0]!.slots.map((slot) => [slot.availability_start, slot.available]));
}

async function saveHoldRules(rules: {
  maxUnconfirmedOnlinePerDay: number;
  unconfirmedHoldMinutes: number | null;
  patientRescheduleCutoffHours?: number | null;
}) {
  const response = await call(ctx, 'PUT', '/api2/dashboard/business/online-booking', {
    token: clinic.owner.idToken,
    body: { patientRescheduleCutoffHours: 24, ...rules },
  });
  if (response.statusCode !== 200) throw new Error(`hold rules failed: ${response.body}`);
}

/** The mail's confirm link, as the booker's mail client shows it. */
async function confirmLinkOf(email: string): Promise<URL> {
  return linkIn(await ctx.smtp.waitForMail(email), '/reservation-confirm');
}

const confirm = (link: URL, language?: 'id' | 'en') =>
  call(ctx, 'POST', '/api2/public/reservation/confirm', {
    body: { id: link.searchParams.get('id'), token: link.searchParams.get('token') },
    ...(language ? { language } : {}),
  });

/** The reservation as the staff's detail dialog reads it. */
async function staffDetail(id: string) {
  const response = await call(ctx, 'GET', `/api2/reservation/v1/get-reservation-detail/${id}`, {
    token: clinic.owner.idToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { status: string; unconfirmed: boolean; expired: boolean; source: string };
  }>().data;
}

/** The timetable card's flag of one reservation on a day. */
async function cardOf(date: string, id: string) {
  const response = await call(
    ctx,
    'GET',
    `/api2/reservation/v1/get-reservation-data?reservation_date=${date}`,
    { token: clinic.owner.idToken },
  );
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{
    data: { reservations: { id: string; unconfirmed: boolean; status: string }[] }[];
  }>().data;
  return rows.flatMap((row) => row.reservations).find((card) => card.id === id);
}

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  [clinic, hiddenClinic] = await Promise.all([
    createTestClinic(ctx, `Klinik Publik ${randomUUID().slice(0, 6)}`),
    createTestClinic(ctx, `Klinik Tertutup ${randomUUID().slice(0, 6)}`),
  ]);
  const services = await ctx.repositories.clinicChoices.listServices();
  serviceId = services[0]!.id;
  otherServiceId = services[1]!.id;
  [doctor, hiddenDoctor] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, hiddenClinic, 'ROLE_DOCTOR'),
  ]);
  await Promise.all([
    publish(clinic, [serviceId], true),
    publish(hiddenClinic, [serviceId, otherServiceId], false),
    saveWeek(clinic, doctor.id),
    saveWeek(hiddenClinic, hiddenDoctor.id),
  ]);
  // The tests below book one Tuesday many times over: the daily cap of unconfirmed bookings is
  // the cap test's own business, so it starts out of their way.
  await saveHoldRules({ maxUnconfirmedOnlinePerDay: 500, unconfirmedHoldMinutes: null });
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 60_000);
afterAll(async () => ctx?.close());

describe('the public lists (no token)', () => {
  it('show published clinics only, with their services', async () => {
    const all = await call(ctx, 'GET', '/api2/service-provider/app/1?page=0&size=100');
    expect(all.statusCode, all.body).toBe(200);
    const cards = all.json<{ data: ClinicCard[] }>().data;
    const ids = cards.map((card) => card.id);
    expect(ids).toContain(clinic.businessId);
    expect(ids).not.toContain(hiddenClinic.businessId);
    expect(Number(all.headers['x-total-count'])).toBe(cards.length);
    expect(cards.find((card) => card.id === clinic.businessId)).toMatchObject({
      name: clinic.name,
      primaryColor: 'color_3',
      services: [{ id: serviceId }],
    });

    const ofService = await call(ctx, 'GET', `/api2/service-provider/${serviceId}`);
    expect(ofService.json<{ data: ClinicCard[] }>().data.map((card) => card.id)).toEqual(
      expect.arrayContaining([clinic.businessId]),
    );
    expect(ofService.json<{ data: ClinicCard[] }>().data.map((card) => card.id)).not.toContain(
      hiddenClinic.businessId,
    );
    // Only the hidden clinic offers the other service: no published clinic does.
    const ofOther = await call(ctx, 'GET', `/api2/service-provider/${otherServiceId}`);
    expect(ofOther.json<{ data: ClinicCard[] }>().data).toEqual([]);
    expect(ofOther.headers['x-total-count']).toBe('0');

    const offered = await call(ctx, 'GET', '/api2/services/1');
    const offeredIds = offered.json<{ data: { id: string }[] }>().data.map((entry) => entry.id);
    expect(offeredIds).toContain(serviceId);
    expect(offeredIds).not.toContain(otherServiceId);
  });

  it('open a published clinic with its bookable doctors; an unpublished or unknown one is 404', async () => {
    const open = await call(ctx, 'GET', `/api2/service-provider/provider/${clinic.businessId}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<{ data: PublicClinic }>().data.practitioners).toEqual([
      { id: doctor.id, name: doctor.firstName, role: 'ROLE_DOCTOR' },
    ]);
    for (const id of [hiddenClinic.businessId, randomUUID(), 'bukan-id']) {
      const refused = await call(ctx, 'GET', `/api2/service-provider/provider/${id}`, {
        language: 'en',
      });
      expect(refused.statusCode).toBe(404);
      expect(problemOf(refused).detail).toBe(
        'This clinic does not exist or takes no online bookings',
      );
    }
  });

  it('answer a doctor’s slots as the staff’s call does, for published clinics only', async () => {
    const body = { doctor_id: doctor.id, date: TUESDAY };
    const publicSlots = await call(
      ctx,
      'POST',
      `/api2/service-provider/provider/${clinic.businessId}/slots`,
      { body },
    );
    expect(publicSlots.statusCode, publicSlots.body).toBe(200);
    const staff = await call(ctx, 'POST', '/api2/schedule/get-available-slots', {
      token: clinic.owner.idToken,
      body,
    });
    expect(publicSlots.json()).toEqual(staff.json());
    expect(publicSlots.json<{ data: AvailableSlotsView }>().data.days[0]!.slots).toHaveLength(14);

    const hidden = await call(
      ctx,
      'POST',
      `/api2/service-provider/provider/${hiddenClinic.businessId}/slots`,
      { body: { doctor_id: hiddenDoctor.id, date: TUESDAY } },
    );
    expect(hidden.statusCode).toBe(404);
    // Another clinic's doctor is nobody here.
    const foreign = await call(
      ctx,
      'POST',
      `/api2/service-provider/provider/${clinic.businessId}/slots`,
      { body: { doctor_id: hiddenDoctor.id, date: TUESDAY } },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api2/service-provider/provider/{id}/reservations', () => {
  it('makes a BOOKED online reservation and mails the booker an .ics in the clinic’s zone', async () => {
    const email = uniqueEmail('pasien');
    const reservation = await booked(
      bookingBody({ email, timeVisit: ['10:00:00', '10:15:00', '10:30:00'] }),
    );
    expect(reservation).toMatchObject({
      status: 'BOOKED',
      reservation_date: TUESDAY,
      time_slots: { availability_start: '10:00:00', availability_end: '10:45:00' },
      duration_visit: 45,
      doctor_name: doctor.firstName,
      clinic: { id: clinic.businessId, name: clinic.name },
      user_name: 'Budi Santoso',
      user_email: email,
      locale: 'id',
    });
    expect(reservation.cancelUrl).toBe(
      `${ctx.config.appUrl}/reservation-cancel?id=${reservation.id}&token=${reservation.token}`,
    );
    expect(new URL(reservation.googleCalendarUrl).searchParams.get('dates')).toBe(
      '20261124T030000Z/20261124T034500Z',
    );

    const stored = await ctx.database.db.query.reservations.findFirst({
      where: (row, { eq }) => eq(row.id, reservation.id),
    });
    expect(stored).toMatchObject({
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      patientId: null,
      serviceId,
      status: 'BOOKED',
      source: 'ONLINE',
      userEmail: email,
      userPhoneNumber: '081234567890',
      userDateOfBirth: '1990-05-17',
      userGender: 'MALE',
      locale: 'id',
      startsAt: new Date('2026-11-24T03:00:00Z'),
      endsAt: new Date('2026-11-24T03:45:00Z'),
    });
    expect(stored!.sequenceNumber).toBeGreaterThan(0);

    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.subject).toBe(`Reservasi Anda di ${clinic.name}: 24 Nov 2026 pukul 10:00`);
    // The /template-email design: heading, the day with its weekday, "sampai", status, sign-off.
    expect(mail.text).toContain('Reservasi Anda sudah tercatat');
    expect(mail.text).toContain('Tanggal: Selasa, 24 November 2026');
    expect(mail.text).toContain('Jam: 10:00 sampai 10:45 WIB');
    expect(mail.text).toContain('Status: Menunggu konfirmasi Anda');
    expect(mail.text).toContain(`Salam,\n${clinic.name}`);
    expect(mail.text).toContain(reservation.cancelUrl);
    expect(mail.html).toContain('Tambahkan ke Google Calendar');
    expect(mail.replyTo).toEqual([CLINIC_CONTACT.email]);
    expect(calendarEventOf(mail)).toEqual({
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 0,
      uid: reservation.id,
      // 10:00 and 10:45 at +7.
      start: '2026-11-24T03:00:00.000Z',
      end: '2026-11-24T03:45:00.000Z',
    });
  });

  it('writes the mail in English when the page was', async () => {
    const email = uniqueEmail('patient');
    await booked(bookingBody({ email, locale: 'en', timeVisit: ['11:00:00'] }));
    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.subject).toBe(`Your booking at ${clinic.name}: 24 Nov 2026 at 11:00`);
    expect(mail.text).toContain('Cannot come? Cancel the booking');
    expect(calendarEventOf(mail).start).toBe('2026-11-24T04:00:00.000Z');
  });

  it('refuses a second booking of the same time: 409 with the reason', async () => {
    await booked(bookingBody({ timeVisit: ['13:00:00', '13:15:00'] }));
    // Overlapping by one quarter hour is enough.
    const again = await book(bookingBody({ timeVisit: ['13:15:00', '13:30:00'] }), {
      language: 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe('This time cannot be booked. Please choose another time.');
  });

  it('lets the database decide between bookings of the same moment: one wins, the rest 409', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        book(bookingBody({ timeVisit: ['14:00:00', '14:15:00'] }), { language: 'en' }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const details = new Set(
      attempts.filter((r) => r.statusCode === 409).map((r) => problemOf(r).detail),
    );
    // Those that read the slot free before the winner wrote it meet the constraint.
    expect(
      [...details].every((detail) =>
        [
          'This time was just booked. Please choose another time.',
          'This time cannot be booked. Please choose another time.',
        ].includes(detail),
      ),
    ).toBe(true);
  });

  it('answers 409 slotTaken when the database refuses the overlap the slot check did not see', async () => {
    // The check reads the day's rows; a row it does not read stands for a booking another server
    // committed between this one's check and its insert. Only the constraint stands between them.
    await ctx.repositories.reservations.insertReservation(
      clinic.businessId,
      {
        practitionerId: doctor.id,
        serviceId,
        reservationDate: '2026-11-23',
        startTime: '15:15:00',
        endTime: '15:30:00',
        startsAt: new Date('2026-11-24T08:15:00Z'),
        endsAt: new Date('2026-11-24T08:30:00Z'),
        durationVisit: 15,
        sequenceNumber: 999,
        status: 'BOOKED',
        source: 'ONLINE',
        patientId: null,
        userName: 'Tamu Lain',
        userEmail: uniqueEmail('lain'),
        userPhoneNumber: '081200000000',
        userDateOfBirth: '1980-01-01',
        userGender: 'FEMALE',
        userIdentityType: 'KTP',
        userIdentityNumber: null,
        locale: 'id',
      },
      null,
      MONDAY_0840_AT_PLUS_7,
    );
    const email = uniqueEmail('kalah');
    const refused = await book(bookingBody({ email, timeVisit: ['15:15:00'] }), {
      language: 'en',
    });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toBe(
      'This time was just booked. Please choose another time.',
    );
    expect(problemOf(refused).fieldErrors).toEqual([
      { field: 'timeVisit', message: 'This time was just booked. Please choose another time.' },
    ]);
    expect(ctx.smtp.mailsTo(email)).toEqual([]);
  });

  it('refuses a time outside the schedule or past, an unknown service, a foreign doctor', async () => {
    const outside = await book(bookingBody({ timeVisit: ['12:00:00'] }));
    expect(outside.statusCode).toBe(409);
    const past = await book(bookingBody({ dateVisit: '2026-11-23', timeVisit: ['08:00:00'] }));
    expect(past.statusCode).toBe(409);
    const service = await book(bookingBody({ serviceId: otherServiceId }), { language: 'en' });
    expect(service.statusCode).toBe(400);
    expect(problemOf(service).fieldErrors).toEqual([
      { field: 'serviceId', message: 'This service is not offered by this clinic' },
    ]);
    const foreign = await book(bookingBody({ doctorId: hiddenDoctor.id }));
    expect(foreign.statusCode).toBe(404);
    const hidden = await book(bookingBody({ doctorId: hiddenDoctor.id }), {
      clinicId: hiddenClinic.businessId,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('takes a phone number as the patient writes it and keeps its national digits', async () => {
    const times = [['11:00:00'], ['11:15:00'], ['11:30:00']];
    const written = ['+62 812-9876-5432', '0812 9876 5432', '0812-9876-5432'];
    for (const [index, phoneNumber] of written.entries()) {
      const reservation = await booked(
        bookingBody({ phoneNumber, dateVisit: FRIDAY, timeVisit: times[index] }),
      );
      const response = await call(
        ctx,
        'GET',
        `/api2/reservation/v1/get-reservation-detail/${reservation.id}`,
        { token: clinic.owner.idToken },
      );
      expect(response.json<{ data: { user_phone_number: string } }>().data.user_phone_number).toBe(
        '081298765432',
      );
    }
  });

  it('answers bad input with 400 naming the field, translated', async () => {
    const response = await book(bookingBody({ email: 'bukan-email', timeVisit: [] }), {
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    const fields = problemOf(response).fieldErrors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'timeVisit']));
    expect(problemOf(response).detail).not.toMatch(/expected|invalid_type/i);
    const indonesian = await book(bookingBody({ name: '' }));
    expect(indonesian.statusCode).toBe(400);
    expect(problemOf(indonesian).fieldErrors?.[0]?.field).toBe('name');
  });

  it('allows an address 10 bookings made an hour, refused attempts counting nothing, then 429', async () => {
    const address = randomTestAddress();
    // Slips and taken slots, as patients behind one carrier address make them: none counts.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const unknown = await book(bookingBody(), { clinicId: randomUUID(), address });
      expect(unknown.statusCode).toBe(404);
    }
    expect((await book(bookingBody({ email: 'bukan-email' }), { address })).statusCode).toBe(400);
    const times = ['13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45'];
    for (const time of [...times, '15:00', '15:15']) {
      const made = await book(bookingBody({ dateVisit: FRIDAY, timeVisit: [`${time}:00`] }), {
        address,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const refused = await book(bookingBody({ dateVisit: FRIDAY, timeVisit: ['15:30:00'] }), {
      address,
      language: 'en',
    });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused).detail).toBe(
      'Your network already made 10 bookings in the last hour. Try again in 60 minutes or call the clinic',
    );
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    // Another address books as usual.
    const other = await book(bookingBody({ dateVisit: FRIDAY, timeVisit: ['15:30:00'] }));
    expect(other.statusCode).toBe(201);
  });

  it('allows an e-mail 3 bookings a day, then 429 with Retry-After', async () => {
    const email = uniqueEmail('sering');
    for (const time of ['08:00:00', '08:15:00', '08:30:00']) {
      await booked(bookingBody({ email: email.toUpperCase(), timeVisit: [time] }));
    }
    const refused = await book(bookingBody({ email, timeVisit: ['08:45:00'] }), {
      language: 'en',
    });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused).detail).toBe(
      'This e-mail was already used for 3 bookings today. Try again in 1440 minutes or call the clinic',
    );
    expect(Number(refused.headers['retry-after'])).toBe(24 * 3600);
    expect((await staffSlots()).get('08:45:00')).toBe(true);
  });
});

describe('the booker’s signed links', () => {
  it('read the booking and its .ics; a forged or foreign token is 404', async () => {
    const reservation = await booked(bookingBody({ timeVisit: ['15:30:00'] }));
    const query = `id=${reservation.id}&token=${reservation.token}`;
    const read = await call(ctx, 'GET', `/api2/public/reservation?${query}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: PublicReservation }>().data).toEqual(reservation);
    expect(read.headers['cache-control']).toBe('no-store');

    const ics = await call(ctx, 'GET', `/api2/public/reservation.ics?${query}`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toBe('attachment; filename="reservation.ics"');
    expect(calendarEventIn(ics.body)).toMatchObject({
      uid: reservation.id,
      start: '2026-11-24T08:30:00.000Z',
      end: '2026-11-24T08:45:00.000Z',
    });

    const other = await booked(bookingBody({ timeVisit: ['15:45:00'] }));
    for (const token of [`${reservation.token.slice(0, -2)}xx`, other.token, 'x']) {
      const forged = await call(
        ctx,
        'GET',
        `/api2/public/reservation?id=${reservation.id}&token=${token}`,
        { language: 'en' },
      );
      expect(forged.statusCode).toBe(404);
      expect(problemOf(forged).detail).toBe('Reservation not found');
      const cancel = await call(ctx, 'POST', '/api2/public/reservation/cancel', {
        body: { id: reservation.id, token },
      });
      expect(cancel.statusCode).toBe(404);
    }
    const missing = await call(ctx, 'GET', `/api2/public/reservation?id=${reservation.id}`);
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing).fieldErrors?.[0]?.field).toBe('token');
  });

  it('cancel while BOOKED: the slot is free again for the staff and for another booking', async () => {
    const email = uniqueEmail('batal');
    const reservation = await booked(bookingBody({ email, timeVisit: ['09:30:00', '09:45:00'] }));
    expect((await staffSlots()).get('09:30:00')).toBe(false);

    const mail = await ctx.smtp.waitForMail(email);
    const link = new URL(reservation.cancelUrl);
    expect(mail.text).toContain(reservation.cancelUrl);
    const cancelled = await call(ctx, 'POST', '/api2/public/reservation/cancel', {
      body: { id: link.searchParams.get('id'), token: link.searchParams.get('token') },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ data: PublicReservation }>().data.status).toBe('CANCELLED');

    const slots = await staffSlots();
    expect(slots.get('09:30:00')).toBe(true);
    expect(slots.get('09:45:00')).toBe(true);
    await booked(bookingBody({ timeVisit: ['09:30:00', '09:45:00'] }));

    const twice = await call(ctx, 'POST', '/api2/public/reservation/cancel', {
      body: { id: reservation.id, token: reservation.token },
      language: 'en',
    });
    expect(twice.statusCode).toBe(409);
    expect(problemOf(twice).detail).toMatch(/can no longer be cancelled/);
  });

  it('cancelled by the patient: the mail says so with the calendar’s CANCEL, and the .ics says it too', async () => {
    const email = uniqueEmail('batalsendiri');
    const reservation = await booked(
      bookingBody({ email, dateVisit: WEDNESDAY, timeVisit: ['14:00:00'] }),
    );
    await ctx.smtp.waitForMail(email);
    const cancelled = await call(ctx, 'POST', '/api2/public/reservation/cancel', {
      body: { id: reservation.id, token: reservation.token },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const mail = await ctx.smtp.waitForMail(email, (m) =>
      m.subject.startsWith('Reservasi dibatalkan'),
    );
    expect(mail.subject).toBe(`Reservasi dibatalkan: ${clinic.name}, 25 Nov 2026 pukul 14:00`);
    expect(mail.text).toContain('Reservasi Anda dibatalkan');
    expect(mail.text).toContain('sesuai permintaan Anda');
    expect(mail.text).toContain('Status: Dibatalkan');
    // Nothing left to confirm or cancel.
    expect(mail.text).not.toContain('/reservation-cancel');
    expect(mail.text).not.toContain('/reservation-confirm');
    expect(mail.replyTo).toEqual([CLINIC_CONTACT.email]);
    const cancel = { method: 'CANCEL', status: 'CANCELLED', sequence: 1, uid: reservation.id };
    expect(calendarEventOf(mail)).toMatchObject(cancel);
    expect(mail.attachments[0]!.contentType).toBe('text/calendar');

    const query = `id=${reservation.id}&token=${reservation.token}`;
    const ics = await call(ctx, 'GET', `/api2/public/reservation.ics?${query}`);
    expect(calendarEventIn(ics.body)).toMatchObject(cancel);
    const stored = await ctx.database.db.query.reservations.findFirst({
      where: (row, { eq }) => eq(row.id, reservation.id),
    });
    expect(stored?.calendarSequence).toBe(1);
  });

  it('cancelled by the clinic on its timetable: the patient is mailed the CANCEL too', async () => {
    const email = uniqueEmail('batalklinik');
    const reservation = await booked(bookingBody({ email, locale: 'en', timeVisit: ['14:30:00'] }));
    await ctx.smtp.waitForMail(email);
    const update = await call(ctx, 'POST', '/api2/reservation/v1/update-reservation', {
      token: clinic.owner.idToken,
      body: { booking_id: reservation.id, status: 'CANCELLED' },
    });
    expect(update.statusCode, update.body).toBe(200);

    const mail = await ctx.smtp.waitForMail(email, (m) =>
      m.subject.startsWith('Booking cancelled'),
    );
    expect(mail.text).toContain(`${clinic.name} has cancelled the booking below.`);
    expect(mail.text).toContain('Time: 14:30 to 14:45 WIB (UTC+7)');
    expect(mail.text).toContain(
      `Questions? Contact ${clinic.name}: 0217654321 · ${CLINIC_CONTACT.email}.`,
    );
    expect(calendarEventOf(mail)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 1,
      uid: reservation.id,
    });
    const read = await call(
      ctx,
      'GET',
      `/api2/public/reservation?id=${reservation.id}&token=${reservation.token}`,
    );
    expect(read.json<{ data: PublicReservation }>().data.status).toBe('CANCELLED');
    const ics = await call(
      ctx,
      'GET',
      `/api2/public/reservation.ics?id=${reservation.id}&token=${reservation.token}`,
    );
    expect(calendarEventIn(ics.body)).toMatchObject({ method: 'CANCEL', sequence: 1 });
  });
});

describe('the confirm link of the booking mail', () => {
  it('confirms by the mail’s link only, once for all; the staff see the booking unconfirmed until then', async () => {
    const email = uniqueEmail('konfirmasi');
    const reservation = await booked(bookingBody({ email, timeVisit: ['11:30:00'] }));
    expect(reservation).toMatchObject({ confirmed: false, expired: false });
    expect(await staffDetail(reservation.id)).toMatchObject({
      source: 'ONLINE',
      unconfirmed: true,
      expired: false,
    });
    expect(await cardOf(TUESDAY, reservation.id)).toMatchObject({ unconfirmed: true });

    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.text).toContain('Reservasi Anda belum dikonfirmasi.');
    expect(mail.html).toContain('>Konfirmasi</a>');
    const link = linkIn(mail, '/reservation-confirm');
    expect(link.origin + link.pathname).toBe(`${ctx.config.appUrl}/reservation-confirm`);
    expect(link.searchParams.get('id')).toBe(reservation.id);
    // The booking's answer carries the cancel token: it must not confirm (a bot has it too).
    expect(link.searchParams.get('token')).not.toBe(reservation.token);
    const byAnswer = await call(ctx, 'POST', '/api2/public/reservation/confirm', {
      body: { id: reservation.id, token: reservation.token },
      language: 'en',
    });
    expect(byAnswer.statusCode).toBe(400);
    expect(problemOf(byAnswer).detail).toBe(
      'This confirmation link is not valid. Open the "Confirm" link exactly as it is in your booking e-mail.',
    );
    expect(problemOf(byAnswer).fieldErrors?.[0]?.field).toBe('token');
    const tampered = new URL(link);
    tampered.searchParams.set('token', `${link.searchParams.get('token')!.slice(0, -2)}xx`);
    const refused = await confirm(tampered);
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused).detail).toMatch(/^Tautan konfirmasi tidak valid/);
    expect((await staffDetail(reservation.id)).unconfirmed).toBe(true);

    const confirmed = await confirm(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: PublicReservation }>().data).toMatchObject({
      id: reservation.id,
      status: 'BOOKED',
      confirmed: true,
    });
    const again = await confirm(link);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: PublicReservation }>().data.confirmed).toBe(true);
    expect(await staffDetail(reservation.id)).toMatchObject({
      status: 'BOOKED',
      unconfirmed: false,
    });
    expect(await cardOf(TUESDAY, reservation.id)).toMatchObject({ unconfirmed: false });
  });

  it('says so when the booking was cancelled: 409', async () => {
    const email = uniqueEmail('batalkonfirmasi');
    const reservation = await booked(bookingBody({ email, timeVisit: ['11:45:00'] }));
    const link = await confirmLinkOf(email);
    const cancelled = await call(ctx, 'POST', '/api2/public/reservation/cancel', {
      body: { id: reservation.id, token: reservation.token },
    });
    expect(cancelled.statusCode).toBe(200);
    const refused = await confirm(link, 'en');
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toBe(
      'This booking was cancelled, so it can no longer be confirmed. Please make a new booking.',
    );
  });
});

describe('the clinic’s cap of unconfirmed online bookings a day', () => {
  it('answers 429 with what to do once the day holds the cap; a confirmation makes room', async () => {
    await saveHoldRules({ maxUnconfirmedOnlinePerDay: 2, unconfirmedHoldMinutes: null });
    try {
      const first = uniqueEmail('pertama');
      await booked(bookingBody({ email: first, dateVisit: WEDNESDAY, timeVisit: ['09:00:00'] }));
      await booked(bookingBody({ dateVisit: WEDNESDAY, timeVisit: ['09:15:00'] }));
      // Another day of the same clinic is not this day's cap.
      await booked(bookingBody({ dateVisit: THURSDAY, timeVisit: ['08:00:00'] }));

      const third = bookingBody({ dateVisit: WEDNESDAY, timeVisit: ['09:30:00'] });
      const refused = await book(third);
      expect(refused.statusCode).toBe(429);
      expect(problemOf(refused).detail).toBe(
        'Klinik ini sudah menahan terlalu banyak reservasi online yang belum dikonfirmasi untuk tanggal ini. Konfirmasi reservasi Anda sebelumnya lewat tautan di email, atau hubungi klinik untuk membuat reservasi.',
      );
      const english = await book(third, { language: 'en' });
      expect(problemOf(english).detail).toBe(
        'This clinic already holds too many unconfirmed online bookings for this date. Confirm your earlier bookings with the link in their e-mail, or call the clinic to book.',
      );
      expect((await staffSlots(WEDNESDAY)).get('09:30:00')).toBe(true);

      expect((await confirm(await confirmLinkOf(first))).statusCode).toBe(200);
      await booked(third);
    } finally {
      await saveHoldRules({ maxUnconfirmedOnlinePerDay: 500, unconfirmedHoldMinutes: null });
    }
  });
});

describe('the hold-expiry job', () => {
  it('cancels online bookings left unconfirmed past the clinic’s minutes: the slot is free, the link says it ran out', async () => {
    await saveHoldRules({ maxUnconfirmedOnlinePerDay: 500, unconfirmedHoldMinutes: 15 });
    const keptEmail = uniqueEmail('tepat');
    const leftEmail = uniqueEmail('lupa');
    // Booked at the app's fixed clock (Monday 08:40 in the clinic).
    const kept = await booked(
      bookingBody({ email: keptEmail, dateVisit: THURSDAY, timeVisit: ['10:00:00'] }),
    );
    const left = await booked(
      bookingBody({ email: leftEmail, dateVisit: THURSDAY, timeVisit: ['10:15:00'] }),
    );
    const mail = await ctx.smtp.waitForMail(leftEmail);
    expect(mail.text).toContain('Konfirmasi dalam 15 menit');
    expect((await confirm(await confirmLinkOf(keptEmail))).statusCode).toBe(200);
    const holds = createUnconfirmedHoldRepository(ctx.database.db);

    // A minute early, nothing runs out.
    await holds.expireUnconfirmedHolds(new Date(MONDAY_0840_AT_PLUS_7.getTime() + 14 * 60_000));
    expect((await staffDetail(left.id)).status).toBe('BOOKED');

    // The job's clock, fixed at the hold's end: the sweep sees "now" as the test says.
    const now = new Date(MONDAY_0840_AT_PLUS_7.getTime() + 15 * 60_000);
    const stop = startHoldExpiryJob({
      holds,
      now: () => now,
      log: pino({ level: 'silent' }),
      onExpired: async (ids) => {
        for (const id of ids) await ctx.app.reservationNotices.cancelled(id, 'expiry');
      },
      intervalMs: 50,
    });
    try {
      await expect.poll(async () => (await staffDetail(left.id)).status).toBe('CANCELLED');
    } finally {
      await stop();
    }
    const stored = await ctx.database.db.query.reservations.findFirst({
      where: (row, { eq }) => eq(row.id, left.id),
    });
    expect(stored).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: now,
      expiredAt: now,
      updatedBy: null,
    });
    expect(await staffDetail(left.id)).toMatchObject({ unconfirmed: false, expired: true });
    expect(await staffDetail(kept.id)).toMatchObject({ status: 'BOOKED', expired: false });
    const slots = await staffSlots(THURSDAY);
    expect(slots.get('10:15:00')).toBe(true);
    expect(slots.get('10:00:00')).toBe(false);

    const late = await confirm(linkIn(mail, '/reservation-confirm'), 'en');
    expect(late.statusCode).toBe(409);
    expect(problemOf(late).detail).toBe(
      'This booking was not confirmed in time, so its time was released. Please make a new booking.',
    );
    const read = await call(
      ctx,
      'GET',
      `/api2/public/reservation?id=${left.id}&token=${left.token}`,
    );
    expect(read.json<{ data: PublicReservation }>().data).toMatchObject({
      status: 'CANCELLED',
      expired: true,
    });
    // The booker is told the time was released, and their calendar drops the entry. The sweep
    // mails every booking this file left unconfirmed, one after another, this one in any place:
    // on a loaded machine that took longer than the usual 5 s.
    const released = await ctx.smtp.waitForMail(
      leftEmail,
      (m) => m.subject.startsWith('Reservasi dibatalkan'),
      30_000,
    );
    expect(released.text).toContain('tidak dikonfirmasi tepat waktu');
    expect(calendarEventOf(released)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(ctx.smtp.mailsTo(keptEmail)).toHaveLength(1);
    await saveHoldRules({ maxUnconfirmedOnlinePerDay: 500, unconfirmedHoldMinutes: null });
  });
});
