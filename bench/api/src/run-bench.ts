// pnpm bench:api: seeds one clinic with 100,000 patients and 1,000,000 visits (and the full
// ICD-10 list) on a real PostgreSQL, starts the server in this process, loads four list and
// search endpoints and a no-op route with 64 concurrent connections, and prints the figures as
// JSON on stdout (progress goes to stderr). Without DATABASE_URL it runs itself again under
// apps/server/scripts/with-postgres.mjs, which gives it a throw-away server.
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../../apps/server/src/app';
import type { Config } from '../../../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/client';
import { createRepositories } from '../../../apps/server/src/composition/repositories';
import { seedDatabase } from '../../../apps/server/src/composition/seed/seed';
import { createIdTokens } from '../../../apps/server/src/shared/id-token';
import {
  importIcd10Rows,
  parseIcd10File,
} from '../../../apps/server/src/modules/icd10/icd10-import';
import type { Icd10Code } from '../../../apps/server/src/modules/icd10/icd10.repository';
import { measureBookingToTimetable, type Booking } from './booking-latency';
import { captureQueries, requestKey, startDriverTwin, type CapturedQuery } from './driver-twin';
import { icd10KeywordPool } from './icd10-keywords';
import { seedClinic, type SeedSizes } from './seed';
import {
  seedPaymentClinic,
  type PaymentSeedSizes,
  type SeededPaymentClinic,
} from './seed-payments';
import {
  SLOTS_A_DAY,
  bookedSlotIndexes,
  seedReservationClinic,
  slotStart,
  type ReservationSeedSizes,
} from './seed-reservations';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const SIZES: SeedSizes = {
  patients: env('BENCH_PATIENTS', 100_000),
  visits: env('BENCH_VISITS', 1_000_000),
  activeVisits: env('BENCH_ACTIVE_VISITS', 200),
  visitsPerDay: env('BENCH_VISITS_PER_DAY', 1_370),
};
/** Issue 13: a clinic of 30 doctors, 600 reservations on the measured day, 1,000,000 in all. */
const RESERVATION_SIZES: ReservationSeedSizes = {
  doctors: env('BENCH_RESERVATION_DOCTORS', 30),
  reservations: env('BENCH_RESERVATIONS', 1_000_000),
  perDay: env('BENCH_RESERVATIONS_PER_DAY', 600),
  futureDays: env('BENCH_RESERVATION_FUTURE_DAYS', 90),
  patients: env('BENCH_RESERVATION_PATIENTS', 20_000),
};
/** Issue 14: the cashier's clinic (contracts issue 14 §7); BENCH_PAYMENT_SCALE shrinks its rows. */
const PAYMENT_SCALE = env('BENCH_PAYMENT_SCALE', 1);
const PAYMENT_SIZES: PaymentSeedSizes = {
  practitioners: 6,
  patients: Math.max(100, Math.round(20_000 * PAYMENT_SCALE)),
  categories: 5,
  items: 300,
  packages: 12,
  paymentItems: Math.max(1_000, Math.round(2_000_000 * PAYMENT_SCALE)),
  days: 730,
  patientPackages: Math.max(100, Math.round(50_000 * PAYMENT_SCALE)),
};
/** Issue 14's p99 targets at the front desk's 8 connections: the two reads, then the save. */
const PAYMENT_READ_P99_MS = 25;
const PAYMENT_SAVE_P99_MS = 40;
/** Issue 14's targets, by name (BENCH_ONLY=payments,packages runs them). */
const PAYMENT_TARGET_NAMES = [
  'payments: history of one month (history-payment-item)',
  'packages: patient-package list with a common name',
  'payments: save a counter sale (save-payment)',
] as const;
type SeedItem = SeededPaymentClinic['items'][number];
/** Bookings made one after the other for the booking-to-other-timetable latency. */
const BOOKINGS = env('BENCH_BOOKINGS', 100);
/** Issue 13's targets: p99 at 8 connections (a busy front desk), booking seen within 1 s. */
const FRONT_DESK_CONNECTIONS = 8;
const RESERVATION_P99_MS = 25;
const BOOKING_TO_TIMETABLE_P99_MS = 1000;
/** Issue 11 and 13: a route's throughput at least this share of its driver twin's. */
const TWIN_SHARE_TARGET = 0.6;
const CONNECTIONS = env('BENCH_CONNECTIONS', 64);
const DURATION_SECONDS = env('BENCH_SECONDS', 10);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 3);
/** Sequential calls per route after the warm-up (latency without queueing). */
const SERIAL_CALLS = env('BENCH_SERIAL_CALLS', 30);
/** The server's pool (apps/server/src/db/client.ts); the driver twins get as many connections. */
const SERVER_POOL_SIZE = env('BENCH_POOL_SIZE', 10);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const ICD10_FILE =
  process.env.ICD10_FILE ?? path.resolve(REPO_ROOT, '../shared/data/icd10/icd10-who-en-id.json');

