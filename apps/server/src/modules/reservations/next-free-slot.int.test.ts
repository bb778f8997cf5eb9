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
import type { NextFreeSlotView } from './next-free-slot-view.schema';

/**
 * The app's clock: real time while the callers sign in, then Monday 23 November 2026, 08:40 in
 * the clinic (+7). Andi and Sari work Mondays 09:00-12:00, the beautician Tuesdays 10:00-11:00.
 */
const clock = testClock();
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
/** Today and the 29 days after it. */
const LAST_DAY_LOOKED_AT = '2026-12-22';
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

/** `days` worked from `from` to `to`, visits of 15 minutes. */
const weekBody = (doctorId: string, days: readonly number[], from: string, to: string) =>
  scheduleBody(doctorId, [{ from, to }], { days });

const saveWeek = (token: string, body: ReturnType<typeof weekBody>) =>
  saveSchedule(ctx, token, body);

async function rename(member: ClinicMember, firstName: string) {
  await ctx.database.db.update(users).set({ firstName }).where(eq(users.id, member.id));
}

const nextFree = (token: string | undefined, query: string, language?: 'id' | 'en') =>
  call(ctx, 'GET', `/api2/reservation/v1/next-free-slot?${query}`, {
    ...(token ? { token } : {}),
    ...(language ? { language } : {}),
  });

async function answerOf(token: string, query: string): Promise<NextFreeSlotView> {
  const response = await nextFree(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: NextFreeSlotView }>().data;
}

/** Books the slot the way the add dialog sends it, for a fresh patient of the clinic. */
async function book(slot: { doctorId: string; dateVisit: string; timeVisit: string[] }) {
  const patient = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
  });
  if (patient.statusCode !== 201) throw new Error(`patient: ${patient.body}`);
  return call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
    token: staff.idToken,
    body: {
      patientTab: 'EXISTING',
      patientId: patient.json<{ data: { id: string } }>().data.id,
      name: 'Siti Rahayu',
      identificationType: 'KTP',
      identificationNumber: KTP,
      serviceId,
      ...slot,
    },
  });
}

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
  // Sari is added first: the tie goes to Andi by name, not by who came first.
  await rename(sari, 'dr. Sari');
  await rename(andi, 'dr. Andi');
  await rename(beautician, 'Bella');
  await saveWeek(clinic.owner.idToken, weekBody(andi.id, [2], '09:00', '12:00'));
  await saveWeek(clinic.owner.idToken, weekBody(sari.id, [2], '09:00', '12:00'));
  await saveWeek(clinic.owner.idToken, weekBody(beautician.id, [3], '10:00', '11:00'));
  // Free earlier than anyone of the first clinic: its callers must never be offered it.
  await saveWeek(otherClinic.owner.idToken, weekBody(otherClinicDoctor.id, [2], '08:45', '12:00'));
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => ctx?.close());

