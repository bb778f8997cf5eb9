// Measures one target: the load generator (./load.mjs, autocannon in a child process) against
// the route, then against its driver twin (./driver-twin.ts), and the report's entry for it.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  captureQueries,
  countStatements,
  requestKey,
  startDriverTwin,
  statementLabel,
  type CapturedQuery,
  type CapturedTemplate,
} from './driver-twin';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  FRESH_CALLS_PER_SECOND,
  ROUND_TRIP_CALLS,
  SERIAL_CALLS,
  SERVER_POOL_SIZE,
  SHARE_ROUNDS,
  WARMUP_SECONDS,
  log,
  round,
} from './options';
import { medianRps } from './share-summary';

/** A front desk's connections: the latency targets are measured at this load. */
const FRONT_DESK_CONNECTIONS = 8;
/**
 * What a front desk's target shares: signed by `token`, beside its driver twin, its p99 target at
 * the front desk's connections.
 */
export const atFrontDesk = (token: () => Promise<string>, targetP99Ms: number) =>
  ({
    targetP99Ms,
    authorized: true,
    driverTwin: true,
    latencyConnections: FRONT_DESK_CONNECTIONS,
    token,
  }) satisfies Partial<Target>;
/** A route's throughput at least this share of its driver twin's. */
export const TWIN_SHARE_TARGET = 0.6;

/** What every target's measure shares: the bench's server, its database, the default caller. */
export interface MeasureContext {
  /** The bench's app (a target's own `base` overrides it). */
  base: string;
  /** Where the load generator's option files go. */
  dataDir: string;
  /** The bench database, for the driver twins' pools. */
  databaseUrl: string;
  /** The list clinic's owner signs the calls of a target without a `token` of its own. */
  token: () => Promise<string>;
}

export interface Target {
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
  /** The method of `bodies` and `bodyPerCall` (default POST). */
  method?: 'POST' | 'PUT';
  /**
   * A write that cannot be repeated (a package use on a visit): `count` bodies never handed out
   * before, one per call across all connections, to `paths[0]`. Its twin replays one captured
   * call with each body's ids in place of the captured body's.
   */
  bodyPerCall?: (count: number) => string[];
  /**
   * Also measure at this many connections (latency at the front desk's 8, throughput at
   * CONNECTIONS): the target p99 is then this load's, and the share of the twin must reach
   * TWIN_SHARE_TARGET.
   */
  latencyConnections?: number;
  /** Another clinic's owner signs this target's calls (the reservation or cashier's clinic). */
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
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
}

/** The requests a target rotates over: its paths, or one POST (or PUT) of each body. */
function requestsOf(target: Target): TargetRequest[] {
  if (target.bodyPerCall) return perCallRequests(target, 1);
  if (!target.bodies) return target.paths.map((path) => ({ method: 'GET', path }));
  const method = target.method ?? 'POST';
  return target.bodies.map((body) => ({ method, path: target.paths[0]!, body }));
}

/** `count` requests for calls one after the other: fresh ones, or the target's in turn. */
function callsOf(target: Target, count: number): TargetRequest[] {
  if (target.bodyPerCall) return perCallRequests(target, count);
  const requests = requestsOf(target);
  return Array.from({ length: count }, (_, call) => requests[call % requests.length]!);
}

function perCallRequests(target: Target, count: number): TargetRequest[] {
  const method = target.method ?? 'POST';
  return target.bodyPerCall!(count).map((body) => ({ method, path: target.paths[0]!, body }));
}

/** A load's option to send a fresh body each call for `seconds` (load.mjs's `rotate.bodies`). */
function perCallLoad(target: Target, seconds: number) {
  if (!target.bodyPerCall) return {};
  return {
    rotate: {
      method: target.method ?? 'POST',
      path: target.paths[0],
      bodies: target.bodyPerCall(Math.ceil(FRESH_CALLS_PER_SECOND * seconds)),
    },
  };
}

/** A fetch of `request` against `base` with `headers`. */
function send(base: string, request: TargetRequest, headers: Record<string, string>) {
  return fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(request.body ? { body: request.body } : {}),
  });
}

