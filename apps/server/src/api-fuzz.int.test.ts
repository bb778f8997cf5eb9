import { writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDigest } from './db/clinic-digest';
import { DEMO_PASSWORD, DEMO_USERS } from './composition/seed/demo-clinic';
import { createTestApp, type TestApp } from './test/create-test-app';
import { call, createTestClinic, randomTestAddress, signIn } from './test/fixtures';
import {
  countAnswer,
  emptySummary,
  fuzzRequests,
  fuzzSettings,
  operationsOf,
  type FuzzRequest,
  type FuzzWorld,
  type OpenApiDocument,
} from './test/fuzz/api-fuzz';

/**
 * Requests generated from the OpenAPI document's schemas (fast-check), for every operation, from
 * callers with and without the right: no answer is a 5xx, the server still answers /healthz, and
 * the demo clinic's rows change only when one of its own people asked for a change and got it.
 * CI sends 300, from a new seed each run (printed first, and in the failure): `FUZZ_SEED=<seed>`
 * sends the same requests again, `FUZZ_SEED=<seed> FUZZ_PATH=<run>` the one a failure names.
 * `pnpm --filter @praktik/server fuzz --seed <n> --runs <n>` runs more (scripts/fuzz.mjs sets
 * the variables and prints the summary). apps/server/README.md lists them.
 */
const { seed, runs, firstRun } = fuzzSettings(process.env, 300);
const replay = `FUZZ_SEED=${seed}`;
const summaryFile = process.env.FUZZ_SUMMARY_FILE;

let ctx: TestApp;
let world: FuzzWorld;
let demoBusinessId: string;
/** Callers whose successful changes may change the demo clinic. */
const DEMO_CALLERS = new Set(['demoOwner', 'demoDoctor', 'demoBeautician', 'demoStaff']);
/** Reads that write the medical-record audit by design (each FHIR export is kept). */
const AUDITED_READS = new Set(['exportPatientFhirBundle']);

async function demoIds(token: string): Promise<string[]> {
  const lists = await Promise.all(
    [
      '/api2/dashboard/patients?size=20',
      '/api2/dashboard/visits?size=20',
      '/api2/dashboard/inactive-visits?size=20&from=2000-01-01&to=2100-01-01',
    ].map(async (url) => {
      const response = await call(ctx, 'GET', url, { token });
      expect(response.statusCode, url).toBe(200);
      return response.json<{ data: { id: string }[] }>().data.map((row) => row.id);
    }),
  );
  return lists.flat();
}

beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
  const signInDemo = async (role: string) => {
    const user = DEMO_USERS.find((candidate) => candidate.role === role);
    if (!user) throw new Error(`no demo ${role}`);
    return (await signIn(ctx, user.email, DEMO_PASSWORD)).idToken;
  };
  const [demoOwner, demoDoctor, demoBeautician, demoStaff, other] = await Promise.all([
    signInDemo('ROLE_OWNER'),
    signInDemo('ROLE_DOCTOR'),
    signInDemo('ROLE_BEAUTICIAN'),
    signInDemo('ROLE_STAFF'),
    createTestClinic(ctx, 'Klinik Lain'),
  ]);
  const owner = DEMO_USERS.find((user) => user.role === 'ROLE_OWNER')!;
  demoBusinessId = (await ctx.repositories.accounts.findUserByEmail(owner.email))!.businessId!;
  world = {
    tokens: {
      none: null,
      forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      demoOwner,
      demoDoctor,
      demoBeautician,
      demoStaff,
      otherOwner: other.owner.idToken,
    },
    knownIds: [demoBusinessId, ...(await demoIds(demoOwner))],
  };
}, 120_000);
afterAll(async () => ctx?.close());

describe('the API under generated requests', () => {
  it('sees a change to the demo clinic in its digest, and no change after a refused one', async () => {
    const before = await clinicDigest(ctx.database.db, demoBusinessId);
    const refused = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: world.tokens.demoStaff!,
      body: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(await clinicDigest(ctx.database.db, demoBusinessId)).toBe(before);

    const patientId = world.knownIds[1]!;
    const patient = await call(ctx, 'GET', `/api2/dashboard/patient/${patientId}`, {
      token: world.tokens.demoOwner!,
    });
    const { data } = patient.json<{ data: Record<string, unknown> }>();
    const edited = await call(ctx, 'PUT', `/api2/dashboard/patient/${patientId}`, {
      token: world.tokens.demoOwner!,
      body: {
        ...data,
        remark: `fuzz digest ${Date.now()}`,
        allergies: [],
        identificationType: data.identificationType ?? 'KTP',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await clinicDigest(ctx.database.db, demoBusinessId)).not.toBe(before);
  });

  it(
    `answers ${runs} generated requests without a 5xx, stays up, and refused requests change nothing of the demo clinic`,
    async () => {
      console.info(`api fuzz: ${runs} requests from run ${firstRun}, seed ${seed} (${replay})`);
      const document = (await call(ctx, 'GET', '/api2/openapi.json')).json<OpenApiDocument>();
      const summary = emptySummary(seed);
      const started = Date.now();
      let baseline = await clinicDigest(ctx.database.db, demoBusinessId);

      const send = async (request: FuzzRequest) => {
        // The event stream stays open when it succeeds: its status is read, then it is let go.
        if (request.operationId === 'streamReservationEvents') {
          const response = await ctx.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            remoteAddress: randomTestAddress(),
            payloadAsStream: true,
          });
          response.stream().destroy();
          return { statusCode: response.statusCode, body: '' };
        }
        return ctx.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          remoteAddress: randomTestAddress(),
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
      };

      // Every failure is collected (one line per operation and kind), so a run lists them all.
      // A failure names its run: FUZZ_PATH=<run> with the seed sends that request first.
      const failures = new Map<string, string>();
      let run = firstRun;
      await fc.assert(
        fc.asyncProperty(fuzzRequests(operationsOf(document), world), async (request) => {
          const described = `run ${run++}, ${request.caller}: ${request.method} ${request.url.slice(0, 300)}`;
          const response = await send(request);
          countAnswer(summary, request, response.statusCode);
          if (response.statusCode >= 500) {
            failures.set(
              `${request.operationId} answered ${response.statusCode}`,
              `${described} ${request.payload?.toString().slice(0, 300) ?? ''} -> ${response.body.slice(0, 300)}`,
            );
          }
          const changedOnRequest =
            DEMO_CALLERS.has(request.caller) &&
            (request.method !== 'GET' || AUDITED_READS.has(request.operationId)) &&
            response.statusCode < 300;
          const digest = await clinicDigest(ctx.database.db, demoBusinessId);
          if (changedOnRequest) {
            baseline = digest;
          } else if (digest !== baseline) {
            failures.set(
              `${request.operationId} changed the demo clinic (${response.statusCode})`,
              described,
            );
            baseline = digest;
          }
        }),
        { seed, numRuns: runs, ...(firstRun > 0 ? { path: String(firstRun) } : {}) },
      );
      const health = await call(ctx, 'GET', '/healthz');
      summary.durationMs = Date.now() - started;
      if (summaryFile) {
        const report = { ...summary, failures: Object.fromEntries(failures) };
        await writeFile(summaryFile, JSON.stringify(report, null, 2));
      }
      expect(
        Object.fromEntries(failures),
        `seed ${seed}: replay with ${replay}, one request with ${replay} FUZZ_PATH=<run>`,
      ).toEqual({});
      expect(health.statusCode).toBe(200);
      expect(summary.requests).toBe(runs);
    },
    Math.max(180_000, runs * 300),
  );
});