describe('GET /api2/reservation/v1/next-free-slot', () => {
  it('for any practitioner: the earliest slot, a tie going to the first by name every time', async () => {
    for (let asked = 0; asked < 2; asked += 1) {
      expect(await answerOf(staff.idToken, 'duration=30')).toEqual({
        duration: 30,
        searchedFrom: MONDAY,
        searchedThrough: LAST_DAY_LOOKED_AT,
        slot: {
          doctorId: andi.id,
          doctorName: 'dr. Andi',
          dateVisit: MONDAY,
          timeVisit: ['09:00:00', '09:15:00'],
          availability_start: '09:00:00',
          availability_end: '09:30:00',
        },
      });
    }
  });

  it('passes over the taken first slots of today; the slot answered is one the save takes', async () => {
    const first = await answerOf(clinic.owner.idToken, `doctor_id=${andi.id}&duration=60`);
    expect(first.slot).toMatchObject({ dateVisit: MONDAY, availability_start: '09:00:00' });
    expect((await book(first.slot!)).statusCode).toBe(201);

    // Andi's 09:00-10:00 is taken: his next hour is 10:00, and "any" is now Sari's 09:00.
    const again = await answerOf(clinic.owner.idToken, `doctor_id=${andi.id}&duration=60`);
    expect(again.slot).toMatchObject({
      doctorId: andi.id,
      dateVisit: MONDAY,
      timeVisit: ['10:00:00', '10:15:00', '10:30:00', '10:45:00'],
      availability_end: '11:00:00',
    });
    const any = await answerOf(staff.idToken, 'duration=15&doctor_id=');
    expect(any.slot).toMatchObject({ doctorId: sari.id, availability_start: '09:00:00' });
    expect((await book(again.slot!)).statusCode).toBe(201);
  });

  it('a slot that has begun is not offered: at 09:10 a half hour is 09:30', async () => {
    clock.fixAt(new Date('2026-11-23T02:10:00Z'));
    try {
      const answer = await answerOf(staff.idToken, `doctor_id=${sari.id}&duration=30`);
      expect(answer.slot).toMatchObject({ dateVisit: MONDAY, availability_start: '09:30:00' });
    } finally {
      clock.fixAt(MONDAY_0840_AT_PLUS_7);
    }
  });

  it('a doctor or beautician is answered for their own time only; another’s is 403', async () => {
    // Sari is free at 09:00, but Andi asking "any" is answered his own next hour (11:00).
    const own = await answerOf(andi.idToken, 'duration=60');
    expect(own.slot).toMatchObject({ doctorId: andi.id, availability_start: '11:00:00' });
    const bella = await answerOf(beautician.idToken, 'duration=30');
    expect(bella.slot).toMatchObject({
      doctorId: beautician.id,
      doctorName: 'Bella',
      dateVisit: TUESDAY,
      availability_start: '10:00:00',
    });
    const refused = await nextFree(andi.idToken, `doctor_id=${sari.id}&duration=30`, 'en');
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toBe('Doctors and beauticians can only book for themselves');
  });

  it('answers no slot, and the days looked at, when none is free within them', async () => {
    const unscheduled = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    expect(await answerOf(staff.idToken, `doctor_id=${unscheduled.id}&duration=15`)).toEqual({
      duration: 15,
      searchedFrom: MONDAY,
      searchedThrough: LAST_DAY_LOOKED_AT,
      slot: null,
    });
  });

  it('stays in the caller’s clinic: another clinic’s practitioner is 404, and never offered', async () => {
    const foreign = await nextFree(
      clinic.owner.idToken,
      `doctor_id=${otherClinicDoctor.id}&duration=15`,
      'en',
    );
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('No such doctor or beautician in this clinic');
    expect(
      (await nextFree(otherClinic.owner.idToken, `doctor_id=${andi.id}&duration=15`)).statusCode,
    ).toBe(404);
    // The other clinic's doctor is free at 08:45, before anyone here.
    expect((await answerOf(clinic.owner.idToken, 'duration=15')).slot?.doctorId).not.toBe(
      otherClinicDoctor.id,
    );
    expect((await answerOf(otherClinic.owner.idToken, 'duration=15')).slot).toMatchObject({
      doctorId: otherClinicDoctor.id,
      availability_start: '08:45:00',
    });
  });

  it('a staff member, an unknown id or a deactivated practitioner is 404', async () => {
    for (const id of [staff.id, randomUUID(), 'not-an-id']) {
      const response = await nextFree(clinic.owner.idToken, `doctor_id=${id}&duration=15`);
      expect(response.statusCode, id).toBe(404);
    }
    const leaving = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    await rename(leaving, 'dr. Aaron');
    await saveWeek(clinic.owner.idToken, weekBody(leaving.id, [2], '08:45', '12:00'));
    expect((await answerOf(staff.idToken, 'duration=15')).slot?.doctorId).toBe(leaving.id);
    const deactivated = await call(ctx, 'POST', `/api2/dashboard/staff/${leaving.id}/deactivate`, {
      token: clinic.owner.idToken,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await answerOf(staff.idToken, 'duration=15')).slot?.doctorId).not.toBe(leaving.id);
    const named = await nextFree(staff.idToken, `doctor_id=${leaving.id}&duration=15`);
    expect(named.statusCode).toBe(404);
  });

  it('refuses bad input with a translated 400 naming the field; no token is 401', async () => {
    const cases: [string, string, string][] = [
      ['duration=45', 'duration', 'Please enter Valid Visit duration'],
      ['', 'duration', 'Please enter Valid Visit duration'],
      [`duration=15&doctor_id=${'x'.repeat(65)}`, 'doctor_id', 'Please enter Valid Doctor'],
    ];
    for (const [query, field, message] of cases) {
      const response = await nextFree(staff.idToken, query, 'en');
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).fieldErrors).toContainEqual({ field, message });
    }
    expect((await nextFree(undefined, 'duration=15')).statusCode).toBe(401);
  });
});
