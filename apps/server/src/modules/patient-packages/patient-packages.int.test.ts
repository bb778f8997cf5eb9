import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PackageUseResult,
  PatientPackageDetail,
  PatientPackageHistoryRow,
} from '@praktik/domain/packages/patient-package-view.schema';
import type { PatientPackageRow } from '@praktik/domain/packages/patient-package-row';
import { patientPackageEvents, patientPackages, visits } from '../../db/schema/index';
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
  call,
  clinicChoiceIds,
  createTestPatientPackage,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import type { ReservationDetailView } from '../reservations/reservation-view.schema';

/**
 * Monday 23 November 2026, 08:40 in the clinic (+7) once everyone has signed in; visits start
 * from reservations that morning or as walk-ins.
 */
const clock = testClock();
const MONDAY = '2026-11-23';
const KTP = '3273015705900001';
const BASE = '/api2/packages/v1';

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: ClinicMember;
let otherDoctor: ClinicMember;
let beautician: ClinicMember;
let staff: ClinicMember;
let serviceId: string;

/** Every day 08:00-17:00, visits of 15 minutes. */
const WORKING_DAY = [{ from: '08:00', to: '17:00' }];

async function newPatient(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}`, ...overrides }),
  });
  if (response.statusCode !== 201) throw new Error(`patient: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

/** The next free quarter hour of Monday from 09:00, per practitioner. */
const nextQuarter = new Map<string, number>();
function mondaySlot(practitionerId: string): string {
  const index = nextQuarter.get(practitionerId) ?? 0;
  nextQuarter.set(practitionerId, index + 1);
  const minutes = 9 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** A reservation of the patient this Monday with `practitioner`; started when asked. */
async function reservationOf(
  patientId: string,
  practitioner: ClinicMember = doctor,
  intent: 'SAVE' | 'SAVE_AND_START' = 'SAVE_AND_START',
): Promise<ReservationDetailView> {
  const response = await call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
    token: clinic.owner.idToken,
    body: {
      intent,
      patientTab: 'EXISTING',
      patientId,
      identificationType: 'KTP',
      identificationNumber: KTP,
      doctorId: practitioner.id,
      dateVisit: MONDAY,
      timeVisit: [mondaySlot(practitioner.id)],
      serviceId,
    },
  });
  if (response.statusCode !== 201) throw new Error(`reservation: ${response.body}`);
  return response.json<{ data: ReservationDetailView }>().data;
}

/** A patient with an ACTIVE reservation of the doctor and a package of `visits` visits. */
async function patientWithPackage(numberOfVisit = 5, practitioner: ClinicMember = doctor) {
  const patientId = await newPatient();
  const pkg = await createTestPatientPackage(ctx, clinic, {
    patientId,
    soldBy: clinic.owner.id,
    numberOfVisit,
    purchaseDate: '2026-10-01',
  });
  const reservation = await reservationOf(patientId, practitioner);
  return { patientId, pkg, reservation };
}

const use = (token: string | undefined, body: unknown, language?: 'id' | 'en') =>
  call(ctx, 'POST', `${BASE}/active-package`, { token, body, ...(language ? { language } : {}) });
const undo = (token: string | undefined, body: unknown) =>
  call(ctx, 'POST', `${BASE}/active-package/undo`, { token, body });
const release = (token: string | undefined, id: string) =>
  call(ctx, 'DELETE', `${BASE}/active-package/${id}`, { token });
const detailOf = (token: string | undefined, id: string) =>
  call(ctx, 'GET', `${BASE}/patient-packages/${id}`, { token });
const reservationDetail = async (id: string) => {
  const response = await call(ctx, 'GET', `/api2/reservation/v1/get-reservation-detail/${id}`, {
    token: clinic.owner.idToken,
  });
  return response.json<{ data: ReservationDetailView }>().data;
};
const resultOf = (response: { json<T>(): T }) => response.json<{ data: PackageUseResult }>().data;

async function eventsOf(patientPackageId: string) {
  return ctx.database.db
    .select({
      action: patientPackageEvents.action,
      remaining: patientPackageEvents.remainingVisits,
      date: patientPackageEvents.eventDate,
    })
    .from(patientPackageEvents)
    .where(eq(patientPackageEvents.patientPackageId, patientPackageId))
    .orderBy(asc(patientPackageEvents.createdAt), asc(patientPackageEvents.id));
}

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  ({ clinic, otherClinic, doctor, otherDoctor, beautician, staff } =
    await createPractitionerClinics(ctx, ['Klinik Melati', 'Klinik Teratai']));
  for (const practitioner of [doctor, otherDoctor, beautician]) {
    await saveSchedule(ctx, clinic.owner.idToken, scheduleBody(practitioner.id, WORKING_DAY));
  }
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => ctx?.close());

