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
import { createRepositories } from '../../../apps/server/src/db/repositories';
import { seedDatabase } from '../../../apps/server/src/db/seed/seed';
import { createIdTokens } from '../../../apps/server/src/shared/id-token';
import {
  importIcd10Rows,
  parseIcd10File,
} from '../../../apps/server/src/modules/icd10/icd10-import';
import type { Icd10Code } from '../../../apps/server/src/modules/icd10/icd10.repository';
import { captureQueries, startDriverTwin, type CapturedQuery } from './driver-twin';
import { icd10KeywordPool } from './icd10-keywords';
import { seedClinic, type SeedSizes } from './seed';

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
const CONNECTIONS = env('BENCH_CONNECTIONS', 64);
const DURATION_SECONDS = env('BENCH_SECONDS', 10);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 3);
/** Sequential calls per route after the warm-up (latency without queueing). */
const SERIAL_CALLS = env('BENCH_SERIAL_CALLS', 30);
/** The server's pool (apps/server/src/db/client.ts); the driver twins get as many connections. */
const SERVER_POOL_SIZE = 10;
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
  try {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl.toString() });
    log(`migrating ${databaseName}`);
    await database.migrate();
    await seedDatabase(createRepositories(database.db), { demo: false });

    const seedStarted = Date.now();
    log(
      `seeding ${SIZES.patients} patients and ${SIZES.visits} visits (${SIZES.activeVisits} active today)`,
    );
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    let clinic;
    let icd10Count = 0;
    let icd10List: Icd10Code[] = [];
    try {
      clinic = await seedClinic(client, SIZES, log);
      if (existsSync(ICD10_FILE)) {
        // The server's own import (the icd10:import command's parser and upsert).
        icd10List = await parseIcd10File(ICD10_FILE);
        const icd10Db = database.db;
        await icd10Db.transaction((tx) => importIcd10Rows(tx, icd10List));
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
    };
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    const idTokens = createIdTokens(config.jwtSecret);
    const token = () =>
      idTokens.sign({
        userId: clinic.ownerId,
        role: 'ROLE_OWNER',
        businessId: clinic.businessId,
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
      const options = {
        url,
        connections: CONNECTIONS,
        headers,
        requests: target.paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
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
        const response = await fetch(`${url}${target.paths[call % target.paths.length]}`, {
          headers,
        });
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
      const figures: LoadFigures = {
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
      log(`  p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.rps} req/s`);
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
      return { figures, oneAtATime };
    };

    const measure = async (target: Target) => {
      const headers: Record<string, string> = target.authorized
        ? { authorization: `Bearer ${await token()}` }
        : {};
      // One call per path first: is the route there, and what does it answer?
      const probes = [];
      const fromTemplate = (value: string) =>
        target.rotate!.template.replace('{}', encodeURIComponent(value));
      // A rotating target probes keywords its warm-up asks anyway (the load's stay unasked).
      const probePaths = target.rotate
        ? target.rotate.warmup.slice(0, 3).map(fromTemplate)
        : target.paths;
      for (const probePath of probePaths) {
        const response = await fetch(`${base}${probePath}`, { headers });
        const body = (await response.json().catch(() => null)) as {
          data?: unknown[];
          detail?: string;
        } | null;
        probes.push({
          path: probePath,
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
        for (const requestPath of target.paths) {
          const queries = await captureQueries(() =>
            fetch(`${base}${requestPath}`, { headers }).then((response) => response.arrayBuffer()),
          );
          queriesByPath.set(requestPath, queries);
        }
      }
      const routeRun = await loadAndCallOneAtATime(base, target, headers, rotateOver);
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
        queriesPerCall = queriesByPath.get(target.paths[0] ?? '')?.length ?? 0;
      }
      const clean = figures.non2xx === 0 && figures.errors === 0 && figures.timeouts === 0;
      const rotation = target.rotate && {
        distinctValues: target.rotate.measured.length,
        // More calls than values: some keywords were asked twice.
        wrapped: figures.requests > target.rotate.measured.length,
      };
      return {
        name: target.name,
        paths: target.rotate ? [target.rotate.template] : target.paths,
        ...(rotation ? { rotation } : {}),
        ...figures,
        oneAtATime,
        ...(driver
          ? {
              driverTwin: { ...driver.figures, oneAtATime: driver.oneAtATime, queriesPerCall },
              rpsShareOfDriverTwin: round(figures.rps / driver.figures.rps),
            }
          : {}),
        targetP99Ms: target.targetP99Ms,
        meetsTarget:
          target.targetP99Ms === null ? null : clean && figures.p99Ms < target.targetP99Ms,
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
      },
      seedSeconds,
      load: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        tool: 'autocannon (a child process beside the server)',
        historyMonth: { from: monthFrom, to: monthTo },
      },
      results,
      noop,
    };
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (process.env.BENCH_REPORT_FILE) await writeFile(process.env.BENCH_REPORT_FILE, json);
    else process.stdout.write(json);
  } finally {
    if (app) await app.close();
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
