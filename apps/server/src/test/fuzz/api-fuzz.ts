import fc from 'fast-check';
import { schemaArbitrary, type JsonSchema, type Wildness } from './json-schema-arbitrary';

/** The parts of the app's OpenAPI document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  operation: OpenApiOperation;
}

/** One request as the fuzzer sends it (Fastify inject's options, plus who sends it). */
export interface FuzzRequest {
  operationId: string;
  caller: string;
  method: FuzzOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzWorld {
  /** Bearer tokens by caller name; `none` sends no Authorization header. */
  tokens: Record<string, string | null>;
  /** Real ids (the demo clinic's patients, visits, the clinic itself) for path parameters. */
  knownIds: string[];
}

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      operationId: operation.operationId ?? `${method} ${path}`,
      method: method.toUpperCase() as FuzzOperation['method'],
      path,
      operation,
    })),
  );
}

/**
 * encodeURIComponent throws on a lone surrogate (the fuzz's own crash, not the server's): a path
 * carries its UTF-8 bytes, where it stands as U+FFFD, as a browser would send it.
 */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Query values travel as text: objects and arrays the way a careless client would send them. */
function queryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function bodyArbitrary(
  operation: OpenApiOperation,
  wildness: Wildness,
): fc.Arbitrary<{
  payload?: string | Buffer;
  contentType?: string;
}> {
  const content = operation.requestBody?.content ?? {};
  const variants: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }>[] = [
    fc.constant({}),
    // Malformed JSON, a type nobody declared and bodies nested deeper than any stack are
    // refused, never a 500.
    fc.constantFrom(
      { payload: '{"name": ', contentType: 'application/json' },
      { payload: '<xml/>', contentType: 'application/xml' },
      { payload: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' },
      { payload: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000), contentType: 'application/json' },
    ),
  ];
  for (const [type, media] of Object.entries(content)) {
    if (type === 'application/json') {
      variants.push(
        schemaArbitrary(media.schema ?? {}, wildness).map((value) => ({
          payload: JSON.stringify(value) ?? 'null',
          contentType: type,
        })),
      );
    } else if (type.startsWith('text/')) {
      variants.push(
        schemaArbitrary(media.schema ?? { type: 'string' }, wildness).map((value) => ({
          payload: queryText(value),
          contentType: type,
        })),
      );
    }
  }
  if (Object.keys(content).length === 0 && variants.length === 2) {
    // Bodies whose type the route leaves open (uploads): bytes under a declared image type.
    variants.push(
      fc
        .tuple(
          fc.uint8Array({ maxLength: 64 }),
          fc.constantFrom('image/png', 'application/pdf', 'text/html'),
        )
        .map(([bytes, contentType]) => ({ payload: Buffer.from(bytes), contentType })),
    );
  }
  return fc.oneof(...variants);
}

function requestArbitrary(
  target: FuzzOperation,
  world: FuzzWorld,
  wildness: Wildness,
): fc.Arbitrary<FuzzRequest> {
  const parameters = target.operation.parameters ?? [];
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: schemaArbitrary({ type: 'string' }).map(queryText) },
    // Past the router's longest path segment (100 characters).
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 400 }).map((n) => 'x'.repeat(n)) },
  );
  const pathParams = fc.record(
    Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue] as const),
    ),
  );
  const queryParams = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, schemaArbitrary(p.schema, wildness).map(queryText)] as const),
    ),
    { requiredKeys: [] },
  );
  const headerParams = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'header')
        .map((p) => [p.name, schemaArbitrary(p.schema, wildness).map(queryText)] as const),
    ),
    { requiredKeys: [] },
  );
  return fc
    .record({
      caller: fc.constantFrom(...Object.keys(world.tokens)),
      pathParams,
      queryParams,
      headerParams,
      // Headers some routes read without declaring them (token refresh, logout).
      refreshToken: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
      language: fc.constantFrom(undefined, 'en', 'id', 'fr;q=0.5, *'),
      body: bodyArbitrary(target.operation, wildness),
    })
    .map(({ caller, pathParams, queryParams, headerParams, refreshToken, language, body }) => {
      const path = target.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
        encodeURIComponent(wellFormed(String(pathParams[name] ?? ''))),
      );
      const query = new URLSearchParams(queryParams as Record<string, string>).toString();
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(headerParams)) {
        // Header values cannot hold line breaks or other control characters: inject refuses them.
        headers[name.toLowerCase()] = String(value).replace(/[^\x20-\x7e]/g, '');
      }
      const token = world.tokens[caller];
      if (token) headers.authorization = `Bearer ${token}`;
      if (refreshToken !== undefined) {
        headers.refreshtoken = refreshToken.replace(/[^\x20-\x7e]/g, '');
      }
      if (language) headers['accept-language'] = language;
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        operationId: target.operationId,
        caller,
        method: target.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

/**
 * Requests for every operation of the document, each operation as likely as any other; half of
 * them keep to the schemas (to reach the services), half stray from them anywhere.
 */
export function fuzzRequests(
  operations: FuzzOperation[],
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...operations.map((target) =>
      fc.oneof(requestArbitrary(target, world, null), requestArbitrary(target, world, 10)),
    ),
  );
}

/** Which requests a run sends: fast-check's seed, how many, and the index of the first. */
export interface FuzzSettings {
  seed: number;
  runs: number;
  /** fast-check's `path` without shrinks: the run to start at (0, the first, by default). */
  firstRun: number;
}

/**
 * The run's settings from the environment: `FUZZ_SEED` (default: a new random seed, so each run
 * tries other requests), `FUZZ_RUNS` (default `defaultRuns`, or 1 with `FUZZ_PATH`),
 * `FUZZ_PATH` (start at this run: with the seed of a failed run, it sends its failing request
 * first). A seed's requests are the same whatever the count: 300 are the first 300 of 10,000.
 */
export function fuzzSettings(
  env: Record<string, string | undefined>,
  defaultRuns: number,
  random: () => number = Math.random,
): FuzzSettings {
  const integer = (name: string, text: string, pattern: RegExp) => {
    if (!pattern.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
    return Number(text);
  };
  const path = env.FUZZ_PATH;
  return {
    seed: env.FUZZ_SEED
      ? integer('FUZZ_SEED', env.FUZZ_SEED, /^-?\d{1,10}$/)
      : Math.floor(random() * 2 ** 31),
    runs: env.FUZZ_RUNS ? integer('FUZZ_RUNS', env.FUZZ_RUNS, /^\d+$/) : path ? 1 : defaultRuns,
    firstRun: path ? integer('FUZZ_PATH', path, /^\d+$/) : 0,
  };
}

/** What a run sent and got, for the command's summary. */
export interface FuzzSummary {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  byOperation: Record<string, Record<string, number>>;
  durationMs: number;
}

export function emptySummary(seed: number): FuzzSummary {
  return { seed, requests: 0, byStatus: {}, byOperation: {}, durationMs: 0 };
}

export function countAnswer(summary: FuzzSummary, request: FuzzRequest, status: number): void {
  const key = String(status);
  summary.requests += 1;
  summary.byStatus[key] = (summary.byStatus[key] ?? 0) + 1;
  const perOperation = (summary.byOperation[request.operationId] ??= {});
  perOperation[key] = (perOperation[key] ?? 0) + 1;
}
