import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deskBookingBody,
  MONDAY_0840_AT_PLUS_7,
  MONDAY_TO_SATURDAY,
  MORNING_AND_AFTERNOON,
  onlineBookingBody,
  publishClinic,
  saveSchedule,
  scheduleBody,
  testClock,
} from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  clinicChoiceIds,
  createTestClinic,
  randomTestAddress,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import type { PublicReservation } from '../public-booking/public-booking-view.schema';
import { NO_OVERLAP_CONSTRAINT } from './reservations.repository';

/*
 * Every way into a practitioner's day (the clinic's booking, the online booking, a move by the
 * clinic or by the patient's link) takes the same two locks in the same order: the practitioner's
 * booking turn, then the day's queue-number row. Two of them in the other order wait on each other
 * until PostgreSQL aborts one (deadlock_timeout, 1 s), and that one answered 500. Here a connection
 * of the test's own holds the turn while both requests queue behind it in the order that would
 * deadlock; released, one must win the slot and the other hear 409.
 */

const clock = testClock();
const TUESDAY = '2026-11-24';
const THURSDAY = '2026-11-26';

let ctx: TestApp;
let clinic: TestClinic;
let doctor: TestUser & SignedIn;
let serviceId: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  clinic = await createTestClinic(ctx, 'Klinik Urutan Kunci');
  doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  await publishClinic(ctx, clinic, { serviceIds: [serviceId] });
  await saveSchedule(
    ctx,
    clinic.owner.idToken,
    scheduleBody(doctor.id, MORNING_AND_AFTERNOON, { days: MONDAY_TO_SATURDAY, durationVisit: 30 }),
  );
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => ctx?.close());

const onlineBooking = (date: string, times: string[]) =>
  call(ctx, 'POST', `/api2/service-provider/provider/${clinic.businessId}/reservations`, {
    body: onlineBookingBody({
      serviceId,
      doctorId: doctor.id,
      date,
      times,
      email: uniqueEmail('kunci'),
    }),
    remoteAddress: randomTestAddress(),
  });

const clinicBooking = (date: string, times: string[]) =>
  call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
    token: clinic.owner.idToken,
    body: deskBookingBody({
      doctorId: doctor.id,
      date,
      times,
      serviceId,
      email: uniqueEmail('kunci-klinik'),
    }),
  });

const patientMove = (booking: PublicReservation, date: string, times: string[]) =>
  call(ctx, 'POST', `/api2/public/reservation/${booking.id}/reschedule`, {
    body: { token: booking.token, dateVisit: date, timeVisit: times },
    remoteAddress: randomTestAddress(),
  });

/** How many sessions wait for an advisory lock (a practitioner's booking turn). */
async function turnWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ waiting: number }>(
    "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
  );
  return rows[0]!.waiting;
}

async function untilTurnWaiters(client: pg.Client, count: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if ((await turnWaiters(client)) >= count) return;
    await sleep(20);
  }
  throw new Error(`never saw ${count} requests waiting for the booking turn`);
}

/**
 * Holds the doctor's booking turn on a connection of the test's own, starts `first` and waits
 * until it queues for the turn, then `second` likewise, and lets them go in that order.
 */
async function queuedBehindTheTurn<A, B>(
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const holder = new pg.Client({ connectionString: ctx.databaseUrl });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
      NO_OVERLAP_CONSTRAINT,
      doctor.id,
    ]);
    const firstAnswer = first();
    await untilTurnWaiters(holder, 1);
    const secondAnswer = second();
    await untilTurnWaiters(holder, 2);
    await holder.query('commit');
    return await Promise.all([firstAnswer, secondAnswer]);
  } finally {
    await holder.end();
  }
}

describe('two ways into one slot of a practitioner, each waiting for the other', () => {
  it('a patient’s move queued before a new online booking: the move wins, the booking is 409', async () => {
    const booked = await onlineBooking(TUESDAY, ['14:00:00', '14:15:00']);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<{ data: PublicReservation }>().data;
    const to = ['10:00:00', '10:15:00'];

    const [moved, newBooking] = await queuedBehindTheTurn(
      () => patientMove(booking, THURSDAY, to),
      () => onlineBooking(THURSDAY, to),
    );
    expect([moved.statusCode, newBooking.statusCode], `${moved.body}\n${newBooking.body}`).toEqual([
      200, 409,
    ]);
  });

  it('the clinic’s booking queued before an online one: the clinic’s wins, the online one is 409', async () => {
    const to = ['11:00:00', '11:15:00'];
    const [atTheDesk, online] = await queuedBehindTheTurn(
      () => clinicBooking(THURSDAY, to),
      () => onlineBooking(THURSDAY, to),
    );
    expect([atTheDesk.statusCode, online.statusCode], `${atTheDesk.body}\n${online.body}`).toEqual([
      201, 409,
    ]);
  });
});
