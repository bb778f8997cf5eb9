import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPractitionerClinics,
  MONDAY_0840_AT_PLUS_7,
  MORNING_AND_AFTERNOON,
  saveSchedule,
  scheduleBody,
  testClock,
  type ClinicMember,
} from '../../test/booking-clinic';

import { reservations, satuSehatLocations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  clinicChoiceIds,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import type { AvailableSlotsView } from '../schedules/schedule-view.schema';
import type {
  PatientNoShowsView,
  ReservationDetailView,
  TimetableRowView,
} from './reservation-view.schema';

/**
 * The app's clock: real time while the callers sign in (their tokens must be fresh), then fixed
 * at Monday 23 November 2026, 08:40 in the clinic (+7); bookings go on the Tuesday after.
 */
const clock = testClock();
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const KTP = '3273015705900001';

type Member = ClinicMember;
let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: Member;
let otherDoctor: Member;
let beautician: Member;
let staff: Member;
let serviceId: string;

async function newPatient(token = clinic.owner.idToken, c = clinic): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token,
    body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
  });
  if (response.statusCode !== 201) throw new Error(`patient: ${response.body} ${c.name}`);
  return response.json<{ data: { id: string } }>().data.id;
}

function existingBody(patientId: string, overrides: Record<string, unknown> = {}) {
  return {
    patientTab: 'EXISTING',
    patientId,
    name: 'Siti Rahayu',
    identificationType: 'KTP',
    identificationNumber: KTP,
    doctorId: doctor.id,
    dateVisit: TUESDAY,
    timeVisit: ['09:00:00'],
    serviceId,
    ...overrides,
  };
}

function newPatientBody(overrides: Record<string, unknown> = {}) {
  return {
    patientTab: 'NEW',
    name: 'Budi Baru',
    phoneNumber: '081234567891',
    dateOfBirth: '1988-03-02',
    gender: 'MALE',
    address: 'Jl. Mawar 1, Depok',
    medicalRecordNumber: `RM-${randomUUID().slice(0, 8)}`,
    identificationType: 'KTP',
    identificationNumber: '3273015705900002',
    email: '',
    allergies: [],
    remark: '',
    doctorId: doctor.id,
    dateVisit: TUESDAY,
    timeVisit: ['09:00:00'],
    serviceId,
    ...overrides,
  };
}

const save = (token: string, body: unknown, language?: 'id' | 'en') =>
  call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
    token,
    body,
    ...(language ? { language } : {}),
  });
const update = (token: string, body: unknown) =>
  call(ctx, 'POST', '/api2/reservation/v1/update-reservation', { token, body });
const detail = (token: string, id: string) =>
  call(ctx, 'GET', `/api2/reservation/v1/get-reservation-detail/${id}`, { token });
const timetable = (token: string, query: string) =>
  call(ctx, 'GET', `/api2/reservation/v1/get-reservation-data?${query}`, { token });
const dataOf = (response: { json<T>(): T }) =>
  response.json<{ data: ReservationDetailView }>().data;