describe('POST /api2/packages/v1/active-package (use) and /undo', () => {
  it('uses one visit on an ACTIVE reservation, undoes it and uses it again; each writes its event', async () => {
    const { pkg, reservation, patientId } = await patientWithPackage(5);
    const body = { packageId: pkg.id, bookingId: reservation.id, patientId, paymentId: null };

    const used = await use(clinic.owner.idToken, body);
    expect(used.statusCode, used.body).toBe(201);
    expect(resultOf(used).patient_package).toMatchObject({
      id: pkg.id,
      package_id: pkg.cataloguePackageId,
      remaining_number_of_visit: 4,
      used_here: true,
    });
    const detailAfterUse = await reservationDetail(reservation.id);
    expect(detailAfterUse.actived_packages).toEqual([
      expect.objectContaining({ id: pkg.id, remaining_number_of_visit: 4, used_here: true }),
    ]);

    const again = await use(clinic.owner.idToken, body, 'en');
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe('This package is already used on this visit');

    const undone = await undo(staff.idToken, { packageId: pkg.id, bookingId: reservation.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(resultOf(undone).patient_package).toMatchObject({
      remaining_number_of_visit: 5,
      used_here: false,
    });
    const undoneTwice = await undo(staff.idToken, { useId: resultOf(used).use_id });
    expect(undoneTwice.statusCode).toBe(409);
    expect(problemOf(undoneTwice).detail).toBe('Paket ini tidak dipakai pada kunjungan ini');

    const usedAgain = await use(doctor.idToken, {
      packageId: pkg.id,
      visitId: reservation.visit_id,
    });
    expect(usedAgain.statusCode, usedAgain.body).toBe(201);
    expect(resultOf(usedAgain).patient_package.remaining_number_of_visit).toBe(4);

    expect(await eventsOf(pkg.id)).toEqual([
      { action: 'PURCHASE', remaining: 5, date: '2026-10-01' },
      { action: 'USE', remaining: 4, date: MONDAY },
      { action: 'UNDO', remaining: 5, date: MONDAY },
      { action: 'USE', remaining: 4, date: MONDAY },
    ]);
    const [stored] = await ctx.database.db
      .select({ last: patientPackages.lastReservationDate })
      .from(patientPackages)
      .where(eq(patientPackages.id, pkg.id));
    expect(stored?.last).toBe(MONDAY);
  });

  it('undoing the only use puts the last reservation date back to the purchase date', async () => {
    const { pkg, reservation } = await patientWithPackage(3);
    const used = await use(clinic.owner.idToken, { packageId: pkg.id, bookingId: reservation.id });
    expect(used.statusCode).toBe(201);
    expect((await undo(clinic.owner.idToken, { useId: resultOf(used).use_id })).statusCode).toBe(
      200,
    );
    const detail = await detailOf(clinic.owner.idToken, pkg.id);
    expect(detail.json<{ data: PatientPackageDetail }>().data).toMatchObject({
      remaining_visits: 3,
      last_reservation_date: '2026-10-01',
    });
  });

  it('a BOOKED reservation keeps its choice in the app: 409; an exhausted package 409', async () => {
    const patientId = await newPatient();
    const pkg = await createTestPatientPackage(ctx, clinic, {
      patientId,
      soldBy: clinic.owner.id,
      numberOfVisit: 1,
    });
    const booked = await reservationOf(patientId, doctor, 'SAVE');
    const onBooked = await use(clinic.owner.idToken, { packageId: pkg.id, bookingId: booked.id });
    expect(onBooked.statusCode).toBe(409);
    expect(problemOf(onBooked).detail).toBe(
      'Tindakan ini tidak dapat dilakukan pada status reservasi saat ini',
    );
    // The detail of the BOOKED reservation lists the patient's live package to choose.
    expect((await reservationDetail(booked.id)).actived_packages).toEqual([
      {
        id: pkg.id,
        package_id: pkg.cataloguePackageId,
        package_name: pkg.packageName,
        remaining_number_of_visit: 1,
        price: 1_500_000,
        used_here: false,
        use_id: null,
        released: false,
      },
    ]);

    const first = await reservationOf(patientId, otherDoctor);
    expect((await use(staff.idToken, { packageId: pkg.id, bookingId: first.id })).statusCode).toBe(
      201,
    );
    // The first visit still ACTIVE: end it so the patient may start another.
    await ctx.database.db
      .update(visits)
      .set({ status: 'WAITING_PAYMENT' })
      .where(eq(visits.id, first.visit_id!));
    const second = await reservationOf(patientId, doctor);
    const exhausted = await use(staff.idToken, { packageId: pkg.id, bookingId: second.id }, 'en');
    expect(exhausted.statusCode).toBe(409);
    expect(problemOf(exhausted).detail).toBe('This package has no visits left');
    // Used up, it leaves the choices of a new visit but stays on the visit that used it.
    expect((await reservationDetail(second.id)).actived_packages).toEqual([]);
    expect((await reservationDetail(first.id)).actived_packages).toMatchObject([
      { id: pkg.id, remaining_number_of_visit: 0, used_here: true },
    ]);
  });

  it('a DONE visit is closed: use and undo answer 409', async () => {
    const { pkg, reservation } = await patientWithPackage(3);
    expect(
      (await use(clinic.owner.idToken, { packageId: pkg.id, bookingId: reservation.id }))
        .statusCode,
    ).toBe(201);
    await ctx.database.db
      .update(visits)
      .set({ status: 'DONE' })
      .where(eq(visits.id, reservation.visit_id!));
    const closedUndo = await undo(clinic.owner.idToken, {
      packageId: pkg.id,
      bookingId: reservation.id,
    });
    expect(closedUndo.statusCode).toBe(409);
  });

  it('bad input: 400 naming the field, in the caller’s language; no token 401', async () => {
    const missing = await use(clinic.owner.idToken, { packageId: 'x' }, 'en');
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing).fieldErrors).toEqual([
      expect.objectContaining({ field: 'bookingId' }),
    ]);
    const noPackage = await use(clinic.owner.idToken, { bookingId: randomUUID() });
    expect(noPackage.statusCode).toBe(400);
    expect(problemOf(noPackage).detail).toContain('Paket pasien');
    expect((await undo(clinic.owner.idToken, {})).statusCode).toBe(400);
    expect((await use(undefined, { packageId: 'x', bookingId: 'y' })).statusCode).toBe(401);
    expect((await undo(undefined, { useId: 'y' })).statusCode).toBe(401);
    expect((await release(undefined, randomUUID())).statusCode).toBe(401);
  });

  it('another patient’s package, an unknown one, another clinic’s caller: 404', async () => {
    const { pkg, reservation } = await patientWithPackage(3);
    const stranger = await patientWithPackage(3);
    const wrongPatient = await use(clinic.owner.idToken, {
      packageId: stranger.pkg.id,
      bookingId: reservation.id,
    });
    expect(wrongPatient.statusCode).toBe(404);
    expect(problemOf(wrongPatient).detail).toBe('Paket pasien tidak ditemukan');
    const namedOther = await use(clinic.owner.idToken, {
      packageId: pkg.id,
      bookingId: reservation.id,
      patientId: stranger.patientId,
    });
    expect(namedOther.statusCode).toBe(404);
    expect(
      (await use(clinic.owner.idToken, { packageId: 'nope', bookingId: reservation.id }))
        .statusCode,
    ).toBe(404);
    const foreign = await use(otherClinic.owner.idToken, {
      packageId: pkg.id,
      bookingId: reservation.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Reservasi tidak ditemukan');
    expect((await release(otherClinic.owner.idToken, pkg.id)).statusCode).toBe(404);
    expect((await detailOf(otherClinic.owner.idToken, pkg.id)).statusCode).toBe(404);
  });

  it('practitioners use and undo only on their own visits; every role of the clinic reads', async () => {
    const { pkg, reservation } = await patientWithPackage(4, doctor);
    const body = { packageId: pkg.id, bookingId: reservation.id };
    expect((await use(otherDoctor.idToken, body)).statusCode).toBe(404);
    expect((await use(beautician.idToken, body)).statusCode).toBe(404);
    const own = await use(doctor.idToken, body);
    expect(own.statusCode).toBe(201);
    expect((await undo(beautician.idToken, body)).statusCode).toBe(404);
    expect((await undo(doctor.idToken, body)).statusCode).toBe(200);
    for (const member of [clinic.owner, doctor, otherDoctor, beautician, staff]) {
      expect((await detailOf(member.idToken, pkg.id)).statusCode).toBe(200);
    }
  });
});

describe('concurrent uses', () => {
  it('50 uses of a package with one visit left, on 50 visits at once: exactly one 201', async () => {
    const patientId = await newPatient();
    const pkg = await createTestPatientPackage(ctx, clinic, {
      patientId,
      soldBy: clinic.owner.id,
      numberOfVisit: 1,
    });
    const rows = await ctx.database.db
      .insert(visits)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          businessId: clinic.businessId,
          patientId,
          practitionerId: doctor.id,
          status: 'WAITING_PAYMENT' as const,
          visitDate: '2026-11-20',
          sequenceNumber: 5000 + index,
        })),
      )
      .returning({ id: visits.id });
    const answers = await Promise.all(
      rows.map((visit) => use(staff.idToken, { packageId: pkg.id, visitId: visit.id })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const events = await eventsOf(pkg.id);
    expect(events.map((event) => event.action)).toEqual(['PURCHASE', 'USE']);
  });

  it('the same package on one visit twice at once: one 201, one 409', async () => {
    const { pkg, reservation } = await patientWithPackage(5);
    const body = { packageId: pkg.id, bookingId: reservation.id };
    const answers = await Promise.all([use(clinic.owner.idToken, body), use(staff.idToken, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [stored] = await ctx.database.db
      .select({ remaining: patientPackages.remainingVisits })
      .from(patientPackages)
      .where(eq(patientPackages.id, pkg.id));
    expect(stored?.remaining).toBe(4);
  });
});

describe('DELETE /api2/packages/v1/active-package/{id} (release)', () => {
  it('owner and staff release; the visits left stay on record; no more uses; practitioners 403', async () => {
    const { pkg, reservation } = await patientWithPackage(5);
    const refused = await release(doctor.idToken, pkg.id);
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toBe(
      'Hanya pemilik dan staf yang dapat melepas paket pasien',
    );
    const released = await release(staff.idToken, pkg.id);
    expect(released.statusCode, released.body).toBe(200);
    const data = released.json<{ data: PatientPackageDetail }>().data;
    expect(data.released_at).not.toBeNull();
    expect(data.remaining_visits).toBe(5);
    expect(data.active_packages).toEqual([]);
    expect((await release(clinic.owner.idToken, pkg.id)).statusCode).toBe(409);
    const afterRelease = await use(clinic.owner.idToken, {
      packageId: pkg.id,
      bookingId: reservation.id,
    });
    expect(afterRelease.statusCode).toBe(409);
    expect(problemOf(afterRelease).detail).toBe('Paket ini sudah dilepas');
    expect((await eventsOf(pkg.id)).map((event) => event.action)).toEqual(['PURCHASE', 'RELEASE']);
  });

  it('a package released while used on a visit stays in that visit’s detail, marked released', async () => {
    const { pkg, reservation } = await patientWithPackage(5);
    const used = await use(clinic.owner.idToken, { packageId: pkg.id, bookingId: reservation.id });
    expect(used.statusCode, used.body).toBe(201);
    expect(resultOf(used).patient_package.released).toBe(false);
    expect((await release(staff.idToken, pkg.id)).statusCode).toBe(200);
    // The app offers a package's use, undo and release from this flag: none of them is allowed.
    expect((await reservationDetail(reservation.id)).actived_packages).toEqual([
      expect.objectContaining({ id: pkg.id, used_here: true, released: true }),
    ]);
  });
});

describe('GET /api2/packages/v1/patient-packages (the follow-up list) and its detail', () => {
  it('live packages matching the name, longest unseen first, paged with x-total-count', async () => {
    const tag = randomUUID().slice(0, 6);
    const names = [`Wulan ${tag} A`, `Wulan ${tag} B`, `Wulan ${tag} C`];
    const [first, second, third] = await Promise.all(
      names.map((name) => newPatient({ name, phoneNumber: '081298765432' })),
    );
    const a = await createTestPatientPackage(ctx, clinic, {
      patientId: first!,
      soldBy: clinic.owner.id,
      purchaseDate: '2026-09-01',
    });
    await createTestPatientPackage(ctx, clinic, {
      patientId: second!,
      soldBy: clinic.owner.id,
      purchaseDate: '2026-08-01',
    });
    const released = await createTestPatientPackage(ctx, clinic, {
      patientId: third!,
      soldBy: clinic.owner.id,
      purchaseDate: '2026-07-01',
    });
    await release(clinic.owner.idToken, released.id);

    const list = await call(
      ctx,
      'GET',
      `${BASE}/patient-packages?page=0&size=1&name=${encodeURIComponent(`wulan ${tag}`)}`,
      { token: doctor.idToken },
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    const body = list.json<{ data: PatientPackageRow[]; total: number }>();
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({
        name: names[1],
        last_reservation_date: '2026-08-01',
        remaining_visits: 5,
        phone_number: '081298765432',
      }),
    ]);
    const ranged = await call(
      ctx,
      'GET',
      `${BASE}/patient-packages?name=${encodeURIComponent(tag)}&from=2026-08-15&to=2026-09-30`,
      { token: staff.idToken },
    );
    expect(ranged.json<{ data: PatientPackageRow[] }>().data).toEqual([
      expect.objectContaining({
        package_id: a.id,
        catalogue_package_id: a.cataloguePackageId,
        patient_id: first,
      }),
    ]);
    const foreign = await call(
      ctx,
      'GET',
      `${BASE}/patient-packages?name=${encodeURIComponent(tag)}`,
      { token: otherClinic.owner.idToken },
    );
    expect(foreign.json<{ total: number }>().total).toBe(0);
    const backwards = await call(
      ctx,
      'GET',
      `${BASE}/patient-packages?from=2026-09-30&to=2026-08-15`,
      {
        token: staff.idToken,
        language: 'en',
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(problemOf(backwards).fieldErrors).toEqual([expect.objectContaining({ field: 'to' })]);
    expect((await call(ctx, 'GET', `${BASE}/patient-packages`)).statusCode).toBe(401);
  });

  it('with a name: the rows, order and total of the list without it, filtered', async () => {
    // The name filter is its own statement (patients first, a window count): it must answer as
    // the date-ordered join does. Dates in March 2019 keep other tests' packages out of range.
    const tag = randomUUID().slice(0, 6);
    // Sorted by code point these would come B, Z, a; by the list's lower(name) a, B, Z.
    const names = [`Ayu ${tag} Z`, `Ayu ${tag} B`, `ayu ${tag} a`, `AYU ${tag} c`];
    const [z, b, a, c] = await Promise.all(
      names.map((name, index) =>
        newPatient({ name, phoneNumber: `08129000000${index}`, dob: '02-03-1991' }),
      ),
    );
    const stranger = await newPatient({ name: `Ayu ${randomUUID().slice(0, 6)}` });
    const sell = (patientId: string, purchaseDate: string) =>
      createTestPatientPackage(ctx, clinic, { patientId, soldBy: clinic.owner.id, purchaseDate });
    // Equal dates sort by the name without case, then by id (two packages of one patient).
    for (const patientId of [z!, b!, a!, z!, stranger]) await sell(patientId, '2019-03-05');
    await sell(c!, '2019-03-01');
    await sell(b!, '2019-03-20');
    const released = await sell(a!, '2019-03-02');
    await release(clinic.owner.idToken, released.id);
    const exhausted = await sell(c!, '2019-03-03');
    await ctx.database.db
      .update(patientPackages)
      .set({ remainingVisits: 0 })
      .where(eq(patientPackages.id, exhausted.id));

    const list = async (query: string) => {
      const response = await call(ctx, 'GET', `${BASE}/patient-packages?${query}`, {
        token: staff.idToken,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: PatientPackageRow[]; total: number }>();
      expect(response.headers['x-total-count']).toBe(String(body.total));
      return body;
    };
    const march = 'from=2019-03-01&to=2019-03-31';
    const all = await list(`${march}&size=50`);
    const ours = all.data.filter((row) => row.name.toLowerCase().includes(`ayu ${tag}`));
    expect(ours.map((row) => row.name)).toEqual([
      names[3],
      names[2],
      names[1],
      names[0],
      names[0],
      names[1],
    ]);
    expect(ours[0]).toMatchObject({
      patient_id: c,
      last_reservation_date: '2019-03-01',
      remaining_visits: 5,
      phone_number: '081290000003',
      date_of_birth: '1991-03-02',
    });

    const byName = await list(`name=${encodeURIComponent(`AYU ${tag}`)}&size=50`);
    expect(byName).toEqual({ data: ours, total: ours.length });
    expect(await list(`name=${encodeURIComponent(`ayu ${tag}`)}&${march}&size=50`)).toEqual(byName);
    const paged = [0, 1, 2].map((page) => list(`name=${tag}&size=2&page=${page}`));
    const pages = await Promise.all(paged);
    expect(pages.flatMap((page) => page.data)).toEqual(ours);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6]);
    // A page past the end carries no row, yet the total is counted.
    expect(await list(`name=${tag}&size=2&page=7`)).toEqual({ data: [], total: 6 });
    expect(await list(`name=${tag}&from=2019-03-06&to=2019-03-31`)).toEqual({
      data: [ours[5]],
      total: 1,
    });
    expect(await list(`name=${tag}&phone_number=0003&date_of_birth=1991-03-02`)).toEqual({
      data: [ours[0]],
      total: 1,
    });
    expect(await list(`name=${tag}&date_of_birth=1991-03-03`)).toEqual({ data: [], total: 0 });
  });

  it('by name after a rename: found by the new name, not the old; a package sold after it carries it', async () => {
    // The list by name reads the package's copy of the name, kept by the database's triggers.
    const tag = randomUUID().slice(0, 6);
    const body = patientRequestBody({ name: `Lestari ${tag}`, medicalRecordNumber: `RM-${tag}` });
    const created = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinic.owner.idToken,
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const patientId = created.json<{ data: { id: string } }>().data.id;
    const sell = () =>
      createTestPatientPackage(ctx, clinic, { patientId, soldBy: clinic.owner.id });
    const before = await sell();
    const list = async (name: string) => {
      const response = await call(
        ctx,
        'GET',
        `${BASE}/patient-packages?size=50&name=${encodeURIComponent(name)}`,
        { token: staff.idToken },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: PatientPackageRow[]; total: number }>();
    };
    expect((await list(`Lestari ${tag}`)).data.map((row) => row.package_id)).toEqual([before.id]);

    const renamed = await call(ctx, 'PUT', `/api2/dashboard/patient/${patientId}`, {
      token: clinic.owner.idToken,
      body: { ...body, name: `Kusuma ${tag}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await sell();
    expect(await list(`Lestari ${tag}`)).toEqual({ data: [], total: 0 });
    const found = await list(`kusuma ${tag}`);
    expect(found.total).toBe(2);
    expect(found.data.map((row) => row.package_id).sort()).toEqual([before.id, after.id].sort());
    expect(found.data.map((row) => row.name)).toEqual([`Kusuma ${tag}`, `Kusuma ${tag}`]);
    const stored = await ctx.database.db
      .select({ id: patientPackages.id, patientName: patientPackages.patientName })
      .from(patientPackages)
      .where(eq(patientPackages.patientId, patientId))
      .orderBy(asc(patientPackages.id));
    expect(stored.map((row) => row.patientName)).toEqual([`Kusuma ${tag}`, `Kusuma ${tag}`]);
  });

  it('by name, a package is listed while live: a use moves its date, the last visit takes it off, an undo puts it back, a release takes it off', async () => {
    // The list by name reads the live packages' copy (patient_package_live_names), which the
    // database keeps through every write of the package.
    const name = `Anggrek ${randomUUID().slice(0, 6)}`;
    const patientId = await newPatient({ name });
    const pkg = await createTestPatientPackage(ctx, clinic, {
      patientId,
      soldBy: clinic.owner.id,
      numberOfVisit: 2,
      purchaseDate: '2026-10-01',
    });
    const listed = async () => {
      const response = await call(
        ctx,
        'GET',
        `${BASE}/patient-packages?size=50&name=${encodeURIComponent(name.toUpperCase())}`,
        { token: staff.idToken },
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: PatientPackageRow[]; total: number }>();
      expect(body.total).toBe(body.data.length);
      return body.data.map((row) => [row.last_reservation_date, row.remaining_visits]);
    };
    expect(await listed()).toEqual([['2026-10-01', 2]]);

    const first = await reservationOf(patientId);
    const used = await use(clinic.owner.idToken, { packageId: pkg.id, bookingId: first.id });
    expect(used.statusCode, used.body).toBe(201);
    expect(await listed()).toEqual([[MONDAY, 1]]);

    const second = await reservationOf(await newPatient());
    // Another patient's reservation is refused: the package stays as it was.
    expect(
      (await use(clinic.owner.idToken, { packageId: pkg.id, bookingId: second.id })).statusCode,
    ).toBe(404);
    expect(await listed()).toEqual([[MONDAY, 1]]);

    const undone = await undo(clinic.owner.idToken, { useId: resultOf(used).use_id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await listed()).toEqual([['2026-10-01', 2]]);

    const lastVisits = await createTestPatientPackage(ctx, clinic, {
      patientId,
      soldBy: clinic.owner.id,
      numberOfVisit: 1,
      purchaseDate: '2026-09-01',
    });
    expect(await listed()).toEqual([
      ['2026-09-01', 1],
      ['2026-10-01', 2],
    ]);
    const usedUp = await use(clinic.owner.idToken, {
      packageId: lastVisits.id,
      bookingId: first.id,
    });
    expect(usedUp.statusCode, usedUp.body).toBe(201);
    expect(await listed()).toEqual([['2026-10-01', 2]]);

    expect((await release(staff.idToken, pkg.id)).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
  });

  it('the detail names the patient and their live packages; an unknown id 404', async () => {
    const patientId = await newPatient({ name: 'Rini Kartika', dob: '02-03-1991' });
    const one = await createTestPatientPackage(ctx, clinic, { patientId, soldBy: clinic.owner.id });
    const two = await createTestPatientPackage(ctx, clinic, { patientId, soldBy: clinic.owner.id });
    const response = await detailOf(beautician.idToken, one.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: PatientPackageDetail }>().data;
    expect(data).toMatchObject({
      id: one.id,
      patient_id: patientId,
      number_of_visit: 5,
      package_item: { amount: 1_500_000, type_discount: null, discount: null, subtotal: 1_500_000 },
      patient: { id: patientId, name: 'Rini Kartika', dob: '02-03-1991' },
    });
    expect(data.active_packages.map((row) => row.id).sort()).toEqual([one.id, two.id].sort());
    const unknown = await detailOf(clinic.owner.idToken, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown).detail).toBe('Paket pasien tidak ditemukan');
    expect((await detailOf(undefined, one.id)).statusCode).toBe(401);
  });
});

describe('GET /api2/packages/v1/patient-package-history', () => {
  it('a patient’s events paged, by date or action, with the sale line and who acted', async () => {
    const { patientId, pkg, reservation } = await patientWithPackage(5);
    const used = await use(doctor.idToken, { packageId: pkg.id, bookingId: reservation.id });
    expect(used.statusCode).toBe(201);
    const history = (query: string, token = staff.idToken) =>
      call(ctx, 'GET', `${BASE}/patient-package-history?patient_id=${patientId}&${query}`, {
        token,
      });

    const newest = await history('size=1');
    expect(newest.statusCode, newest.body).toBe(200);
    expect(newest.headers['x-total-count']).toBe('2');
    const [row] = newest.json<{ data: PatientPackageHistoryRow[] }>().data;
    expect(row).toMatchObject({
      patient_package_id: pkg.id,
      package_name: pkg.packageName,
      action: 'USE',
      reservation_date: MONDAY,
      amount: 1_500_000,
      subtotal: 1_500_000,
      remaining_visits: 4,
      booking_id: reservation.id,
      visit_id: reservation.visit_id,
      by_name: 'Anggota',
    });
    const oldest = await history('sort_order=asc&sort_by=reservation_date');
    expect(
      oldest.json<{ data: PatientPackageHistoryRow[] }>().data.map((event) => event.action),
    ).toEqual(['PURCHASE', 'USE']);
    const byAction = await history('sort_by=action&sort_order=asc&page=0&size=5');
    expect(
      byAction.json<{ data: PatientPackageHistoryRow[] }>().data.map((event) => event.action),
    ).toEqual(['PURCHASE', 'USE']);
    const ranged = await history('from=2026-11-01&to=2026-11-30');
    expect(ranged.json<{ total: number }>().total).toBe(1);

    expect((await history('sort_by=price')).statusCode).toBe(400);
    const foreign = await history('', otherClinic.owner.idToken);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(ctx, 'GET', `${BASE}/patient-package-history`, { token: staff.idToken }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(ctx, 'GET', `${BASE}/patient-package-history?patient_id=${patientId}`))
        .statusCode,
    ).toBe(401);
  });
});
