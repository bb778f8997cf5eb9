import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { reservations } from '../../db/schema/index';
import {
  createPractitionerClinics,
  MONDAY_0840_AT_PLUS_7,
  saveSchedule,
  scheduleBody,
  testClock,
  type ClinicMember,
} from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, clinicChoiceIds, patientRequestBody, type TestClinic } from '../../test/fixtures';
import type { ReservationDetailView, TimetableRowView } from './reservation-view.schema';
import { createTimetableAnswers } from './timetable-answers';
import { jsonAnswerOf } from '../../shared/json-answer';

/**
 * The timetable cache (docs/decisions/0015-timetable-cache-change-counters.md): every instance
 * keeps the day's finished answer, and every kind of write shows in the next answer at once. On
 * PostgreSQL (DATABASE_URL) the writes go through one app instance and the timetable is read
 * through another on the same database, which has the day's answer kept from before the write; on
 * PGlite (one process per data directory) both are the same instance.
 */
const clock = testClock();
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const KTP = '3273015705900001';

let writer: TestApp;
let reader: TestApp;
let second: { close(): Promise<void> } | undefined;
let clinic: TestClinic;
let doctor: ClinicMember;
let otherDoctor: ClinicMember;
let staff: ClinicMember;
let serviceId: string;

/** Every day from 08:00 to `to`, visits of 15 minutes, saved through the writing instance. */
const saveMornings = (doctorId: string, to = '12:00') =>
  saveSchedule(writer, clinic.owner.idToken, scheduleBody(doctorId, [{ from: '08:00', to }]));

async function timetable(date: string, token = staff.idToken): Promise<TimetableRowView[]> {
  const response = await call(
    reader,
    'GET',
    `/api2/reservation/v1/get-reservation-data?reservation_date=${date}`,
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TimetableRowView[] }>().data;
}

const rowOf = (rows: TimetableRowView[], id: string) => rows.find((row) => row.doctorId === id);
const reservationOn = (rows: TimetableRowView[], id: string) =>
  rows.flatMap((row) => row.reservations).find((reservation) => reservation.id === id);

