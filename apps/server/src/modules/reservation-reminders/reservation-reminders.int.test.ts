import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/smtp-mailer';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  saveClinicContact,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import { insertTestReservation } from '../../test/reservation-rows.repository';
import { linkIn } from '../../test/smtp-test-server';
import { createBookingLinks } from '../public-booking/booking-links';
import { createReservationTokens } from '../public-booking/reservation-token';
import { sendDueReminderMails } from './reminder-mail-job';
import { createReservationReminderRepository } from './reservation-reminders.repository';

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: TestUser & SignedIn;
let staff: TestUser & SignedIn;

const HOUR_MS = 3_600_000;
/** The clinic's day (WIB) `days` from today. */
const clinicDay = (days: number) =>
  new Date(Date.now() + 7 * HOUR_MS + days * 24 * HOUR_MS).toISOString().slice(0, 10);
/** An instant given as the clinic's wall clock (WIB). */
const atClinicTime = (day: string, time: string) =>
  new Date(new Date(`${day}T${time}:00.000Z`).getTime() - 7 * HOUR_MS);

const tomorrow = clinicDay(1);
const emailId = uniqueEmail('pengingat');
const emailEn = uniqueEmail('reminder');

beforeAll(async () => {
  ctx = await createTestApp();
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Melati'),
    createTestClinic(ctx, 'Klinik Mawar'),
  ]);
  [doctor, staff] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_STAFF'),
  ]);
  const otherDoctor = await addClinicMember(ctx, otherClinic, 'ROLE_DOCTOR');
  await saveClinicContact(ctx, clinic, {
    email: 'halo@melati.example',
    phoneNumber: '+62 22 7654 321',
  });
  const booked = (practitionerId: string, businessId: string, time: string, more = {}) =>
    insertTestReservation(ctx.database.db, {
      businessId,
      practitionerId,
      startsAt: atClinicTime(tomorrow, time),
      ...more,
    });
  await booked(doctor.id, clinic.businessId, '09:00', { userName: 'Sari', userEmail: emailId });
  await booked(doctor.id, clinic.businessId, '10:00', {
    userName: 'Jane',
    userEmail: emailEn,
    locale: 'en',
  });
  await booked(doctor.id, clinic.businessId, '11:00', { userName: 'Tanpa Surel' });
  await booked(doctor.id, clinic.businessId, '12:00', { userName: 'Batal', status: 'CANCELLED' });
  await booked(otherDoctor.id, otherClinic.businessId, '09:00', { userName: 'Lain' });
}, 120_000);
afterAll(async () => ctx?.close());

interface ReminderRow {
  patientName: string;
  reservation_date: string;
  time_slots: { availability_start: string; availability_end: string };
  phoneNumber: string | null;
  whatsappUrl: string | null;
  locale: string;
}
const rowsOf = (response: { json<T>(): T }) => response.json<{ data: ReminderRow[] }>().data;