/** Books `times` on Tuesday for a fresh patient of the clinic; the reservation as answered. */
async function book(times: string[], overrides: Record<string, unknown> = {}) {
  const patientId = await newPatient();
  const response = await save(
    clinic.owner.idToken,
    existingBody(patientId, { timeVisit: times, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return dataOf(response);
}

function startBody(reservation: ReservationDetailView, overrides: Record<string, unknown> = {}) {
  return {
    staffId: reservation.doctor_id,
    identificationNumber: KTP,
    bookingId: reservation.id,
    ...overrides,
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  ({ clinic, otherClinic, doctor, otherDoctor, beautician, staff } =
    await createPractitionerClinics(ctx, ['Klinik Kenanga', 'Klinik Flamboyan']));
  for (const practitioner of [doctor, otherDoctor, beautician]) {
    await saveSchedule(
      ctx,
      clinic.owner.idToken,
      scheduleBody(practitioner.id, MORNING_AND_AFTERNOON),
    );
  }
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  // Each clinic's SATUSEHAT location (our copy of what the platform stored).
  await ctx.database.db.insert(satuSehatLocations).values([
    { businessId: clinic.businessId, resourceId: 'loc-7', name: 'Poli Umum', resource: {} },
    { businessId: otherClinic.businessId, resourceId: 'loc-9', name: 'Poli Anggrek', resource: {} },
  ]);
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => ctx?.close());

describe('POST /api2/reservation/v1/save-reservation', () => {
  it('books an existing patient: BOOKED, the day’s queue number, the patient’s details', async () => {
    const patientId = await newPatient();
    const response = await save(
      staff.idToken,
      existingBody(patientId, { timeVisit: ['08:00:00', '08:15:00'] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const reservation = dataOf(response);
    expect(reservation).toMatchObject({
      patient_id: patientId,
      reservation_date: TUESDAY,
      duration_visit: 30,
      time_slots: { availability_start: '08:00:00', availability_end: '08:30:00' },
      doctor_id: doctor.id,
      doctor_name: doctor.firstName,
      status: 'BOOKED',
      no_show: false,
      source: 'CLINIC',
      unconfirmed: false,
      expired: false,
      user_name: expect.stringMatching(/^Pasien /) as string,
      user_identity_number: KTP,
      user_id: staff.id,
      service_id: serviceId,
      is_patient_new: false,
      visit_id: null,
      patient_no_shows: 0,
      payment: null,
    });
    expect(reservation.no_sequence).toBeGreaterThan(0);
    expect(dataOf(await detail(doctor.idToken, reservation.id))).toEqual(reservation);
  });

  it('NEW creates the patient in the same transaction, with the allergies and the remark', async () => {
    const response = await save(
      clinic.owner.idToken,
      newPatientBody({
        timeVisit: ['10:00:00'],
        allergies: [
          { name: 'Amoksisilin', isNew: true },
          { name: 'Udang', isNew: true },
        ],
        remark: 'Datang bersama ibunya',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const reservation = dataOf(response);
    expect(reservation.is_patient_new).toBe(true);
    const patient = await call(ctx, 'GET', `/api2/dashboard/patient/${reservation.patient_id}`, {
      token: clinic.owner.idToken,
    });
    expect(patient.statusCode).toBe(200);
    expect(patient.json()).toMatchObject({
      data: {
        name: 'Budi Baru',
        remark: 'Datang bersama ibunya',
        allergies: [
          { name: 'Amoksisilin', isNew: false },
          { name: 'Udang', isNew: false },
        ],
      },
    });
  });

  it('a taken slot answers 409 with the translated detail; nothing is created', async () => {
    await book(['11:00:00'], { doctorId: otherDoctor.id });
    const medicalRecordNumber = `RM-${randomUUID().slice(0, 8)}`;
    const refused = await save(
      clinic.owner.idToken,
      newPatientBody({
        doctorId: otherDoctor.id,
        timeVisit: ['10:45:00', '11:00:00'],
        medicalRecordNumber,
      }),
      'en',
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(problemOf(refused).detail).toBe(
      'This time was just booked. Please choose another time.',
    );
    const id = await save(
      clinic.owner.idToken,
      existingBody(await newPatient(), { doctorId: otherDoctor.id, timeVisit: ['11:00:00'] }),
    );
    expect(problemOf(id).detail).toBe('Waktu ini baru saja dipesan. Pilih waktu lain.');
    const patients = await call(ctx, 'GET', `/api2/dashboard/patient?name.contains=Budi`, {
      token: clinic.owner.idToken,
    });
    expect(JSON.stringify(patients.json())).not.toContain(medicalRecordNumber);
  });

  it('outside the schedule, in the past or outside the window: 409 slotUnavailable', async () => {
    for (const body of [
      existingBody(await newPatient(), { timeVisit: ['12:00:00'] }),
      existingBody(await newPatient(), { dateVisit: MONDAY, timeVisit: ['08:30:00'] }),
      existingBody(await newPatient(), { dateVisit: '2027-06-01', timeVisit: ['09:00:00'] }),
    ]) {
      const refused = await save(clinic.owner.idToken, body, 'en');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(problemOf(refused).detail).toBe(
        'This time cannot be booked. Please choose another time.',
      );
    }
  });

  it('bad input answers 400 naming the field; no token 401', async () => {
    const patientId = await newPatient();
    const empty = await save(clinic.owner.idToken, existingBody(patientId, { timeVisit: [] }));
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).fieldErrors).toEqual([
      { field: 'timeVisit', message: 'Harap pilih waktu' },
    ]);
    const intent = await save(clinic.owner.idToken, { ...existingBody(patientId), intent: 'GO' });
    expect(intent.statusCode).toBe(400);
    expect(problemOf(intent).fieldErrors?.[0]?.field).toBe('intent');
    const service = await save(
      clinic.owner.idToken,
      existingBody(patientId, { serviceId: randomUUID() }),
      'en',
    );
    expect(service.statusCode).toBe(400);
    expect(problemOf(service).fieldErrors?.[0]).toEqual({
      field: 'serviceId',
      message: 'This service is not offered by this clinic',
    });
    const noToken = await call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
      body: existingBody(patientId),
    });
    expect(noToken.statusCode).toBe(401);
  });

  it("a location that is not one of the clinic's SATUSEHAT locations: 400 naming it, nothing booked", async () => {
    const patientId = await newPatient();
    for (const locationId of ['loc-9', '../../x']) {
      const refused = await save(
        clinic.owner.idToken,
        existingBody(patientId, { doctorId: beautician.id, timeVisit: ['08:00:00'], locationId }),
      );
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused).fieldErrors).toEqual([
        { field: 'locationId', message: 'Lokasi yang dipilih bukan lokasi SATUSEHAT klinik ini' },
      ]);
    }
    const booked = await save(
      clinic.owner.idToken,
      existingBody(patientId, {
        doctorId: beautician.id,
        timeVisit: ['08:00:00'],
        locationId: 'loc-7',
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(dataOf(booked).location_id).toBe('loc-7');
  });

  it('unknown or another clinic’s patient or practitioner: 404', async () => {
    const foreignPatient = await newPatient(otherClinic.owner.idToken, otherClinic);
    expect(
      (await save(clinic.owner.idToken, existingBody(foreignPatient, { timeVisit: ['13:00:00'] })))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await save(
          clinic.owner.idToken,
          existingBody(await newPatient(), { doctorId: randomUUID() }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await save(
          otherClinic.owner.idToken,
          existingBody(foreignPatient, { timeVisit: ['13:00:00'] }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a doctor books onto their own row only (another’s: 403); a beautician too', async () => {
    const patientId = await newPatient();
    const refused = await save(
      doctor.idToken,
      existingBody(patientId, { doctorId: otherDoctor.id, timeVisit: ['13:15:00'] }),
      'en',
    );
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toBe('Doctors and beauticians can only book for themselves');
    const own = await save(doctor.idToken, existingBody(patientId, { timeVisit: ['13:15:00'] }));
    expect(own.statusCode, own.body).toBe(201);
    const beauty = await save(
      beautician.idToken,
      existingBody(await newPatient(), { doctorId: beautician.id, timeVisit: ['13:15:00'] }),
    );
    expect(beauty.statusCode, beauty.body).toBe(201);
  });
});

describe('GET /api2/reservation/v1/get-reservation-detail/{id} and get-reservation-data', () => {
  it('another clinic’s reservation, an unknown id or another doctor’s: 404', async () => {
    const reservation = await book(['13:30:00']);
    expect((await detail(otherClinic.owner.idToken, reservation.id)).statusCode).toBe(404);
    expect((await detail(clinic.owner.idToken, randomUUID())).statusCode).toBe(404);
    expect((await detail(clinic.owner.idToken, 'not-a-uuid')).statusCode).toBe(404);
    expect((await detail(otherDoctor.idToken, reservation.id)).statusCode).toBe(404);
    expect((await detail(beautician.idToken, reservation.id)).statusCode).toBe(404);
    expect((await detail(staff.idToken, reservation.id)).statusCode).toBe(200);
    expect(
      (await call(ctx, 'GET', `/api2/reservation/v1/get-reservation-detail/${reservation.id}`))
        .statusCode,
    ).toBe(401);
  });

  it('the timetable: a row per working practitioner with the schedule’s spans and its reservations', async () => {
    const reservation = await book(['14:00:00', '14:15:00']);
    const response = await timetable(staff.idToken, `reservation_date=${TUESDAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ data: TimetableRowView[] }>().data;
    expect(rows.map((row) => row.doctorId).sort()).toEqual(
      [doctor.id, otherDoctor.id, beautician.id].sort(),
    );
    const row = rows.find((r) => r.doctorId === doctor.id)!;
    expect(row).toMatchObject({
      durationVisit: 15,
      availableSlot: [
        { availability_start: '08:00:00', availability_end: '12:00:00' },
        { availability_start: '13:00:00', availability_end: '16:00:00' },
      ],
    });
    expect(row.reservations).toContainEqual({
      id: reservation.id,
      availability_start: '14:00:00',
      availability_end: '14:30:00',
      patientId: reservation.patient_id,
      name: reservation.user_name,
      noSequence: reservation.no_sequence,
      status: 'BOOKED',
      noShow: false,
      source: 'CLINIC',
      // The clinic's own reservations are confirmed as they are made.
      unconfirmed: false,
      // The agenda names the service from the services list by this id.
      serviceId: reservation.service_id,
      transferredTo: null,
    });
    expect(reservation.service_id).not.toBeNull();
    const only = await timetable(
      staff.idToken,
      `reservation_date=${TUESDAY}&doctor_id=${otherDoctor.id}`,
    );
    expect(only.json<{ data: TimetableRowView[] }>().data.map((r) => r.doctorId)).toEqual([
      otherDoctor.id,
    ]);
  });

  it('the timetable leaves cancelled reservations out: their time is free again', async () => {
    // Wednesday's hours: the other tests book Tuesday's.
    const kept = await book(['10:00:00'], { dateVisit: WEDNESDAY });
    const cancelled = await book(['10:15:00'], { dateVisit: WEDNESDAY });
    const cancelling = await update(staff.idToken, {
      booking_id: cancelled.id,
      status: 'CANCELLED',
    });
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    for (const query of [
      `reservation_date=${WEDNESDAY}`,
      `reservation_date=${WEDNESDAY}&doctor_id=${doctor.id}`,
    ]) {
      const rows = (await timetable(staff.idToken, query)).json<{ data: TimetableRowView[] }>()
        .data;
      const ids = rows.flatMap((row) => row.reservations.map((r) => r.id));
      expect(ids).toContain(kept.id);
      expect(ids).not.toContain(cancelled.id);
    }
  });

  it('a doctor_id that is no id names nobody: an empty timetable, not an error', async () => {
    const response = await timetable(staff.idToken, `reservation_date=${TUESDAY}&doctor_id=abc`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('a doctor gets only their own row, whatever they ask; another clinic sees none of it', async () => {
    for (const query of [
      `reservation_date=${TUESDAY}`,
      `reservation_date=${TUESDAY}&doctor_id=${doctor.id}`,
    ]) {
      const mine = await timetable(otherDoctor.idToken, query);
      expect(mine.json<{ data: TimetableRowView[] }>().data.map((r) => r.doctorId)).toEqual([
        otherDoctor.id,
      ]);
    }
    const foreign = await timetable(otherClinic.owner.idToken, `reservation_date=${TUESDAY}`);
    expect(foreign.json()).toEqual({ data: [] });
  });

  it('bad date: 400 on reservation_date; no token 401', async () => {
    const bad = await timetable(staff.idToken, 'reservation_date=24-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.[0]?.field).toBe('reservation_date');
    expect(
      (
        await call(
          ctx,
          'GET',
          `/api2/reservation/v1/get-reservation-data?reservation_date=${TUESDAY}`,
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api2/reservation/v1/patient-no-shows/{patientId}', () => {
  const noShowsOf = (token: string, patientId: string) =>
    call(ctx, 'GET', `/api2/reservation/v1/patient-no-shows/${patientId}`, { token });

  it('counts the patient’s no-shows in the clinic, for every clinic role', async () => {
    // Wednesday's hours: the other tests book Tuesday's.
    const missed = await book(['08:30:00'], { dateVisit: '2026-11-25' });
    const patientId = missed.patient_id!;
    const again = await book(['08:45:00'], { dateVisit: '2026-11-25' });
    expect((await noShowsOf(staff.idToken, patientId)).json()).toEqual({
      data: { patientId, no_shows: 0 },
    });
    // The no-show job's mark, written as it writes it (its sweep would mark every passed booking).
    await ctx.database.db
      .update(reservations)
      .set({ noShowAt: new Date() })
      .where(eq(reservations.id, missed.id));
    await ctx.database.db
      .update(reservations)
      .set({ noShowAt: new Date() })
      .where(eq(reservations.id, again.id));
    for (const member of [clinic.owner, staff, doctor, beautician]) {
      const answer = await noShowsOf(member.idToken, patientId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: PatientNoShowsView }>().data.no_shows).toBe(1);
    }
    // Another patient's no-show is theirs: the second booking was a fresh patient's.
    expect(
      (await noShowsOf(staff.idToken, again.patient_id!)).json<{ data: PatientNoShowsView }>().data
        .no_shows,
    ).toBe(1);
  });

  it('another clinic’s or an unknown patient: 404; no token 401', async () => {
    const patientId = await newPatient();
    expect((await noShowsOf(otherClinic.owner.idToken, patientId)).statusCode).toBe(404);
    const unknown = await noShowsOf(staff.idToken, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown).detail).toBe('Pasien tidak ditemukan');
    const response = await call(ctx, 'GET', `/api2/reservation/v1/patient-no-shows/${patientId}`);
    expect(response.statusCode).toBe(401);
  });

  it('a malformed id is a patient it does not know (404, as the patient routes); an overlong one 400', async () => {
    expect((await noShowsOf(staff.idToken, 'not-a-patient')).statusCode).toBe(404);
    const answer = await noShowsOf(staff.idToken, 'x'.repeat(65));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(problemOf(answer).detail).toBe('Nilai patientId tidak valid');
  });
});

describe('available slots and cancelling', () => {
  it('a booking takes its slot from get-available-slots; cancelling frees it', async () => {
    const slotOf = async () => {
      const response = await call(ctx, 'POST', '/api2/schedule/get-available-slots', {
        token: staff.idToken,
        body: { doctor_id: beautician.id, date: TUESDAY, duration: 15 },
      });
      const day = response.json<{ data: AvailableSlotsView }>().data.days[0]!;
      return day.slots.find((slot) => slot.availability_start === '15:00:00');
    };
    expect(await slotOf()).toEqual({
      availability_start: '15:00:00',
      availability_end: '15:15:00',
      available: true,
    });
    const reservation = await book(['15:00:00'], { doctorId: beautician.id });
    expect(await slotOf()).toMatchObject({ available: false, reason: 'booked' });

    const cancelled = await update(staff.idToken, {
      booking_id: reservation.id,
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dataOf(cancelled).status).toBe('CANCELLED');
    expect(await slotOf()).toMatchObject({ available: true });
    // The freed time can be booked again.
    await book(['15:00:00'], { doctorId: beautician.id });

    const again = await update(staff.idToken, { booking_id: reservation.id, status: 'CANCELLED' });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST /api2/reservation/v1/update-reservation', () => {
  it('changes the location and, while BOOKED, the patient', async () => {
    const reservation = await book(['09:30:00']);
    const patientId = await newPatient();
    const changed = await update(clinic.owner.idToken, {
      booking_id: reservation.id,
      patient_id: patientId,
      location_id: 'loc-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf(changed)).toMatchObject({ patient_id: patientId, location_id: 'loc-7' });
  });

  it("refuses a location that is not one of the clinic's SATUSEHAT locations, and keeps the one it had", async () => {
    const reservation = await book(['08:15:00'], { doctorId: beautician.id, locationId: 'loc-7' });
    for (const locationId of ['loc-9', 'loc-unknown', '../../x']) {
      const refused = await update(clinic.owner.idToken, {
        booking_id: reservation.id,
        location_id: locationId,
      });
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused)).toMatchObject({
        detail: 'Lokasi yang dipilih bukan lokasi SATUSEHAT klinik ini',
        fieldErrors: [{ field: 'location_id', message: expect.any(String) }],
      });
    }
    expect(dataOf(await detail(clinic.owner.idToken, reservation.id)).location_id).toBe('loc-7');
  });

  it('another status is 400 on status; unknown, foreign or another doctor’s booking 404', async () => {
    const reservation = await book(['09:45:00']);
    const bad = await update(clinic.owner.idToken, { booking_id: reservation.id, status: 'DONE' });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.[0]?.field).toBe('status');
    for (const token of [otherClinic.owner.idToken, otherDoctor.idToken]) {
      expect(
        (await update(token, { booking_id: reservation.id, status: 'CANCELLED' })).statusCode,
      ).toBe(404);
    }
    expect(
      (await update(doctor.idToken, { booking_id: reservation.id, location_id: 'loc-7' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(ctx, 'POST', '/api2/reservation/v1/update-reservation', {
          body: { booking_id: reservation.id },
        })
      ).statusCode,
    ).toBe(401);
  });
});

const startVisit = (token: string, body: unknown, path = 'start-visit') =>
  call(ctx, 'POST', `/api2/dashboard/${path}`, { token, body, language: 'en' });
const endReservation = (token: string, body: unknown) =>
  call(ctx, 'POST', '/api2/reservation/v1/end-visit-reservation', { token, body });
const transfer = (token: string, body: unknown) =>
  call(ctx, 'POST', '/api2/reservation/v1/post-transfer-patient', { token, body });

describe('starting a visit from a reservation', () => {
  it('the reservation becomes ACTIVE with its visit; the visit has the booking and its number', async () => {
    const reservation = await book(['10:15:00']);
    const started = await startVisit(staff.idToken, startBody(reservation));
    expect(started.statusCode, started.body).toBe(201);
    const visit = started.json<{ data: { id: string; bookingId: string; sequence: number } }>()
      .data;
    expect(visit).toMatchObject({ bookingId: reservation.id, sequence: reservation.no_sequence });
    const after = dataOf(await detail(staff.idToken, reservation.id));
    expect(after).toMatchObject({ status: 'ACTIVE', visit_id: visit.id });
    // Only from BOOKED.
    const again = await startVisit(staff.idToken, startBody(reservation));
    expect(again.statusCode).toBe(409);
  });

  it('staffId must be the reservation’s practitioner; another doctor’s booking is 404 to a doctor', async () => {
    const reservation = await book(['10:30:00']);
    const wrong = await startVisit(
      staff.idToken,
      startBody(reservation, { staffId: otherDoctor.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).fieldErrors?.[0]?.field).toBe('staffId');
    const foreign = await startVisit(otherDoctor.idToken, startBody(reservation));
    expect(foreign.statusCode).toBe(404);
    const otherClinics = await startVisit(otherClinic.owner.idToken, startBody(reservation));
    expect(otherClinics.statusCode).toBe(404);
  });

  it('a patient with an ACTIVE visit: 409 VISIT_ALREADY_ACTIVE naming it; endPreviousVisit ends it and starts', async () => {
    const first = await book(['10:45:00']);
    const firstVisit = await startVisit(staff.idToken, startBody(first));
    expect(firstVisit.statusCode, firstVisit.body).toBe(201);
    const second = await book(['11:15:00'], { doctorId: beautician.id });
    const body = startBody(second, { patientId: first.patient_id });
    const refused = await startVisit(staff.idToken, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'VISIT_ALREADY_ACTIVE',
      activeVisitId: first.visit_id ?? firstVisit.json<{ data: { id: string } }>().data.id,
      activeReservationId: first.id,
    });
    const v2 = await startVisit(
      staff.idToken,
      { ...body, endPreviousVisit: true },
      'start-visit-v2',
    );
    expect(v2.statusCode, v2.body).toBe(201);
    expect(dataOf(await detail(staff.idToken, first.id)).status).toBe('WAITING_PAYMENT');
    expect(dataOf(await detail(staff.idToken, second.id))).toMatchObject({
      status: 'ACTIVE',
      patient_id: first.patient_id,
    });
  });

  it('a practitioner may not end a colleague’s visit by starting their own with endPreviousVisit', async () => {
    const first = await book(['11:45:00']);
    const firstVisit = await startVisit(staff.idToken, startBody(first));
    expect(firstVisit.statusCode, firstVisit.body).toBe(201);
    const second = await book(['11:45:00'], { doctorId: otherDoctor.id });
    const body = { ...startBody(second, { patientId: first.patient_id }), endPreviousVisit: true };
    const refused = await startVisit(otherDoctor.idToken, body, 'start-visit-v2');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(dataOf(await detail(staff.idToken, first.id)).status).toBe('ACTIVE');
    expect(dataOf(await detail(staff.idToken, second.id)).status).toBe('BOOKED');
  });

  it('SAVE_AND_START for a patient with an ACTIVE visit: 409 naming it, nothing booked; endPreviousVisit ends it and starts', async () => {
    const first = await book(['13:30:00'], { dateVisit: '2026-11-25' });
    const firstVisit = await startVisit(staff.idToken, startBody(first));
    expect(firstVisit.statusCode, firstVisit.body).toBe(201);
    const body = existingBody(first.patient_id!, {
      intent: 'SAVE_AND_START',
      doctorId: otherDoctor.id,
      dateVisit: '2026-11-25',
      timeVisit: ['13:30:00'],
    });
    const refused = await save(staff.idToken, body, 'en');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'VISIT_ALREADY_ACTIVE',
      activeReservationId: first.id,
      detail: expect.stringMatching(/\S/),
    });
    const day = await timetable(
      staff.idToken,
      `reservation_date=2026-11-25&doctor_id=${otherDoctor.id}`,
    );
    const otherRow = day.json<{ data: TimetableRowView[] }>().data[0];
    expect(otherRow?.reservations ?? []).toEqual([]);

    const started = await save(staff.idToken, { ...body, endPreviousVisit: true });
    expect(started.statusCode, started.body).toBe(201);
    expect(dataOf(started)).toMatchObject({ status: 'ACTIVE', patient_id: first.patient_id });
    expect(dataOf(await detail(staff.idToken, first.id)).status).toBe('WAITING_PAYMENT');
  });

  it('a new patient named in `patient` is created in the same transaction', async () => {
    const reservation = await book(['14:45:00']);
    const form = newPatientBody();
    const patient = {
      name: 'Dewi Datang',
      phoneNumber: form.phoneNumber,
      dateOfBirth: form.dateOfBirth,
      gender: 'FEMALE',
      address: form.address,
      medicalRecordNumber: `RM-${randomUUID().slice(0, 8)}`,
      identificationType: 'KTP',
      identificationNumber: KTP,
      allergies: [],
    };
    const started = await startVisit(staff.idToken, startBody(reservation, { patient }));
    expect(started.statusCode, started.body).toBe(201);
    const after = dataOf(await detail(staff.idToken, reservation.id));
    expect(after.patient_id).not.toBe(reservation.patient_id);
    const read = await call(ctx, 'GET', `/api2/dashboard/patient/${after.patient_id}`, {
      token: staff.idToken,
    });
    expect(read.json()).toMatchObject({ data: { name: 'Dewi Datang' } });
  });

  it('SAVE_AND_START books and starts in one call', async () => {
    const response = await save(
      staff.idToken,
      newPatientBody({ intent: 'SAVE_AND_START', timeVisit: ['15:15:00'] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const reservation = dataOf(response);
    expect(reservation.status).toBe('ACTIVE');
    expect(reservation.visit_id).not.toBeNull();
    const visit = await call(ctx, 'GET', `/api2/dashboard/visits/${reservation.visit_id}`, {
      token: staff.idToken,
    });
    expect(visit.json()).toMatchObject({ data: { bookingId: reservation.id, status: 'ACTIVE' } });
  });
});

describe('ending a reservation and its visit together', () => {
  it('end-visit-reservation ends both (WAITING_PAYMENT); a BOOKED one is 409', async () => {
    const reservation = await book(['15:30:00']);
    const booked = await endReservation(staff.idToken, { booking_id: reservation.id });
    expect(booked.statusCode).toBe(409);
    const started = await startVisit(staff.idToken, startBody(reservation));
    const visitId = started.json<{ data: { id: string } }>().data.id;
    const wrong = await endReservation(otherDoctor.idToken, { booking_id: reservation.id });
    expect(wrong.statusCode).toBe(404);
    const ended = await endReservation(doctor.idToken, { booking_id: reservation.id, note: 'ok' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(dataOf(ended).status).toBe('WAITING_PAYMENT');
    const visit = await call(ctx, 'GET', `/api2/dashboard/visits/${visitId}`, {
      token: staff.idToken,
    });
    expect(visit.json()).toMatchObject({ data: { status: 'WAITING_PAYMENT' } });
    const bad = await endReservation(staff.idToken, { note: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.[0]?.field).toBe('booking_id');
  });

  it('/dashboard/end-visit/{patientId} of a visit from a reservation ends the reservation too', async () => {
    const reservation = await book(['15:45:00']);
    expect((await startVisit(staff.idToken, startBody(reservation))).statusCode).toBe(201);
    const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${reservation.patient_id}`, {
      token: staff.idToken,
      body: { note: null },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(dataOf(await detail(staff.idToken, reservation.id)).status).toBe('WAITING_PAYMENT');
  });
});

describe('POST /api2/reservation/v1/post-transfer-patient', () => {
  it('moves an ACTIVE reservation: a new ACTIVE one on the same visit, chained; the moved one DONE', async () => {
    const reservation = await book(['08:45:00']);
    const started = await startVisit(staff.idToken, startBody(reservation));
    const visitId = started.json<{ data: { id: string } }>().data.id;
    const moved = await transfer(staff.idToken, {
      booking_id: reservation.id,
      doctorId: otherDoctor.id,
      dateVisit: TUESDAY,
      timeVisit: ['08:45:00', '09:00:00'],
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const next = dataOf(moved);
    expect(next).toMatchObject({
      status: 'ACTIVE',
      doctor_id: otherDoctor.id,
      patient_id: reservation.patient_id,
      visit_id: visitId,
      parent_booking_id: reservation.id,
      previous_booking_id: reservation.id,
      duration_visit: 30,
    });
    expect(dataOf(await detail(staff.idToken, reservation.id)).status).toBe('DONE');
    const visit = await call(ctx, 'GET', `/api2/dashboard/visits/${visitId}`, {
      token: staff.idToken,
    });
    expect(JSON.stringify(visit.json())).toContain(otherDoctor.id);

    // Moved again: the chain keeps its first booking.
    const third = await transfer(otherDoctor.idToken, {
      booking_id: next.id,
      doctorId: beautician.id,
      dateVisit: TUESDAY,
      timeVisit: ['09:15:00'],
    });
    expect(third.statusCode, third.body).toBe(201);
    expect(dataOf(third)).toMatchObject({
      parent_booking_id: reservation.id,
      previous_booking_id: next.id,
    });
  });

  it('only from ACTIVE (409); into a taken slot 409; bad input 400; another doctor’s 404', async () => {
    const reservation = await book(['11:30:00']);
    const body = {
      booking_id: reservation.id,
      doctorId: otherDoctor.id,
      dateVisit: TUESDAY,
      timeVisit: ['11:30:00'],
    };
    expect((await transfer(staff.idToken, body)).statusCode).toBe(409);
    expect((await startVisit(staff.idToken, startBody(reservation))).statusCode).toBe(201);
    await book(['11:30:00'], { doctorId: otherDoctor.id });
    const taken = await transfer(staff.idToken, body);
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).detail).toBe('Waktu ini baru saja dipesan. Pilih waktu lain.');
    const bad = await transfer(staff.idToken, { ...body, timeVisit: [] });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.[0]?.field).toBe('timeVisit');
    const elsewhere = await transfer(staff.idToken, {
      ...body,
      timeVisit: ['11:45:00'],
      locationId: 'loc-9',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(problemOf(elsewhere).fieldErrors?.[0]?.field).toBe('locationId');
    expect(dataOf(await detail(staff.idToken, reservation.id)).status).toBe('ACTIVE');
    expect((await transfer(otherDoctor.idToken, body)).statusCode).toBe(404);
    expect((await transfer(otherClinic.owner.idToken, body)).statusCode).toBe(404);
  });
});

describe('double booking is impossible by construction', () => {
  it('100 concurrent bookings of one slot: exactly one 201, 99 × 409 slotTaken', async () => {
    const patientId = await newPatient();
    const body = existingBody(patientId, { doctorId: otherDoctor.id, timeVisit: ['13:45:00'] });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => save(clinic.owner.idToken, body, 'en')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const other = answers.find((answer) => answer.statusCode !== 201 && answer.statusCode !== 409);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      other?.body,
    ).toHaveLength(99);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(problemOf(refused).detail).toBe(
        'This time was just booked. Please choose another time.',
      );
    }
    const row = (
      await timetable(staff.idToken, `reservation_date=${TUESDAY}&doctor_id=${otherDoctor.id}`)
    ).json<{ data: TimetableRowView[] }>().data[0]!;
    expect(row.reservations.filter((r) => r.availability_start === '13:45:00')).toHaveLength(1);
  }, 120_000);

  it('20 concurrent transfers into one slot: exactly one moves, the others stay where they were', async () => {
    const times = Array.from({ length: 20 }, (_, index) => {
      // 08:00-11:45, then 13:00-13:45 (the schedule's lunch hour is closed).
      const minutes = index < 16 ? 8 * 60 + index * 15 : 13 * 60 + (index - 16) * 15;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    });
    const active: ReservationDetailView[] = [];
    for (const time of times) {
      // Wednesday, the beautician's morning and early afternoon: free of the other tests.
      const reservation = await book([time], { doctorId: beautician.id, dateVisit: '2026-11-25' });
      const started = await startVisit(staff.idToken, startBody(reservation));
      expect(started.statusCode, started.body).toBe(201);
      active.push(reservation);
    }
    const answers = await Promise.all(
      active.map((reservation) =>
        transfer(staff.idToken, {
          booking_id: reservation.id,
          doctorId: otherDoctor.id,
          dateVisit: '2026-11-25',
          timeVisit: ['14:00:00', '14:15:00'],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const after = await Promise.all(
      active.map(async (r) => dataOf(await detail(staff.idToken, r.id)).status),
    );
    expect(after.filter((status) => status === 'DONE')).toHaveLength(1);
    expect(after.filter((status) => status === 'ACTIVE')).toHaveLength(19);
  }, 120_000);

  it('the exclusion constraint refuses an overlap the service’s read did not see', async () => {
    const patientId = await newPatient();
    const values = {
      practitionerId: otherDoctor.id,
      patientId,
      serviceId,
      locationId: null,
      status: 'BOOKED' as const,
      reservationDate: '2026-11-26',
      startTime: '09:00:00',
      endTime: '09:30:00',
      startsAt: new Date('2026-11-26T02:00:00Z'),
      endsAt: new Date('2026-11-26T02:30:00Z'),
      durationVisit: 30,
      sequenceNumber: 900,
      source: 'CLINIC' as const,
      userName: 'Uji',
    };
    const first = await ctx.repositories.reservations.insertReservation(
      clinic.businessId,
      values,
      null,
    );
    expect(first).not.toBe('slot-taken');
    const overlapping = await ctx.repositories.reservations.insertReservation(
      clinic.businessId,
      {
        ...values,
        startTime: '09:15:00',
        startsAt: new Date('2026-11-26T02:15:00Z'),
        endTime: '09:45:00',
        endsAt: new Date('2026-11-26T02:45:00Z'),
      },
      null,
    );
    expect(overlapping).toBe('slot-taken');
    // A cancelled reservation holds no time.
    const cancelled = await ctx.repositories.reservations.insertReservation(
      clinic.businessId,
      { ...values, status: 'CANCELLED' },
      null,
    );
    expect(cancelled).not.toBe('slot-taken');
  });
});
