import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../../scripts/postgres-server.mjs';
import { buildApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { openEventStream, type EventStreamClient } from '../../test/event-stream-client';
import {
  addClinicMember,
  createTestClinic,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import { insertTestReservation } from '../../test/reservation-rows.repository';

const open: EventStreamClient[] = [];
afterAll(() => {
  for (const client of open) client.close();
});

describe('reservation events with several server instances on one PostgreSQL', () => {
  let ctx: TestApp;
  let second: { app: App; database: DatabaseHandle; baseUrl: string };
  let clinic: TestClinic;
  let doctor: TestUser & SignedIn;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Instance B: another app (its own pool and LISTEN connection) on instance A's database.
    const database = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl! });
    const app = await buildApp({ config: ctx.config, database, logger: false });
    second = { app, database, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
    clinic = await createTestClinic(ctx, 'Klinik Kenanga');
    doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await ctx?.close();
  });

  it('brings a reservation written through instance A to a timetable connected to instance B within 1 s', async () => {
    const onB = await openEventStream(
      `${second.baseUrl}/api2/reservation/v1/events`,
      clinic.owner.idToken,
    );
    open.push(onB);
    expect(onB.status).toBe(200);
    const row = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
    });
    const event = await onB.waitFor((candidate) => candidate.data.includes(row.id));
    expect(JSON.parse(event.data)).toMatchObject({ reservationId: row.id, status: 'BOOKED' });
  });
});

describe('reservation events while PostgreSQL restarts', () => {
  // A server of this file's own: restarting the run's shared one would break other files.
  let server: PostgresServer;
  let ctx: TestApp;
  let baseUrl: string;
  let clinic: TestClinic;
  let doctor: TestUser & SignedIn;

  beforeAll(async () => {
    server = await startPostgresServer();
    ctx = await createTestApp({ postgresUrl: server.url });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    clinic = await createTestClinic(ctx, 'Klinik Flamboyan');
    doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    server?.remove();
  });

  it('keeps the stream open, says to read again, and brings changes again once the database is back', async () => {
    const stream = await openEventStream(
      `${baseUrl}/api2/reservation/v1/events`,
      clinic.owner.idToken,
    );
    open.push(stream);
    let ended = false;
    void stream.ended.then(() => (ended = true));

    await server.pgCtl('-m', 'fast', 'stop');
    await sleep(1_500);
    await server.pgCtl('start');
    // The listener retries with growing pauses of at most 5 s.
    await stream.waitFor((event) => event.event === 'resync', 10_000);

    let row: Awaited<ReturnType<typeof insertTestReservation>> | undefined;
    for (let attempt = 0; !row && attempt < 50; attempt += 1) {
      row = await insertTestReservation(ctx.database.db, {
        businessId: clinic.businessId,
        practitionerId: doctor.id,
      }).catch(() => sleep(100).then(() => undefined));
    }
    const event = await stream.waitFor((candidate) => candidate.data.includes(row!.id));
    expect(event.event).toBe('reservation');
    expect(ended).toBe(false);
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
  }, 60_000);
});
