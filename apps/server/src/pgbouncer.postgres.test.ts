import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, type PgBouncer } from '../scripts/pgbouncer-server.mjs';
import { openDatabase } from './db/client';
import { prepareSqlStatement } from './db/prepared-rows';
import {
  createPractitionerClinics,
  MONDAY_0840_AT_PLUS_7,
  saveSchedule,
  scheduleBody,
  testClock,
  type ClinicMember,
} from './test/booking-clinic';
import { createTestApp, type TestApp } from './test/create-test-app';
import { openEventStream, type EventStreamClient } from './test/event-stream-client';
import {
  call,
  clinicChoiceIds,
  createTestCatalogue,
  createTestPatientPackage,
  createTestPayment,
  patientRequestBody,
  startTestVisit,
  type TestClinic,
} from './test/fixtures';

/*
 * The server behind PgBouncer in transaction mode, Debian's 1.18, which keeps no prepared
 * statement across transactions (docs/decisions/0060-pgbouncer-and-read-replica.md). Runs only
 * with DATABASE_URL (vitest.config.ts): a real PgBouncer stands before the run's PostgreSQL.
 */
const serverUrl = process.env.DATABASE_URL!;
let bouncer: PgBouncer;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  bouncer = await startPgBouncer(serverUrl);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await bouncer?.stop();
});

describe('PgBouncer in transaction mode', () => {
  it('loses a named statement between connections: what DATABASE_POOL_MODE=transaction is for', async () => {
    const clients = [0, 1].map(() => new pg.Client({ connectionString: bouncer.url }));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const named = { name: `praktik_probe_${randomUUID().slice(0, 8)}`, text: 'select 1 as one' };
      await clients[0]!.query(named);
      // The server connection the first client prepared it on is the one PgBouncer hands next.
      await expect(clients[1]!.query(named)).rejects.toMatchObject({ code: '42P05' });
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('runs a named statement on every pooled connection when the pool sends it unnamed', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: bouncer.url,
      poolMode: 'transaction',
    });
    try {
      // Named as the repositories name theirs (src/db/prepared-rows.ts).
      const probe = prepareSqlStatement(
        database.db,
        `praktik_probe_${randomUUID().slice(0, 8)}`,
        sql`select 1 as one`,
        (rows) => rows,
      );
      // Side by side: the pool opens several connections, and PgBouncer shares its few server
      // connections among them.
      for (let round = 0; round < 3; round += 1) {
        await Promise.all(Array.from({ length: 12 }, () => probe.execute()));
      }
    } finally {
      await database.close();
    }
  });
});

