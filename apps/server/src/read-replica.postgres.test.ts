import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { createTestApp, type TestApp } from './test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  createTestCatalogue,
  createTestPayment,
  patientRequestBody,
  startTestVisit,
  type TestClinic,
} from './test/fixtures';

/*
 * DATABASE_READ_URL (docs/decisions/0060-pgbouncer-and-read-replica.md). The "replica" is the test
 * database itself, reached by a connection that refuses every write
 * (default_transaction_read_only) and names itself, so the test sees which pool a call used and
 * that nothing is ever written through it. Runs only with DATABASE_URL (vitest.config.ts).
 */
const serverUrl = process.env.DATABASE_URL!;
const readerName = `praktik_read_${randomUUID().slice(0, 8)}`;

function readOnlyUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', readerName);
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  return url.toString();
}

async function readConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ open: string }>(
      'select count(*) as open from pg_stat_activity where application_name = $1',
      [readerName],
    );
    return Number(rows[0]?.open ?? 0);
  } finally {
    await admin.end();
  }
}

let ctx: TestApp;
let clinic: TestClinic;
let paymentId: string;
const paidAt = new Date();
/** The payment's day at the clinic (+7, the default zone). */
const DAY = new Date(paidAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ reach: (databaseUrl) => ({ readUrl: readOnlyUrl(databaseUrl) }) });
  // Every write of a day at the desk, made while the read connection refuses writes.
  clinic = await createTestClinic(ctx, 'Klinik Flamboyan');
  const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  const visit = await startTestVisit(ctx, clinic, doctor.id);
  const catalogue = await createTestCatalogue(ctx, clinic);
  const item = catalogue.items[0]!;
  const paid = await createTestPayment(ctx, clinic, {
    visitId: visit.visitId,
    patientId: visit.patientId,
    practitionerId: doctor.id,
    paidAt,
    lines: [{ itemId: item.id, itemName: item.name, amount: item.price }],
  });
  paymentId = paid.payment.id;
}, 180_000);
afterAll(async () => ctx?.close());

describe('a replica to read from (DATABASE_READ_URL)', () => {
  it('writes to the primary without opening it, and reads the payment history, the visit reports and their exports there', async () => {
    const token = clinic.owner.idToken;
    const patient = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token,
      body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
    });
    expect(patient.statusCode, patient.body).toBe(201);
    expect(await readConnections()).toBe(0);
    const period = `from=${DAY}&to=${DAY}`;
    for (const path of [
      `/api2/payment/v1/history-payment-item?${period}`,
      `/api2/payment/v1/export-payment-item?${period}`,
      `/api2/payment/v1/export-payment-item-xlsx?${period}`,
      `/api2/dashboard/inactive-visits?page=0&size=5`,
      `/api2/dashboard/inactive-visits/export-to-csv`,
      `/api2/dashboard/practitioner-stats?page=0&size=5`,
      `/api2/dashboard/practitioner-stats/export-to-csv`,
    ]) {
      const response = await call(ctx, 'GET', path, { token });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
    const history = await call(ctx, 'GET', `/api2/payment/v1/history-payment-item?${period}`, {
      token,
    });
    expect(history.body).toContain(paymentId);
    expect(await readConnections()).toBeGreaterThan(0);
  });

  it('cannot write through the read connection', async () => {
    await expect(
      ctx.database.readDb.execute(sql`create temporary table praktik_stray (id int)`),
    ).rejects.toMatchObject({ cause: { code: '25006' } });
  });
});

describe('without DATABASE_READ_URL', () => {
  it('reads where it writes', async () => {
    const database = await openDatabase({ kind: 'postgres', url: serverUrl });
    try {
      expect(database.readDb).toBe(database.db);
    } finally {
      await database.close();
    }
  });
});