/** Name fragments a receptionist types; each matches 1.7 % ("siti") to 5 % ("nur") of the patients. */
const NAME_FRAGMENTS = ['siti', 'wijaya', 'putri', 'hidayat', 'agus', 'nur'];
/**
 * Common ICD-10 searches: words in either language, code prefixes, two words, asked over and
 * over (what a clinic's diagnosis box mostly sends). The distinct-keyword target below asks each
 * keyword once, so no answer kept per keyword can stand in for the search.
 */
const ICD10_COMMON_KEYWORDS = [
  'demam',
  'k35',
  'diabetes',
  'acne',
  'hipertensi',
  'J06.9',
  'fraktur femur',
  'tifoid',
  'dermatitis kontak',
  'e11',
];

/** Keywords for the distinct-keyword target when the list file is missing (the seed subset). */
const ICD10_FALLBACK: Icd10Code[] = [
  { code: 'A09', titleEn: 'Diarrhoea and gastroenteritis', titleId: 'Diare dan gastroenteritis' },
  { code: 'J06.9', titleEn: 'Acute upper respiratory infection', titleId: 'Infeksi saluran napas' },
];

/**
 * BENCH_ONLY=patients,icd10: only the targets whose names start so (for profiling one); the
 * no-op runs only when named too (`no-op`).
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const isChosen = (target: { name: string }) =>
  ONLY.length === 0 || ONLY.some((prefix) => target.name.startsWith(prefix));

const log = (message: string) => process.stderr.write(`${message}\n`);
const round = (value: number) => Math.round(value * 100) / 100;

interface Target {
  name: string;
  /** The requests, rotated per connection; with `rotate`, the ones probed and called serially. */
  paths: string[];
  /** One path per call across all connections, from `template` with `{}` replaced by a value. */
  rotate?: { template: string; warmup: string[]; measured: string[] };
  targetP99Ms: number | null;
  authorized: boolean;
  /** Also load a driver twin of it (./driver-twin.ts) and report the route as a share of it. */
  driverTwin?: boolean;
  /** POST targets: one JSON body per request (rotated per connection) to `paths[0]`. */
  bodies?: string[];
  /**
   * Also measure at this many connections (issue 13: latency at 8, throughput at CONNECTIONS);
   * the target p99 is then this load's, and the share of the twin must reach TWIN_SHARE_TARGET.
   */
  latencyConnections?: number;
  /** Another clinic's owner signs this target's calls (the reservation clinic). */
  token?: () => Promise<string>;
  /** The server that answers it (default: the bench's app). */
  base?: string;
  /**
   * Where the driver twin's queries are captured (default: `base`): a route answered from a kept
   * answer sends only its version query, while the twin must replay the day's work.
   */
  captureBase?: string;
  /** The timetable targets: whether their answer comes from the instance's kept answers. */
  timetableCache?: 'hit path' | 'off';
}

interface TargetRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** The requests a target rotates over: its paths, or one POST of each body. */
function requestsOf(target: Target): TargetRequest[] {
  if (!target.bodies) return target.paths.map((path) => ({ method: 'GET', path }));
  return target.bodies.map((body) => ({ method: 'POST', path: target.paths[0]!, body }));
}

/** A fetch of `request` against `base` with `headers`. */
function send(base: string, request: TargetRequest, headers: Record<string, string>) {
  return fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(request.body ? { body: request.body } : {}),
  });
}

interface LoadFigures {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The part of autocannon's result the report uses. */
interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Waits until this process (the server and the driver twins) is idle: under 10 % of a core
 * for a quarter of a second, or 30 s at most.
 */
async function waitUntilIdle() {
  const windowMs = 250;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < windowMs / 10) return;
  }
}

/** Runs load.mjs in a child process with these options (through a file: they may be large). */
async function runLoad(options: Record<string, unknown>, dir: string): Promise<AutocannonResult> {
  const script = fileURLToPath(new URL('./load.mjs', import.meta.url));
  const optionsFile = path.join(dir, `load-${randomUUID()}.json`);
  await writeFile(optionsFile, JSON.stringify(options));
  return new Promise<AutocannonResult>((resolve, reject) => {
    execFile(
      process.execPath,
      [script, optionsFile],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`autocannon failed: ${stderr || error.message}`));
        try {
          resolve(JSON.parse(stdout) as AutocannonResult);
        } catch (parseError) {
          reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
        }
      },
    );
  }).finally(() => rm(optionsFile, { force: true }));
}

