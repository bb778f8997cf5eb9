import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import {
  MONDAY_0840_AT_PLUS_7,
  publishClinic,
  saveSchedule,
  scheduleBody,
  testClock,
} from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  TEST_PASSWORD,
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  randomTestAddress,
  uniqueEmail,
  type TestClinic,
} from '../../test/fixtures';

// Run only with DATABASE_URL (vitest.config.ts): two instances, each with its own pool, on one
// PostgreSQL database, as behind a load balancer.
const clock = testClock();
const TUESDAY = '2026-11-24';

let a: TestApp;
/** Instance B: another app on A's database, with A's settings. */
let b: TestApp;
let secondDatabase: DatabaseHandle;
let clinic: TestClinic;
let doctorId: string;
let serviceId: string;

beforeAll(async () => {
  a = await createTestApp({
    now: clock.now,
    config: { registerRateLimitMax: 2, bookingsPerAddressPerHour: 2 },
  });
  secondDatabase = await openDatabase({ kind: 'postgres', url: a.databaseUrl! });
  const app = await buildApp({
    config: a.config,
    database: secondDatabase,
    fileStore: a.fileStore,
    now: clock.now,
    logger: false,
  });
  await app.ready();
  b = { ...a, app, database: secondDatabase };

  clinic = await createTestClinic(a, `Klinik Dua Pintu ${randomUUID().slice(0, 6)}`);
  doctorId = (await addClinicMember(a, clinic, 'ROLE_DOCTOR')).id;
  serviceId = (await a.repositories.clinicChoices.listServices())[0]!.id;
  await publishWithWeek();
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => {
  await b?.app.close();
  await secondDatabase?.close();
  await a?.close();
});

/** Published, its doctor working every day 08:00-16:00 in half hours. */
async function publishWithWeek() {
  await publishClinic(a, clinic, {
    serviceIds: [serviceId],
    successReservationUrl: 'https://klinik.example/terima-kasih',
  });
  const everyDay = scheduleBody(doctorId, [{ from: '08:00', to: '16:00' }], { durationVisit: 30 });
  await saveSchedule(a, clinic.owner.idToken, everyDay);
}

const register = (instance: TestApp, remoteAddress: string) =>
  call(instance, 'POST', '/api2/register', {
    remoteAddress,
    language: 'en',
    body: { firstName: 'Rina', email: uniqueEmail(), password: TEST_PASSWORD, langKey: 'id' },
  });

const askForReset = (instance: TestApp, remoteAddress: string) =>
  call(instance, 'POST', '/api2/account/reset-password/init', {
    remoteAddress,
    body: uniqueEmail('lupa'),
    headers: { 'content-type': 'text/plain' },
  });

const book = (instance: TestApp, address: string, time: string) =>
  call(instance, 'POST', `/api2/service-provider/provider/${clinic.businessId}/reservations`, {
    remoteAddress: address,
    language: 'en',
    body: {
      serviceId,
      doctorId,
      dateVisit: TUESDAY,
      timeVisit: [time],
      name: 'Budi Santoso',
      email: uniqueEmail('pasien'),
      phoneNumber: '081234567890',
      dateOfBirth: '1990-05-17',
      gender: 'MALE',
    },
  });

describe('request limits with two instances on one PostgreSQL', () => {
  it('counts sign-ups from an address through either instance against one limit', async () => {
    const address = randomTestAddress();
    expect((await register(a, address)).statusCode).toBe(201);
    expect((await register(b, address)).statusCode).toBe(201);
    const refusedOnA = await register(a, address);
    const refusedOnB = await register(b, address);
    for (const refused of [refusedOnA, refusedOnB]) {
      expect(refused.statusCode).toBe(429);
      expect(problemOf(refused).detail).toBe(
        'Too many requests from your network. Try again in 15 minutes',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // Another address, and another route, count on their own.
    expect((await register(b, randomTestAddress())).statusCode).toBe(201);
    expect((await askForReset(b, address)).statusCode).toBe(200);
  });

  it('takes 5 reset mails from an address in all, however the requests are spread', async () => {
    const address = randomTestAddress();
    // Instances answering at the same moment still count each request once.
    const first = await Promise.all([
      askForReset(a, address),
      askForReset(b, address),
      askForReset(a, address),
      askForReset(b, address),
      askForReset(a, address),
    ]);
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await askForReset(b, address)).statusCode).toBe(429);
    expect((await askForReset(a, address)).statusCode).toBe(429);
  });

  it('holds the bookings per address across instances, also for two booked at the same moment', async () => {
    const address = randomTestAddress();
    expect((await book(a, address, '09:00:00')).statusCode).toBe(201);
    // One place left for the address, asked for through both instances at once: one gets it.
    const both = await Promise.all([book(a, address, '10:00:00'), book(b, address, '11:00:00')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 429]);
    const refused = both.find((response) => response.statusCode === 429)!;
    expect(problemOf(refused).detail).toBe(
      'Your network already made 2 bookings in the last hour. Try again in 60 minutes or call the clinic',
    );
    expect((await book(b, address, '12:00:00')).statusCode).toBe(429);
    // The refused booking left its slot free for another address.
    const freed = both[0]!.statusCode === 429 ? '10:00:00' : '11:00:00';
    expect((await book(b, randomTestAddress(), freed)).statusCode).toBe(201);
  });
});
