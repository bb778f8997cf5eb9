import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createTestClinic, patientRequestBody, type TestClinic } from '../test/fixtures';
import { patientSave, timedCall, type TimedAnswer } from '../test/timed-call';
import { patients } from './schema/index';

// A PostgreSQL server of this file's own: stopping the run's shared one would break the test
// files running beside it.
let server: PostgresServer;
let ctx: TestApp;
let clinic: TestClinic;
let baseUrl: string;

beforeAll(async () => {
  server = await startPostgresServer();
  ctx = await createTestApp({ postgresUrl: server.url });
  clinic = await createTestClinic(ctx, 'Klinik Bougenville');
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  server?.remove();
});

interface Answer extends TimedAnswer {
  kind: 'list' | 'create';
}

async function listPatients(): Promise<Answer> {
  const answer = await timedCall(`${baseUrl}/api2/dashboard/patients?size=10`, {
    headers: { authorization: `Bearer ${clinic.owner.idToken}` },
  });
  return { kind: 'list', ...answer };
}

async function createPatient(): Promise<Answer> {
  const answer = await timedCall(
    `${baseUrl}/api2/dashboard/patient`,
    patientSave(clinic.owner.idToken, patientRequestBody({ name: 'Rina Kartika' })),
  );
  return { kind: 'create', ...answer };
}

/** Clients that list and create patients, one call after another, until told to stop. */
function startLoad(clients: number) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let call = 0; running; call += 1) {
      answers.push(await ((call + client) % 2 === 0 ? listPatients() : createPatient()));
      // A refused call returns at once; a short pause keeps the clients from spinning.
      if (typeof answers.at(-1)?.status !== 'number') await sleep(20);
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const isSuccess = (answer: Answer) =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;

describe('the server while PostgreSQL restarts under load', () => {
  it('stays up, answers 2xx or a translated 503, serves again within 5 s, loses no acknowledged write', async () => {
    const load = startLoad(8);
    await sleep(1_000);

    await server.pgCtl('-m', 'fast', 'restart');
    const restartedAt = Date.now();
    await sleep(2_000);

    await server.pgCtl('-m', 'fast', 'stop');
    const stoppedAt = Date.now();
    await sleep(2_000);
    await server.pgCtl('start');
    const startedAt = Date.now();
    await sleep(6_000);
    await load.stop();

    const { answers } = load;
    // Every call got an HTTP answer (the process is up and listening), and none is a 500.
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status as number))).toEqual(
      [],
    );

    // While the database was away the answer was a 503 the app can show, with a time to retry.
    const whileAway = answers.filter(
      (answer) => answer.startedAt > stoppedAt + 200 && answer.endedAt < startedAt - 200,
    );
    expect(whileAway.length).toBeGreaterThan(0);
    for (const answer of whileAway) {
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: '5',
        detail: 'Basis data sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik',
      });
    }

    // Within 5 s of each return, lists and creates succeed again, and keep succeeding.
    for (const returnedAt of [restartedAt, startedAt]) {
      const firstSuccess = answers
        .filter((answer) => answer.startedAt >= returnedAt && isSuccess(answer))
        .map((answer) => answer.endedAt)
        .sort((a, b) => a - b)[0];
      expect(firstSuccess).toBeDefined();
      expect(firstSuccess! - returnedAt).toBeLessThanOrEqual(5_000);
    }
    const afterRecovery = answers.filter(
      (answer) =>
        (answer.startedAt > restartedAt + 5_000 && answer.endedAt < stoppedAt) ||
        answer.startedAt > startedAt + 5_000,
    );
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((answer) => !isSuccess(answer))).toEqual([]);

    // Every create that answered 201 is in the database.
    const acknowledged = answers.flatMap((answer) =>
      answer.kind === 'create' && answer.status === 201 && answer.patientId
        ? [answer.patientId]
        : [],
    );
    expect(acknowledged.length).toBeGreaterThan(8);
    const stored = await ctx.database.db
      .select({ id: patients.id })
      .from(patients)
      .where(inArray(patients.id, acknowledged));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

    // No connection was lost to the pool on the way: twice its size in parallel all succeed
    // (and closing the app after the test does not wait for connections never handed back).
    const burst = await Promise.all(Array.from({ length: 20 }, () => createPatient()));
    expect(burst.map((answer) => answer.status)).toEqual(Array(20).fill(201));

    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
  }, 90_000);
});