describe('the server through PgBouncer (DATABASE_POOL_MODE=transaction)', () => {
  const clock = testClock();
  const TUESDAY = '2026-11-24';
  const MONDAY = '2026-11-23';
  let ctx: TestApp;
  let baseUrl: string;
  let clinic: TestClinic;
  let doctor: ClinicMember;
  let staff: ClinicMember;
  let serviceId: string;
  let visit: { visitId: string; patientId: string };
  let paymentId: string;
  let patientPackageId: string;

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      reach: (databaseUrl) => ({
        url: bouncer.through(databaseUrl),
        poolMode: 'transaction',
        listenUrl: databaseUrl,
      }),
    });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ({ clinic, doctor, staff } = await createPractitionerClinics(ctx, [
      'Klinik Bougenville',
      'Klinik Cendana',
    ]));
    await saveSchedule(
      ctx,
      clinic.owner.idToken,
      scheduleBody(doctor.id, [{ from: '08:00', to: '12:00' }]),
    );
    serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
    clock.fixAt(MONDAY_0840_AT_PLUS_7);
    visit = await startTestVisit(ctx, clinic, doctor.id);
    const catalogue = await createTestCatalogue(ctx, clinic);
    const consultation = catalogue.items[0]!;
    // The payment's save: one transaction of named statements (the receipt number at commit).
    const paid = await createTestPayment(ctx, clinic, {
      visitId: visit.visitId,
      patientId: visit.patientId,
      practitionerId: doctor.id,
      paidAt: MONDAY_0840_AT_PLUS_7,
      lines: [
        {
          itemId: consultation.id,
          itemName: consultation.name,
          categoryItemId: catalogue.categoryId,
          categoryName: catalogue.categoryName,
          amount: consultation.price,
        },
      ],
    });
    paymentId = paid.payment.id;
    patientPackageId = (
      await createTestPatientPackage(ctx, clinic, {
        patientId: visit.patientId,
        soldBy: clinic.owner.id,
        purchaseDate: MONDAY,
      })
    ).id;
  }, 180_000);
  afterAll(async () => ctx?.close());

  it('migrates and takes the start lock through it', async () => {
    let waited = false;
    await expect(
      ctx.database.whileStarting(
        () => ctx.database.migrate(),
        () => (waited = true),
      ),
    ).resolves.toBeUndefined();
    expect(waited).toBe(false);
  });

  it('answers every list and detail built on named statements, many side by side, round after round', async () => {
    const owner = clinic.owner.idToken;
    const calls = (): [string, Promise<{ statusCode: number; body: string }>][] =>
      [
        ['GET', '/api2/dashboard/patients?page=0&size=5'],
        ['GET', '/api2/dashboard/patients?page=0&size=5&name.contains=Pasien'],
        ['GET', '/api2/dashboard/visits?page=0&size=5'],
        ['GET', `/api2/dashboard/visits-history/${visit.patientId}?page=0&size=5`],
        ['GET', '/api2/dashboard/inactive-visits?page=0&size=5'],
        ['GET', '/api2/dashboard/practitioner-stats?page=0&size=5'],
        ['GET', `/api2/payment/v1/history-payment-item?from=${MONDAY}&to=${MONDAY}`],
        ['GET', `/api2/payment/v1/visit-payment-history?visit_id=${visit.visitId}`],
        ['GET', `/api2/payment/v1/payment/${paymentId}`],
        ['GET', '/api2/packages/v1/patient-packages?page=0&size=50'],
        ['GET', `/api2/packages/v1/patient-packages/${patientPackageId}`],
        ['GET', `/api2/pricing/v1/packages/${clinic.businessId}`],
        ['GET', `/api2/reservation/v1/get-reservation-data?reservation_date=${TUESDAY}`],
        ['GET', `/api2/reservation/v1/reminders?date=${TUESDAY}`],
        ['POST', '/api2/schedule/get-available-slots'],
      ].map(([method, path]) => [
        `${method} ${path}`,
        call(ctx, method as 'GET' | 'POST', path!, {
          token: owner,
          ...(method === 'POST' ? { body: { doctor_id: doctor.id, date: TUESDAY } } : {}),
        }),
      ]);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        calls().map(async ([name, answer]) => ({ name, status: (await answer).statusCode })),
      );
      expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    }
    const history = await call(
      ctx,
      'GET',
      `/api2/payment/v1/history-payment-item?from=${MONDAY}&to=${MONDAY}`,
      { token: owner },
    );
    expect(history.body).toContain(paymentId);
  });

  it('books in a transaction under its advisory lock, refuses the same slot twice, and the open timetable hears it', async () => {
    const stream = await openEventStream(
      `${baseUrl}/api2/reservation/v1/events`,
      clinic.owner.idToken,
    );
    open.push(stream);
    expect(stream.status).toBe(200);
    const book = async () => {
      const patient = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinic.owner.idToken,
        body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
      });
      expect(patient.statusCode, patient.body).toBe(201);
      return call(ctx, 'POST', '/api2/reservation/v1/save-reservation', {
        token: staff.idToken,
        body: {
          patientTab: 'EXISTING',
          patientId: patient.json<{ data: { id: string } }>().data.id,
          name: 'Siti Rahayu',
          identificationType: 'KTP',
          identificationNumber: '3273015705900001',
          doctorId: doctor.id,
          dateVisit: TUESDAY,
          timeVisit: ['09:00:00'],
          serviceId,
        },
      });
    };
    const answers = await Promise.all([book(), book()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const booked = answers.find((answer) => answer.statusCode === 201)!;
    const id = booked.json<{ data: { id: string } }>().data.id;
    // The change comes over LISTEN on the direct connection (DATABASE_LISTEN_URL).
    const event = await stream.waitFor((candidate) => candidate.data.includes(id));
    expect(JSON.parse(event.data)).toMatchObject({ reservationId: id, status: 'BOOKED' });
  });
});