export interface LoadFigures {
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
export async function waitUntilIdle() {
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

/**
 * Warm-up, then SERIAL_CALLS calls one at a time (with this process's CPU per call), then
 * the measured load, all against `url` (the server, or a driver twin).
 */
/** autocannon's options for `target` at `url`: its requests, CONNECTIONS of them at a time. */
function loadOptions(url: string, target: Target, headers: Record<string, string>) {
  const sendsBodies = Boolean(target.bodies ?? target.bodyPerCall);
  return {
    url,
    connections: CONNECTIONS,
    headers: sendsBodies ? { ...headers, 'content-type': 'application/json' } : headers,
    requests: requestsOf(target).map(({ method, path: requestPath, body }) => ({
      method,
      path: requestPath,
      ...(body ? { body } : {}),
    })),
  };
}

/** DURATION_SECONDS at CONNECTIONS: the throughput the share compares. */
async function measuredLoad(
  url: string,
  target: Target,
  headers: Record<string, string>,
  rotateOver: (values: string[]) => Record<string, unknown>,
  dataDir: string,
): Promise<LoadFigures> {
  log(`${target.name}: ${DURATION_SECONDS} s with ${CONNECTIONS} connections`);
  const result = await runLoad(
    {
      ...loadOptions(url, target, headers),
      ...rotateOver(target.rotate?.measured ?? []),
      ...perCallLoad(target, DURATION_SECONDS),
      duration: DURATION_SECONDS,
    },
    dataDir,
  );
  const figures = figuresOf(result);
  log(`  p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.rps} req/s`);
  return figures;
}

async function loadAndCallOneAtATime(
  url: string,
  target: Target,
  headers: Record<string, string>,
  rotateOver: (values: string[]) => Record<string, unknown>,
  dataDir: string,
) {
  const options = loadOptions(url, target, headers);
  log(`${target.name}: warm-up ${WARMUP_SECONDS} s`);
  await runLoad(
    {
      ...options,
      ...rotateOver(target.rotate?.warmup ?? []),
      ...perCallLoad(target, WARMUP_SECONDS),
      duration: WARMUP_SECONDS,
    },
    dataDir,
  );
  // The server goes on answering what the warm-up's 64 connections had queued after the
  // load generator has gone; those calls' CPU must not be billed to the serial ones.
  await waitUntilIdle();
  // One request at a time: what a call costs when nothing waits in line before it.
  const serial: number[] = [];
  const serialCalls = callsOf(target, SERIAL_CALLS);
  const cpuBefore = process.cpuUsage();
  for (const request of serialCalls) {
    const started = performance.now();
    const response = await send(url, request, headers);
    await response.arrayBuffer();
    serial.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  serial.sort((a, b) => a - b);
  const figures = await measuredLoad(url, target, headers, rotateOver, dataDir);
  let atLatencyConnections: LoadFigures | undefined;
  if (target.latencyConnections) {
    log(`${target.name}: ${DURATION_SECONDS} s with ${target.latencyConnections} connections`);
    atLatencyConnections = figuresOf(
      await runLoad(
        {
          ...options,
          ...perCallLoad(target, DURATION_SECONDS),
          connections: target.latencyConnections,
          duration: DURATION_SECONDS,
        },
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
  const roundTrips = target.driverTwin ? await roundTripsOf(url, target, headers) : undefined;
  return { figures, oneAtATime, atLatencyConnections, roundTrips };
}

/**
 * The statements a call sends to the database (each a round trip), counted over
 * ROUND_TRIP_CALLS calls one at a time after the timed runs, so counting costs them nothing:
 * node-postgres is watched in this process, where the server and the driver twins both run.
 */
async function roundTripsOf(url: string, target: Target, headers: Record<string, string>) {
  await waitUntilIdle();
  const calls = callsOf(target, ROUND_TRIP_CALLS);
  let failed = 0;
  const counted = await countStatements(async () => {
    for (const request of calls) {
      const response = await send(url, request, headers);
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    }
  });
  const perCall = (count: number) => round(count / calls.length);
  log(`  ${perCall(counted.statements)} statements a call`);
  return {
    calls: calls.length,
    failedCalls: failed,
    statementsPerCall: perCall(counted.statements),
    transactionControlPerCall: perCall(counted.transactionControl),
  };
}

/**
 * One target: a probe call per path (a 404 marks it missing), its driver twin's queries captured,
 * the route loaded, then the twin loaded the same way; the target's entry of the report.
 */
export async function measureTarget(target: Target, context: MeasureContext) {
  const { base, dataDir, databaseUrl, token } = context;
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
  const templates = new Map<string, CapturedTemplate>();
  if (target.driverTwin) {
    await waitUntilIdle();
    for (const request of requestsOf(target)) {
      const queries = await captureQueries(() =>
        send(target.captureBase ?? targetBase, request, headers).then((response) =>
          response.arrayBuffer(),
        ),
      );
      if (target.bodyPerCall && request.body) {
        templates.set(requestKey(request.method, request.path), { body: request.body, queries });
      } else {
        queriesByPath.set(requestKey(request.method, request.path, request.body), queries);
      }
    }
  }
  const routeRun = await loadAndCallOneAtATime(targetBase, target, headers, rotateOver, dataDir);
  const { figures, oneAtATime } = routeRun;
  // The driver twin: the same queries through `pg` alone, loaded the same way right after.
  let driver: Awaited<ReturnType<typeof loadAndCallOneAtATime>> | undefined;
  let queriesPerCall = 0;
  let statementsOfOneCall: string[] = [];
  const routeRounds: LoadFigures[] = [figures];
  const twinRounds: LoadFigures[] = [];
  if (target.driverTwin) {
    await waitUntilIdle();
    const twin = await startDriverTwin(databaseUrl, SERVER_POOL_SIZE, queriesByPath, templates);
    try {
      log(`${target.name}, driver twin:`);
      driver = await loadAndCallOneAtATime(twin.url, target, {}, rotateOver, dataDir);
      twinRounds.push(driver.figures);
      for (let turn = 2; turn <= SHARE_ROUNDS; turn += 1) {
        log(`${target.name}: round ${turn} of ${SHARE_ROUNDS}, the route, then its twin`);
        await waitUntilIdle();
        routeRounds.push(await measuredLoad(targetBase, target, headers, rotateOver, dataDir));
        await waitUntilIdle();
        twinRounds.push(await measuredLoad(twin.url, target, {}, rotateOver, dataDir));
      }
    } finally {
      await twin.close();
    }
    const oneCall =
      queriesByPath.values().next().value ?? templates.values().next().value?.queries ?? [];
    queriesPerCall = oneCall.length;
    statementsOfOneCall = oneCall.map(statementLabel);
  }
  const cleanRun = (run: LoadFigures) => run.non2xx === 0 && run.errors === 0 && run.timeouts === 0;
  const clean = routeRounds.every(cleanRun);
  const frontDesk = routeRun.atLatencyConnections;
  // A twin that failed calls (a 500 comes back sooner than a save) measures nothing.
  const twinClean =
    driver !== undefined &&
    twinRounds.every(cleanRun) &&
    (!driver.atLatencyConnections || cleanRun(driver.atLatencyConnections));
  if (driver && !twinClean) log(`${target.name}: the driver twin failed calls, no share`);
  const routeRps = medianRps(routeRounds);
  const twinRps = medianRps(twinRounds);
  const share = driver && twinClean ? round(routeRps / twinRps) : null;
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
    // With a twin: the median of the rounds, the figure the share is taken from.
    rps: routeRps,
    ...(driver ? { rpsRounds: routeRounds.map((run) => run.rps) } : {}),
    oneAtATime,
    ...(frontDesk
      ? { atLatencyConnections: { connections: target.latencyConnections, ...frontDesk } }
      : {}),
    ...(routeRun.roundTrips ? { roundTrips: routeRun.roundTrips } : {}),
    ...(driver
      ? {
          driverTwin: {
            ...driver.figures,
            rps: twinRps,
            rpsRounds: twinRounds.map((run) => run.rps),
            oneAtATime: driver.oneAtATime,
            ...(driver.atLatencyConnections
              ? { atLatencyConnections: driver.atLatencyConnections }
              : {}),
            queriesPerCall,
            statementsOfOneCall,
            ...(driver.roundTrips ? { roundTrips: driver.roundTrips } : {}),
          },
          rpsShareOfDriverTwin: share,
        }
      : {}),
    targetP99Ms: target.targetP99Ms,
    // A front-desk target's two goals: p99 at its connections, and the share of the twin.
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
}

/**
 * Each result with the Node CPU of a call (the route's, and its twin's) as a multiple of the
 * no-op's, which shows the server's own cost over the framework's least (a list's target: at
 * most 3 times).
 */
export function withCpuVsNoop(
  measured: Awaited<ReturnType<typeof measureTarget>>[],
  noop: Awaited<ReturnType<typeof measureTarget>> | null,
) {
  const noopCpu = noop && 'oneAtATime' in noop ? noop.oneAtATime.nodeCpuMsPerCall : null;
  const timesNoop = (cpuMs: number) => (noopCpu ? round(cpuMs / noopCpu) : null);
  return measured.map((result) =>
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
}