describe('GET /api2/reservation/v1/reminders', () => {
  it('lists tomorrow’s BOOKED reservations of the clinic with a WhatsApp reminder in the patient’s language', async () => {
    const response = await call(ctx, 'GET', '/api2/reservation/v1/reminders', {
      token: staff.idToken,
    });
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response);
    expect(rows.map((row) => row.patientName)).toEqual(['Sari', 'Jane', 'Tanpa Surel']);
    expect(rows[0]).toMatchObject({
      reservation_date: tomorrow,
      time_slots: { availability_start: '09:00:00', availability_end: '09:15:00' },
      phoneNumber: '6281234567890',
      locale: 'id',
    });
    const message = (row: ReminderRow) => new URL(row.whatsappUrl!).searchParams.get('text');
    expect(rows[0]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(message(rows[0]!)).toContain('Halo Sari, kami dari Klinik Melati');
    expect(message(rows[0]!)).toContain('pukul 09:00 WIB');
    expect(message(rows[1]!)).toContain('Hello Jane, this is Klinik Melati');

    const sameDay = await call(ctx, 'GET', `/api2/reservation/v1/reminders?date=${tomorrow}`, {
      token: clinic.owner.idToken,
    });
    expect(rowsOf(sameDay)).toEqual(rows);
    const otherDay = await call(ctx, 'GET', `/api2/reservation/v1/reminders?date=${clinicDay(3)}`, {
      token: clinic.owner.idToken,
    });
    expect(rowsOf(otherDay)).toEqual([]);
  });

  it('shows another clinic only its own, refuses practitioners and callers without a token, and explains a bad date', async () => {
    const other = await call(ctx, 'GET', '/api2/reservation/v1/reminders', {
      token: otherClinic.owner.idToken,
    });
    expect(rowsOf(other).map((row) => row.patientName)).toEqual(['Lain']);
    const asDoctor = await call(ctx, 'GET', '/api2/reservation/v1/reminders', {
      token: doctor.idToken,
    });
    expect(asDoctor.statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api2/reservation/v1/reminders')).statusCode).toBe(401);
    const badDate = await call(ctx, 'GET', '/api2/reservation/v1/reminders?date=31-12-2026', {
      token: staff.idToken,
    });
    expect(badDate.statusCode).toBe(400);
    expect(problemOf(badDate).detail).toMatch(/Tanggal kunjungan/);
    const english = await call(ctx, 'GET', '/api2/reservation/v1/reminders?date=31-12-2026', {
      token: staff.idToken,
      language: 'en',
    });
    expect(problemOf(english).detail).toMatch(/Visit date/);
  });
});

describe('the reminder mail job', () => {
  it('from 17:00 the day before, mails each reservation with an e-mail once, in the patient’s language', async () => {
    const mailer = createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom);
    const reminders = createReservationReminderRepository(ctx.database.db);
    const links = createBookingLinks(
      createReservationTokens(ctx.config.jwtSecret),
      ctx.config.appUrl,
    );
    const today = clinicDay(0);
    try {
      const afternoon = atClinicTime(today, '16:30');
      expect(await sendDueReminderMails({ reminders, mailer, links, now: () => afternoon })).toBe(
        0,
      );

      const evening = atClinicTime(today, '17:05');
      expect(await sendDueReminderMails({ reminders, mailer, links, now: () => evening })).toBe(2);
      const indonesian = await ctx.smtp.waitForMail(emailId);
      expect(indonesian.subject).toBe('Pengingat reservasi besok di Klinik Melati');
      expect(indonesian.text).toContain('Halo Sari,');
      expect(indonesian.text).toContain('Kami mengingatkan reservasi Anda besok di Klinik Melati');
      // From the platform's no-reply sender, a reply reaches the clinic; the mail says so.
      expect(indonesian.replyTo).toEqual(['halo@melati.example']);
      expect(indonesian.text).toContain('Balas email ini untuk menulis ke Klinik Melati.');
      expect(indonesian.text).toContain('Hubungi Klinik Melati: 0227654321 · halo@melati.example.');
      // The clinic's address and a map of it, and the signed cancel link of that booking.
      const address = 'Jl. Margonda Raya No. 100, Depok';
      expect(indonesian.text).toContain(`Alamat: ${address}`);
      const mapLink = indonesian.text.match(/https:\/\/www\.google\.com\/maps\/\S+/)?.[0];
      expect(new URL(mapLink!).searchParams.get('query')).toBe(`Klinik Melati, ${address}`);
      const cancel = linkIn(indonesian, '/reservation-cancel');
      const page = await call(
        ctx,
        'GET',
        `/api2/public/reservation?${cancel.searchParams.toString()}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<{ data: { user_name: string } }>().data.user_name).toBe('Sari');
      expect(indonesian.text).not.toContain('balas pesan ini');
      const english = await ctx.smtp.waitForMail(emailEn);
      expect(english.subject).toBe('Reminder: your reservation tomorrow at Klinik Melati');
      expect(english.text).toContain('A reminder of your booking tomorrow at Klinik Melati');
      expect(english.text).toMatch(/Time: 10:00 to 10:15 WIB \(UTC\+7\)/);

      // Once: a later run sends nothing more.
      const later = atClinicTime(today, '19:00');
      expect(await sendDueReminderMails({ reminders, mailer, links, now: () => later })).toBe(0);
      expect(ctx.smtp.mailsTo(emailId)).toHaveLength(1);
      expect(ctx.smtp.mailsTo(emailEn)).toHaveLength(1);
    } finally {
      await mailer.close();
    }
  });
});