function figuresOf(result: AutocannonResult): LoadFigures {
  return {
    p50Ms: round(result.latency.p50),
    p90Ms: round(result.latency.p90),
    p99Ms: round(result.latency.p99),
    maxMs: round(result.latency.max),
    rps: round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** `date` (YYYY-MM-DD) plus `days` days. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The month before the clinic's current one: [first day, last day] as YYYY-MM-DD. */
function previousMonth(today: string): [string, string] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/**
 * Runs this script again under with-postgres.mjs (a throw-away PostgreSQL in DATABASE_URL). The
 * child writes its report to a file and this process prints it, so stdout holds the JSON only
 * (with-postgres announces the server on stdout: that line goes to stderr with the progress).
 */
async function underThrowAwayPostgres(): Promise<number> {
  const withPostgres = path.join(REPO_ROOT, 'apps/server/scripts/with-postgres.mjs');
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'praktik-bench-api-report-'));
  const reportFile = path.join(reportDir, 'report.json');
  try {
    const child = spawn(
      process.execPath,
      [withPostgres, process.execPath, ...process.execArgv, fileURLToPath(import.meta.url)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_REPORT_FILE: reportFile },
      },
    );
    child.stdout.pipe(process.stderr);
    // Ctrl-C reaches the child too; wait for it to stop its server and remove its files.
    const ignore = () => {};
    process.on('SIGINT', ignore);
    process.on('SIGTERM', ignore);
    const code = await new Promise<number>((resolve) => {
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      child.on('error', (error) => {
        log(String(error));
        resolve(127);
      });
    });
    if (code === 0 && existsSync(reportFile)) process.stdout.write(await readFile(reportFile));
    return code;
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) process.exit(await underThrowAwayPostgres());
  if (!existsSync(ICD10_FILE)) log(`warning: ${ICD10_FILE} not found; ICD-10 is the seed subset`);

  // A database of its own on that server, dropped at the end whatever happens.
  const databaseName = `praktik_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const { rows: versionRows } = await admin.query<{ server_version: string }>(
    'show server_version',
  );
  const { rows: maxRows } = await admin.query<{ max_connections: string }>('show max_connections');
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'praktik-bench-api-'));
  let database: DatabaseHandle | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let uncachedApp: Awaited<ReturnType<typeof buildApp>> | undefined;
  let uncachedDatabase: DatabaseHandle | undefined;
  try {
    database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl.toString(),
      poolSize: SERVER_POOL_SIZE,
    });
    log(`migrating ${databaseName}`);
    await database.migrate();
    await seedDatabase(createRepositories(database.db), { demo: false });

    const seedStarted = Date.now();
    let reservationSeedSeconds = 0;
    log(
      `seeding ${SIZES.patients} patients and ${SIZES.visits} visits (${SIZES.activeVisits} active today)`,
    );
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    let clinic;
    let reservationClinic;
    let paymentClinic: SeededPaymentClinic | undefined;
    let paymentSeedSeconds = 0;
    let icd10Count = 0;
    let icd10List: Icd10Code[] = [];
    try {
      clinic = await seedClinic(client, SIZES, log);
      log(
        `seeding the reservation clinic: ${RESERVATION_SIZES.doctors} doctors, ${RESERVATION_SIZES.reservations} reservations (${RESERVATION_SIZES.perDay} a day)`,
      );
      const reservationsStarted = Date.now();
      reservationClinic = await seedReservationClinic(client, RESERVATION_SIZES, log);
      reservationSeedSeconds = round((Date.now() - reservationsStarted) / 1000);
      log(`  reservation clinic seeded in ${reservationSeedSeconds} s`);
      if (PAYMENT_TARGET_NAMES.some((name) => isChosen({ name }))) {
        log(
          `seeding the payment clinic: ${PAYMENT_SIZES.paymentItems} payment items, ${PAYMENT_SIZES.patientPackages} patient packages`,
        );
        const paymentsStarted = Date.now();
        paymentClinic = await seedPaymentClinic(client, PAYMENT_SIZES, log);
        paymentSeedSeconds = round((Date.now() - paymentsStarted) / 1000);
        log(`  payment clinic seeded in ${paymentSeedSeconds} s`);
      }
      if (existsSync(ICD10_FILE)) {
        // The server's own import (the icd10:import command's parser and upsert).
        icd10List = await parseIcd10File(ICD10_FILE);
        await importIcd10Rows(database.db, icd10List);
      }
      log('  vacuum analyze');
      await client.query('vacuum analyze');
      const { rows } = await client.query<{ n: string }>('select count(*) as n from icd10_codes');
      icd10Count = Number(rows[0]?.n ?? icd10Count);
    } finally {
      await client.end();
    }
    const seedSeconds = round((Date.now() - seedStarted) / 1000);
    log(`seeded in ${seedSeconds} s`);

    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: databaseUrl.toString(),
      smtpUrl: undefined,
      mailFrom: 'Praktik Bench <no-reply@praktik.test>',
      publicUrl: 'http://127.0.0.1',
      appUrl: 'http://127.0.0.1',
      jwtSecret: randomBytes(48).toString('base64url'),
      fileSigningSecret: randomBytes(48).toString('base64url'),
      logLevel: 'silent',
      staticDir: path.join(dataDir, 'no-static'),
      seedDemo: false,
      maxUploadBytes: 1024 * 1024,
      // The bench calls no SATUSEHAT operation: a closed port stands for the platform.
      satuSehat: {
        environment: 'stand-in',
        baseUrl: 'http://127.0.0.1:9',
        secretKey: randomBytes(32).toString('base64'),
      },
    };
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    // A second instance on the same database keeping no timetable answers: the timetable's
    // uncached path, measured in the same run beside the kept answers' hit path.
    uncachedDatabase = await openDatabase({
      kind: 'postgres',
      url: databaseUrl.toString(),
      poolSize: SERVER_POOL_SIZE,
    });
    uncachedApp = await buildApp({
      config: { ...config, timetableCacheBytes: 0 },
      database: uncachedDatabase,
      logger: false,
    });
    const uncachedBase = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
    const idTokens = createIdTokens(config.jwtSecret);
    const token = () =>
      idTokens.sign({
        userId: clinic.ownerId,
        role: 'ROLE_OWNER',
        businessId: clinic.businessId,
        onboardingCompleted: true,
      });

    const reservationToken = () =>
      idTokens.sign({
        userId: reservationClinic.ownerId,
        role: 'ROLE_OWNER',
        businessId: reservationClinic.businessId,
        onboardingCompleted: true,
      });

    const [monthFrom, monthTo] = previousMonth(clinic.today);
    const icd10Path = (keyword: string) =>
      `/api2/dashboard/icd10?page=0&size=10&keyword=${encodeURIComponent(keyword)}`;
    // Keywords never asked before in this run: the serial calls', the warm-up's, the load's.
    const pool = icd10KeywordPool(icd10List.length > 0 ? icd10List : [...ICD10_FALLBACK]);
    const serialKeywords = pool.slice(0, SERIAL_CALLS);
    const warmupKeywords = pool.slice(SERIAL_CALLS, SERIAL_CALLS + Math.floor(pool.length / 4));
    const measuredKeywords = pool.slice(SERIAL_CALLS + warmupKeywords.length);
    const targets: Target[] = [
      {
        name: 'patients: list with a name filter',
        paths: NAME_FRAGMENTS.map(
          (fragment) => `/api2/dashboard/patients?page=0&size=50&name.contains=${fragment}`,
        ),
        targetP99Ms: 50,
        authorized: true,
        driverTwin: true,
      },
      {
        name: 'visits: active list',
        paths: ['/api2/dashboard/visits?page=0&size=50'],
        targetP99Ms: 50,
        authorized: true,
        driverTwin: true,
      },
      {
        name: 'history: one month',
        paths: [`/api2/dashboard/inactive-visits?page=0&size=50&from=${monthFrom}&to=${monthTo}`],
        targetP99Ms: 50,
        authorized: true,
        driverTwin: true,
      },
      {
        name: 'icd10: search over the full list, a new keyword every call',
        paths: serialKeywords.map(icd10Path),
        rotate: {
          template: icd10Path('{}').replace(encodeURIComponent('{}'), '{}'),
          warmup: warmupKeywords,
          measured: measuredKeywords,
        },
        targetP99Ms: 10,
        authorized: true,
      },
      {
        name: 'icd10: ten common keywords, over and over',
        paths: ICD10_COMMON_KEYWORDS.map(icd10Path),
        targetP99Ms: 10,
        authorized: true,
      },
    ];
    // Issue 13: the measured day's timetable and one doctor's slots of that day (each doctor in
    // turn), both with a driver twin, latency at the front desk's 8 connections.
    const timetablePaths = [
      `/api2/reservation/v1/get-reservation-data?reservation_date=${reservationClinic.today}`,
    ];
    targets.push(
      {
        name: 'reservations: timetable of the day (get-reservation-data)',
        paths: timetablePaths,
        targetP99Ms: RESERVATION_P99_MS,
        authorized: true,
        driverTwin: true,
        latencyConnections: FRONT_DESK_CONNECTIONS,
        token: reservationToken,
        // Nothing writes during the load: every call after the first is answered from the kept
        // answer (one version query a call); the twin still replays the day's two queries.
        captureBase: uncachedBase,
        timetableCache: 'hit path',
      },
      {
        name: 'reservations: timetable of the day, no kept answers (get-reservation-data, uncached)',
        paths: timetablePaths,
        targetP99Ms: RESERVATION_P99_MS,
        authorized: true,
        driverTwin: true,
        latencyConnections: FRONT_DESK_CONNECTIONS,
        token: reservationToken,
        base: uncachedBase,
        timetableCache: 'off',
      },
      {
        name: 'slots: one doctor’s available slots of the day (get-available-slots)',
        paths: ['/api2/schedule/get-available-slots'],
        bodies: reservationClinic.doctorIds.map((doctorId) =>
          JSON.stringify({ doctor_id: doctorId, date: reservationClinic.today, days: 1 }),
        ),
        targetP99Ms: RESERVATION_P99_MS,
        authorized: true,
        driverTwin: true,
        latencyConnections: FRONT_DESK_CONNECTIONS,
        token: reservationToken,
      },
    );
    // Issue 14: the cashier's two reads and its save, each beside its driver twin, latency at
    // the front desk's 8 connections.
    if (paymentClinic) {
      const cashier = paymentClinic;
      const paymentToken = () =>
        idTokens.sign({
          userId: cashier.ownerId,
          role: 'ROLE_OWNER',
          businessId: cashier.businessId,
          onboardingCompleted: true,
        });
      const month = `${cashier.today.slice(0, 8)}01`;
      const [first, second] = cashier.items as [SeedItem, SeedItem];
      // A counter sale of two items, the first 10 % off, for each patient in turn.
      const saveBody = (patientId: string) => {
        const discounted = first.price - Math.round(first.price / 10);
        return JSON.stringify({
          method: 'QRIS',
          patientId,
          totalAmount: discounted + 2 * second.price,
          totalAmountCorrection: 0,
          paymentItems: [
            {
              itemId: first.id,
              itemName: first.name,
              qty: 1,
              amount: first.price,
              typeDiscount: 'PERCENTAGE',
              discount: 10,
              type: 'CONSULTATION',
              total: discounted,
            },
            {
              itemId: second.id,
              itemName: second.name,
              qty: 2,
              amount: second.price,
              type: 'FARMASI',
              total: 2 * second.price,
            },
          ],
        });
      };
      targets.push(
        {
          name: PAYMENT_TARGET_NAMES[0],
          paths: [
            `/api2/payment/v1/history-payment-item?from=${month}&to=${cashier.today}&page=0&size=50`,
          ],
          targetP99Ms: PAYMENT_READ_P99_MS,
          authorized: true,
          driverTwin: true,
          latencyConnections: FRONT_DESK_CONNECTIONS,
          token: paymentToken,
        },
        {
          name: PAYMENT_TARGET_NAMES[1],
          paths: NAME_FRAGMENTS.map(
            (fragment) => `/api2/packages/v1/patient-packages?page=0&size=50&name=${fragment}`,
          ),
          targetP99Ms: PAYMENT_READ_P99_MS,
          authorized: true,
          driverTwin: true,
          latencyConnections: FRONT_DESK_CONNECTIONS,
          token: paymentToken,
        },
        {
          name: PAYMENT_TARGET_NAMES[2],
          paths: ['/api2/payment/v1/save-payment'],
          bodies: cashier.patientIds.map(saveBody),
          targetP99Ms: PAYMENT_SAVE_P99_MS,
          authorized: true,
          driverTwin: true,
          latencyConnections: FRONT_DESK_CONNECTIONS,
          token: paymentToken,
        },
      );
    }
    const noopTarget: Target = {
      name: 'no-op: GET /healthz (same server, no database, no token)',
      paths: ['/healthz'],
      targetP99Ms: null,
      authorized: false,
    };

    /**
     * Warm-up, then SERIAL_CALLS calls one at a time (with this process's CPU per call), then
     * the measured load, all against `url` (the server, or a driver twin).
     */
    const loadAndCallOneAtATime = async (
      url: string,
      target: Target,
      headers: Record<string, string>,
      rotateOver: (values: string[]) => Record<string, unknown>,
    ) => {
      const requests = requestsOf(target);
      const options = {
        url,
        connections: CONNECTIONS,
        headers: target.bodies ? { ...headers, 'content-type': 'application/json' } : headers,
        requests: requests.map(({ method, path: requestPath, body }) => ({
          method,
          path: requestPath,
          ...(body ? { body } : {}),
        })),
      };
      log(`${target.name}: warm-up ${WARMUP_SECONDS} s`);
      await runLoad(
        { ...options, ...rotateOver(target.rotate?.warmup ?? []), duration: WARMUP_SECONDS },
        dataDir,
      );
      // The server goes on answering what the warm-up's 64 connections had queued after the
      // load generator has gone; those calls' CPU must not be billed to the serial ones.
      await waitUntilIdle();
      // One request at a time: what a call costs when nothing waits in line before it.
      const serial: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let call = 0; call < SERIAL_CALLS; call += 1) {
        const started = performance.now();
        const response = await send(url, requests[call % requests.length]!, headers);
        await response.arrayBuffer();
        serial.push(performance.now() - started);
      }
      const cpu = process.cpuUsage(cpuBefore);
      serial.sort((a, b) => a - b);
      log(`${target.name}: ${DURATION_SECONDS} s with ${CONNECTIONS} connections`);
      const result = await runLoad(
        { ...options, ...rotateOver(target.rotate?.measured ?? []), duration: DURATION_SECONDS },
        dataDir,
      );
      const figures = figuresOf(result);
      log(`  p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.rps} req/s`);
      let atLatencyConnections: LoadFigures | undefined;
      if (target.latencyConnections) {
        log(`${target.name}: ${DURATION_SECONDS} s with ${target.latencyConnections} connections`);
        atLatencyConnections = figuresOf(
          await runLoad(
            { ...options, connections: target.latencyConnections, duration: DURATION_SECONDS },
            dataDir,
          ),
        );
        log(
          `  p50 ${atLatencyConnections.p50Ms} ms, p99 ${atLatencyConnections.p99Ms} ms, ${atLatencyConnections.rps} req/s`,
        );
      }
      const oneAtATime = {
        calls: SERIAL_CALLS,
        p50Ms: round(serial[Math.floor(serial.length / 2)] ?? 0),
        maxMs: round(serial[serial.length - 1] ?? 0),
        // CPU of this process (the server and the calling fetch) per call: unlike the times,
        // it hardly moves with other work on the machine. PostgreSQL's CPU is not in it.
        nodeCpuMsPerCall: round((cpu.user + cpu.system) / 1000 / SERIAL_CALLS),
      };
      log(
        `  one at a time: p50 ${oneAtATime.p50Ms} ms, ${oneAtATime.nodeCpuMsPerCall} ms Node CPU a call`,
      );
      return { figures, oneAtATime, atLatencyConnections };
    };

    const measure = async (target: Target) => {
      const headers: Record<string, string> = target.authorized
        ? { authorization: `Bearer ${await (target.token ?? token)()}` }
        : {};
      const targetBase = target.base ?? base;
      if (target.timetableCache) {
        log(
          `${target.name}: ${target.timetableCache === 'off' ? 'uncached path (an instance keeping no answers)' : 'cache hit path (the kept answer)'}`,
        );
      }
      // One call per path first: is the route there, and what does it answer?
      const probes = [];
      const fromTemplate = (value: string) =>
        target.rotate!.template.replace('{}', encodeURIComponent(value));
      // A rotating target probes keywords its warm-up asks anyway (the load's stay unasked).
      const probeRequests: TargetRequest[] = target.rotate
        ? target.rotate.warmup
            .slice(0, 3)
            .map((value) => ({ method: 'GET', path: fromTemplate(value) }))
        : requestsOf(target);
      for (const probeRequest of probeRequests) {
        const probePath = probeRequest.path;
        const response = await send(targetBase, probeRequest, headers);
        const body = (await response.json().catch(() => null)) as {
          data?: unknown[];
          detail?: string;
        } | null;
        probes.push({
          path: probePath,
          ...(probeRequest.body ? { body: probeRequest.body } : {}),
          status: response.status,
          total: response.headers.get('x-total-count'),
          rows: Array.isArray(body?.data) ? body.data.length : null,
          detail: response.ok ? undefined : body?.detail,
        });
      }
      const missing = probes.find((probe) => probe.status === 404);
      if (missing) {
        log(`${target.name}: ${missing.path} answers 404 (${missing.detail ?? 'no detail'})`);
        return {
          name: target.name,
          paths: target.rotate ? [target.rotate.template] : target.paths,
          missing: true,
          probes,
          targetP99Ms: target.targetP99Ms,
          meetsTarget: false,
        };
      }
      const rotateOver = (values: string[]) =>
        target.rotate ? { rotate: { template: target.rotate.template, values } } : {};
      // The queries each path sends, captured while the server has nothing else to do.
      const queriesByPath = new Map<string, CapturedQuery[]>();
      if (target.driverTwin) {
        await waitUntilIdle();
        for (const request of requestsOf(target)) {
          const queries = await captureQueries(() =>
            send(target.captureBase ?? targetBase, request, headers).then((response) =>
              response.arrayBuffer(),
            ),
          );
          queriesByPath.set(requestKey(request.method, request.path, request.body), queries);
        }
      }
      const routeRun = await loadAndCallOneAtATime(targetBase, target, headers, rotateOver);
      const { figures, oneAtATime } = routeRun;
      // The driver twin: the same queries through `pg` alone, loaded the same way right after.
      let driver: Awaited<ReturnType<typeof loadAndCallOneAtATime>> | undefined;
      let queriesPerCall = 0;
      if (target.driverTwin) {
        await waitUntilIdle();
        const twin = await startDriverTwin(databaseUrl.toString(), SERVER_POOL_SIZE, queriesByPath);
        try {
          log(`${target.name}, driver twin:`);
          driver = await loadAndCallOneAtATime(twin.url, target, {}, rotateOver);
        } finally {
          await twin.close();
        }
        queriesPerCall = queriesByPath.values().next().value?.length ?? 0;
      }
      const cleanRun = (run: LoadFigures) =>
        run.non2xx === 0 && run.errors === 0 && run.timeouts === 0;
      const clean = cleanRun(figures);
      const frontDesk = routeRun.atLatencyConnections;
      // A twin that failed calls (a 500 comes back sooner than a save) measures nothing.
      const twinClean =
        driver !== undefined &&
        cleanRun(driver.figures) &&
        (!driver.atLatencyConnections || cleanRun(driver.atLatencyConnections));
      if (driver && !twinClean) log(`${target.name}: the driver twin failed calls, no share`);
      const share = driver && twinClean ? round(figures.rps / driver.figures.rps) : null;
      const rotation = target.rotate && {
        distinctValues: target.rotate.measured.length,
        // More calls than values: some keywords were asked twice.
        wrapped: figures.requests > target.rotate.measured.length,
      };
      return {
        name: target.name,
        paths: target.rotate ? [target.rotate.template] : target.paths,
        ...(target.timetableCache ? { timetableCache: target.timetableCache } : {}),
        ...(rotation ? { rotation } : {}),
        ...figures,
        oneAtATime,
        ...(frontDesk
          ? { atLatencyConnections: { connections: target.latencyConnections, ...frontDesk } }
          : {}),
        ...(driver
          ? {
              driverTwin: {
                ...driver.figures,
                oneAtATime: driver.oneAtATime,
                ...(driver.atLatencyConnections
                  ? { atLatencyConnections: driver.atLatencyConnections }
                  : {}),
                queriesPerCall,
              },
              rpsShareOfDriverTwin: share,
            }
          : {}),
        targetP99Ms: target.targetP99Ms,
        // Issue 13's targets: p99 at the front desk's connections, and the share of the twin.
        ...(frontDesk
          ? {
              meetsP99Target: cleanRun(frontDesk) && frontDesk.p99Ms < (target.targetP99Ms ?? 0),
              meetsShareTarget: share !== null && share >= TWIN_SHARE_TARGET,
            }
          : {}),
        meetsTarget:
          target.targetP99Ms === null
            ? null
            : frontDesk
              ? clean &&
                cleanRun(frontDesk) &&
                frontDesk.p99Ms < target.targetP99Ms &&
                share !== null &&
                share >= TWIN_SHARE_TARGET
              : clean && figures.p99Ms < target.targetP99Ms,
        probes,
      };
    };

    const loadAverageBefore = os.loadavg().map(round);
    const noop = isChosen(noopTarget) ? await measure(noopTarget) : null;
    const measured = [];
    for (const target of targets.filter(isChosen)) measured.push(await measure(target));
    // The server's own CPU per call against the no-op's (issue 11: at most 3x for the lists).
    const noopCpu = noop && 'oneAtATime' in noop ? noop.oneAtATime.nodeCpuMsPerCall : null;
    const timesNoop = (cpuMs: number) => (noopCpu ? round(cpuMs / noopCpu) : null);
    const results = measured.map((result) =>
      'oneAtATime' in result
        ? {
            ...result,
            nodeCpuPerCallVsNoop: timesNoop(result.oneAtATime.nodeCpuMsPerCall),
            ...(result.driverTwin
              ? {
                  driverTwinNodeCpuPerCallVsNoop: timesNoop(
                    result.driverTwin.oneAtATime.nodeCpuMsPerCall,
                  ),
                }
              : {}),
          }
        : result,
    );

    // Issue 13: booking on one screen, seen on another open timetable.
    const bookingTarget = { name: 'booking: from its 201 to another open timetable' };
    let bookingToTimetable = null;
    if (isChosen(bookingTarget)) {
      log(`${bookingTarget.name}: ${BOOKINGS} bookings one after the other`);
      await waitUntilIdle();
      const free = Array.from({ length: SLOTS_A_DAY }, (_, index) => index).filter(
        (index) =>
          !bookedSlotIndexes(RESERVATION_SIZES.perDay / RESERVATION_SIZES.doctors).includes(index),
      );
      const doctors = reservationClinic.doctorIds;
      // Free slots from tomorrow on (today's may have passed): doctor by doctor, then slot.
      const bookings: Booking[] = Array.from({ length: BOOKINGS }, (_, n) => {
        const perDay = doctors.length * free.length;
        return {
          doctorId: doctors[n % doctors.length]!,
          date: addDays(reservationClinic.today, 1 + Math.floor(n / perDay)),
          time: slotStart(free[Math.floor((n % perDay) / doctors.length)]!),
        };
      });
      const { patient, serviceId } = reservationClinic;
      bookingToTimetable = {
        name: bookingTarget.name,
        measures:
          'per booking: its 201 answer to the `reservation` event on a held GET /events stream, and to the answer of the get-reservation-data refetch of the day (the other timetable’s SWR revalidation) that contains it',
        ...(await measureBookingToTimetable({
          base,
          token: await reservationToken(),
          bookings,
          bookingBody: (booking) => ({
            patientTab: 'EXISTING',
            patientId: patient.id,
            name: patient.name,
            identificationType: 'KTP',
            identificationNumber: patient.identificationNumber,
            doctorId: booking.doctorId,
            dateVisit: booking.date,
            timeVisit: [booking.time],
            serviceId,
          }),
          targetP99Ms: BOOKING_TO_TIMETABLE_P99_MS,
        })),
      };
      log(
        `  to the event p50 ${bookingToTimetable.toEvent.p50Ms} ms, p99 ${bookingToTimetable.toEvent.p99Ms} ms; to the refetched timetable p99 ${bookingToTimetable.toRefetchedTimetable.p99Ms} ms`,
      );
    }

    const cpus = os.cpus();
    const report = {
      benchmark:
        'pnpm bench:api: list and search endpoints on PostgreSQL, one clinic, autocannon, server in process',
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model ?? null,
        memoryGb: round(os.totalmem() / 1024 ** 3),
        node: process.version,
        postgres: versionRows[0]?.server_version ?? null,
        postgresMaxConnections: Number(maxRows[0]?.max_connections ?? 0),
        // Other work on the machine skews every figure; the no-op route shows by how much.
        loadAverage: { before: loadAverageBefore, after: os.loadavg().map(round) },
      },
      data: {
        patients: SIZES.patients,
        visits: SIZES.visits,
        activeVisitsToday: SIZES.activeVisits,
        visitDays: `${clinic.firstVisitDay}..${clinic.today}`,
        practitioners: clinic.practitionerIds.length,
        icd10: icd10Count,
        paymentClinic: paymentClinic && {
          ...PAYMENT_SIZES,
          payments: paymentClinic.payments,
          today: paymentClinic.today,
        },
        reservationClinic: {
          doctors: reservationClinic.doctorIds.length,
          reservations: RESERVATION_SIZES.reservations,
          measuredDay: reservationClinic.today,
          onMeasuredDay: RESERVATION_SIZES.perDay,
          days: `${reservationClinic.firstDay}..${reservationClinic.lastDay}`,
          patients: RESERVATION_SIZES.patients,
        },
      },
      seedSeconds,
      reservationSeedSeconds,
      paymentSeedSeconds,
      load: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        serverPoolSize: SERVER_POOL_SIZE,
        tool: 'autocannon (a child process beside the server)',
        historyMonth: { from: monthFrom, to: monthTo },
      },
      results,
      bookingToTimetable,
      noop,
    };
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (process.env.BENCH_REPORT_FILE) await writeFile(process.env.BENCH_REPORT_FILE, json);
    else process.stdout.write(json);
  } finally {
    if (app) await app.close();
    if (uncachedApp) await uncachedApp.close();
    if (uncachedDatabase) await uncachedDatabase.close();
    if (database) await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE) {
      log(`kept database ${databaseName} (BENCH_KEEP_DATABASE)`);
    } else {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${databaseName} with (force)`);
      await cleanup.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exit(1);
});
