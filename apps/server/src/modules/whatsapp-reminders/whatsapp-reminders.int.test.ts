import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientPackageRow } from '@praktik/domain/packages/patient-package-row';
import type { ReminderSent } from '@praktik/domain/packages/whatsapp-reminder-record';
import { testClock } from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  createTestPatientPackage,
  patientRequestBody,
  problemOf,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import { insertTestReservation } from '../../test/reservation-rows.repository';

/*
 * Decision 0052: the follow-up list browsable without a name ("not seen for over a month"), and every
 * WhatsApp reminder opened recorded with who and when, shown on the lists' rows.
 * The clinic's today is Monday 23 November 2026 (+7): over a month means on or before 22 October.
 */
const clock = testClock();
const NOW = new Date('2026-11-23T07:05:00Z'); // 14:05 in the clinic
const PACKAGES = '/api2/packages/v1';
const REMINDERS = '/api2/reservation/v1/reminders';

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: TestUser & SignedIn;
let staff: TestUser & SignedIn;
/** The clinic's packages by their last reservation date. */
const packageOn = new Map<string, string>();
let otherClinicPackage: string;
let reservationId: string;

async function newPatient(owner: TestClinic, name: string): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: owner.owner.idToken,
    body: patientRequestBody({ name }),
  });
  if (response.statusCode !== 201) throw new Error(`patient: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Melati'),
    createTestClinic(ctx, 'Klinik Mawar'),
  ]);
  [doctor, staff] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_STAFF'),
  ]);
  const patientId = await newPatient(clinic, 'Siti Rahayu');
  // Purchase dates stand for the last reservation: two long unseen, one on the bound, two recent.
  for (const date of ['2026-10-22', '2026-09-01', '2026-10-23', '2026-10-01', '2026-11-20']) {
    const sold = await createTestPatientPackage(ctx, clinic, {
      patientId,
      soldBy: clinic.owner.id,
      purchaseDate: date,
    });
    packageOn.set(date, sold.id);
  }
  const otherPatient = await newPatient(otherClinic, 'Dewi Lestari');
  otherClinicPackage = (
    await createTestPatientPackage(ctx, otherClinic, {
      patientId: otherPatient,
      soldBy: otherClinic.owner.id,
      purchaseDate: '2026-08-01',
    })
  ).id;
  reservationId = (
    await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      startsAt: new Date('2026-11-24T02:00:00Z'), // tomorrow 09:00 in the clinic
      userName: 'Sari',
    })
  ).id;
  clock.fixAt(NOW);
}, 120_000);
afterAll(async () => ctx?.close());

const listRows = (response: { json<T>(): T }) =>
  response.json<{ data: PatientPackageRow[]; total: number }>();

describe('GET /api2/packages/v1/patient-packages?overdue=true (the browsable follow-up list)', () => {
  it('lists without a name the clinic’s packages not seen for over a month, longest absence first, paged', async () => {
    const response = await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=true`, {
      token: doctor.idToken,
    });
    expect(response.statusCode).toBe(200);
    const body = listRows(response);
    expect(body.data.map((row) => row.last_reservation_date)).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-10-22',
    ]);
    expect(body.total).toBe(3);
    expect(response.headers['x-total-count']).toBe('3');
    expect(body.data[0]).toMatchObject({ name: 'Siti Rahayu', last_reminder: null });

    const second = await call(
      ctx,
      'GET',
      `${PACKAGES}/patient-packages?overdue=true&size=1&page=1`,
      {
        token: staff.idToken,
      },
    );
    expect(listRows(second).data.map((row) => row.package_id)).toEqual([
      packageOn.get('2026-10-01'),
    ]);
    expect(listRows(second).total).toBe(3);

    // The search stays, and narrows the same list: a name, a `to` before the month's bound.
    const byName = await call(
      ctx,
      'GET',
      `${PACKAGES}/patient-packages?overdue=true&name=siti&to=2026-10-01`,
      { token: staff.idToken },
    );
    expect(listRows(byName).data.map((row) => row.last_reservation_date)).toEqual([
      '2026-09-01',
      '2026-10-01',
    ]);
  });

  it('shows another clinic only its own, and explains a bad flag in the caller’s language', async () => {
    const other = await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=true`, {
      token: otherClinic.owner.idToken,
    });
    expect(listRows(other).data.map((row) => row.package_id)).toEqual([otherClinicPackage]);
    const bad = await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=ya`, {
      token: staff.idToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).detail).toMatch(/Belum kembali lebih dari sebulan/);
    const english = await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=ya`, {
      token: staff.idToken,
      language: 'en',
    });
    expect(problemOf(english).detail).toMatch(/Not back for over a month/);
    expect((await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=true`)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api2/packages/v1/patient-packages/{id}/reminder-sends', () => {
  const send = (token: string | undefined, id: string) =>
    call(ctx, 'POST', `${PACKAGES}/patient-packages/${id}/reminder-sends`, { token });

  it('records who opened the follow-up and when; the list shows the latest to every role', async () => {
    const id = packageOn.get('2026-09-01')!;
    const first = await send(doctor.idToken, id);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: ReminderSent }>().data).toEqual({
      sent_at: NOW.toISOString(),
      sent_by_id: doctor.id,
      sent_by_name: doctor.firstName,
    });

    clock.fixAt(new Date(NOW.getTime() + 60_000));
    try {
      expect((await send(clinic.owner.idToken, id)).statusCode).toBe(201);
    } finally {
      clock.fixAt(NOW);
    }
    const list = await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=true`, {
      token: staff.idToken,
    });
    const rows = listRows(list).data;
    expect(rows.find((row) => row.package_id === id)?.last_reminder).toEqual({
      sent_at: '2026-11-23T07:06:00.000Z',
      sent_by_id: clinic.owner.id,
      sent_by_name: 'Ratna',
    });
    expect(rows.filter((row) => row.last_reminder !== null)).toHaveLength(1);
  });

  it('another clinic’s package and an unknown one 404; a malformed id 400 with detail; no token 401', async () => {
    const foreign = await send(otherClinic.owner.idToken, packageOn.get('2026-10-01')!);
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Paket pasien tidak ditemukan');
    expect((await send(staff.idToken, otherClinicPackage)).statusCode).toBe(404);
    expect((await send(staff.idToken, randomUUID())).statusCode).toBe(404);
    const tooLong = await send(staff.idToken, 'x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(problemOf(tooLong).detail).toBeTruthy();
    expect((await send(undefined, packageOn.get('2026-10-01')!)).statusCode).toBe(401);
    // Nothing was recorded by the refusals.
    const other = await call(ctx, 'GET', `${PACKAGES}/patient-packages?overdue=true`, {
      token: otherClinic.owner.idToken,
    });
    expect(listRows(other).data[0]?.last_reminder).toBeNull();
  });
});

describe('POST /api2/reservation/v1/reminders/{id}/sends', () => {
  const send = (token: string | undefined, id: string, language?: 'en') =>
    call(ctx, 'POST', `${REMINDERS}/${id}/sends`, { token, ...(language ? { language } : {}) });
  const tomorrowsRows = async (token: string) =>
    (await call(ctx, 'GET', REMINDERS, { token })).json<{
      data: { reservationId: string; lastReminder: ReminderSent | null }[];
    }>().data;

  it('the front desk records a sent reminder; the next receptionist opening the list sees who and when', async () => {
    expect((await tomorrowsRows(staff.idToken))[0]).toMatchObject({
      reservationId,
      lastReminder: null,
    });
    const sent = await send(staff.idToken, reservationId);
    expect(sent.statusCode).toBe(201);
    expect((await tomorrowsRows(clinic.owner.idToken))[0]).toEqual(
      expect.objectContaining({
        reservationId,
        lastReminder: {
          sent_at: NOW.toISOString(),
          sent_by_id: staff.id,
          sent_by_name: staff.firstName,
        },
      }),
    );
  });

  it('practitioners 403; another clinic’s reservation 404; a malformed id 400 with detail', async () => {
    expect((await send(doctor.idToken, reservationId)).statusCode).toBe(403);
    const foreign = await send(otherClinic.owner.idToken, reservationId);
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Reservasi tidak ditemukan');
    expect((await send(staff.idToken, randomUUID())).statusCode).toBe(404);
    const tooLong = await send(staff.idToken, 'x'.repeat(65), 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(problemOf(tooLong).detail).toMatch(/Reservation/);
    expect((await send(undefined, reservationId)).statusCode).toBe(401);
  });
});