async function book(time: string, doctorId = doctor.id): Promise<ReservationDetailView> {
  const patient = await call(writer, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
  });
  expect(patient.statusCode, patient.body).toBe(201);
  const booked = await call(writer, 'POST', '/api2/reservation/v1/save-reservation', {
    token: staff.idToken,
    body: {
      patientTab: 'EXISTING',
      patientId: patient.json<{ data: { id: string } }>().data.id,
      name: 'Siti Rahayu',
      identificationType: 'KTP',
      identificationNumber: KTP,
      doctorId,
      dateVisit: TUESDAY,
      timeVisit: [time],
      serviceId,
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json<{ data: ReservationDetailView }>().data;
}

beforeAll(async () => {
  writer = await createTestApp({ now: clock.now });
  reader = writer;
  if (writer.databaseUrl) {
    // A second instance (its own pool and answers) on the writer's database.
    const database: DatabaseHandle = await openDatabase({
      kind: 'postgres',
      url: writer.databaseUrl,
    });
    const app = await buildApp({ config: writer.config, database, now: clock.now, logger: false });
    await app.ready();
    reader = { ...writer, app, database };
    second = {
      async close() {
        await app.close();
        await database.close();
      },
    };
  }
  ({ clinic, doctor, otherDoctor, staff } = await createPractitionerClinics(writer, [
    'Klinik Cempaka',
    'Klinik Dahlia',
  ]));
  await saveMornings(doctor.id);
  await saveMornings(otherDoctor.id);
  serviceId = (await clinicChoiceIds(writer)).serviceIds[0]!;
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await writer?.close();
});

describe('the timetable answer kept per instance shows every write at once', () => {
  it('a booking, its cancellation, and a start of its visit (a status change)', async () => {
    const before = await timetable(TUESDAY);
    const booked = await book('09:00:00');
    expect(reservationOn(before, booked.id)).toBeUndefined();
    expect(reservationOn(await timetable(TUESDAY), booked.id)).toMatchObject({ status: 'BOOKED' });

    const started = await call(writer, 'POST', '/api2/dashboard/start-visit', {
      token: staff.idToken,
      body: { staffId: doctor.id, identificationNumber: KTP, bookingId: booked.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(reservationOn(await timetable(TUESDAY), booked.id)).toMatchObject({ status: 'ACTIVE' });

    const other = await book('10:00:00');
    expect(reservationOn(await timetable(TUESDAY), other.id)).toBeDefined();
    const cancelled = await call(writer, 'POST', '/api2/reservation/v1/update-reservation', {
      token: staff.idToken,
      body: { booking_id: other.id, status: 'CANCELLED' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(reservationOn(await timetable(TUESDAY), other.id)).toBeUndefined();
  });

  it('a reservation moved to another day leaves the one and shows on the other', async () => {
    const booked = await book('11:00:00');
    expect(reservationOn(await timetable(TUESDAY), booked.id)).toBeDefined();
    expect(reservationOn(await timetable(WEDNESDAY), booked.id)).toBeUndefined();
    // No route moves a booked reservation's date yet; a script or a later screen may.
    await writer.database.db
      .update(reservations)
      .set({
        reservationDate: WEDNESDAY,
        startsAt: new Date('2026-11-25T04:00:00Z'),
        endsAt: new Date('2026-11-25T04:15:00Z'),
      })
      .where(eq(reservations.id, booked.id));
    expect(reservationOn(await timetable(TUESDAY), booked.id)).toBeUndefined();
    expect(reservationOn(await timetable(WEDNESDAY), booked.id)).toBeDefined();
  });

  it('a practitioner renamed, their schedule changed, then deactivated', async () => {
    expect(rowOf(await timetable(TUESDAY), otherDoctor.id)?.availableSlot).toEqual([
      { availability_start: '08:00:00', availability_end: '12:00:00' },
    ]);
    const row = await call(writer, 'GET', `/api2/dashboard/staff/${otherDoctor.id}`, {
      token: clinic.owner.idToken,
    });
    expect(row.statusCode, row.body).toBe(200);
    const member = row.json<{ data: Record<string, string> }>().data;
    const renamed = await call(writer, 'POST', '/api2/dashboard/staff', {
      token: clinic.owner.idToken,
      body: {
        id: otherDoctor.id,
        name: 'Dr. Rina Baru',
        email: member.email,
        role: member.role,
        userPhoneNumber: member.userPhoneNumber ?? '081234567890',
        userDob: member.userDob ?? '1990-05-17',
        userGender: member.userGender ?? 'FEMALE',
        userAddress: member.userAddress ?? 'Jl. Melati No. 3, Bandung',
        identificationNumber: member.identificationNumber ?? '3273015705900009',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(rowOf(await timetable(TUESDAY), otherDoctor.id)?.doctorName).toBe('Dr. Rina Baru');

    await saveMornings(otherDoctor.id, '10:00');
    expect(rowOf(await timetable(TUESDAY), otherDoctor.id)?.availableSlot).toEqual([
      { availability_start: '08:00:00', availability_end: '10:00:00' },
    ]);

    const deactivated = await call(
      writer,
      'POST',
      `/api2/dashboard/staff/${otherDoctor.id}/deactivate`,
      { token: clinic.owner.idToken },
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(rowOf(await timetable(TUESDAY), otherDoctor.id)).toBeUndefined();
  });

  it('sends the kept answer compressed as asked, the same JSON each way', async () => {
    // Enough reservations for an answer over the 1 KB below which nothing is compressed.
    for (const time of ['08:00:00', '08:15:00', '08:30:00', '08:45:00', '09:15:00']) {
      await book(time);
    }
    const url = `/api2/reservation/v1/get-reservation-data?reservation_date=${TUESDAY}`;
    const plain = await call(reader, 'GET', url, { token: clinic.owner.idToken });
    const gzipped = await call(reader, 'GET', url, {
      token: clinic.owner.idToken,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.json<{ data: TimetableRowView[] }>().data.length).toBeGreaterThan(0);
  });

  it('a doctor still sees only their own row, whatever was kept for the clinic', async () => {
    await timetable(TUESDAY, clinic.owner.idToken);
    const own = await timetable(TUESDAY, doctor.idToken);
    expect(own.map((row) => row.doctorId)).toEqual([doctor.id]);
  });
});

describe('the kept answers stay within their budget', () => {
  it('drops the least recently read answers beyond it, and builds once per version', async () => {
    const answers = createTimetableAnswers(64 * 1024);
    const version = (read: string) => () => Promise.resolve(read);
    let builds = 0;
    const build = () => {
      builds += 1;
      return Promise.resolve(jsonAnswerOf(JSON.stringify({ data: 'x'.repeat(10_000) })));
    };
    for (let day = 0; day < 50; day += 1)
      await answers.answer(`clinic/day-${day}/`, version('1.1'), build);
    expect(answers.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(answers.stats().entries).toBeLessThan(10);

    builds = 0;
    await Promise.all([1, 2, 3].map(() => answers.answer('clinic/today/', version('1.1'), build)));
    await answers.answer('clinic/today/', version('1.1'), build);
    expect(builds).toBe(1);
    await answers.answer('clinic/today/', version('1.2'), build);
    expect(builds).toBe(2);
  });
});
