// The "driver twin" of a list route: the very SQL the route sent (captured from node-postgres
// while the route answers one call; named statements by the same names, so PostgreSQL parses
// them once per connection for both), replayed straight through `pg` on a pool of the server's
// size, the rows answered as `{ data }` with plain JSON.stringify and the count in
// x-total-count. It is served by a bare node:http server in the bench's process, so autocannon
// and the one-at-a-time calls load it exactly as they load the route: the route's figures as a
// share of the twin's are what the server's own layers (Fastify, auth, validation, mapping,
// serialisation) cost over the database's floor.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
  /** The route's prepared statement name, if it sent one: the twin prepares the same. */
  name?: string;
  /** Every value of the rows it answered (a write's new ids, a counter's number). */
  answered?: unknown[];
}

/** A statement of the report: its prepared name, or the start of its text on one line. */
export function statementLabel(query: { text: string; name?: string }): string {
  if (query.name) return query.name;
  const text = query.text.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Every scalar in a result's rows, whatever their row mode (arrays or objects). */
function scalarsOf(rows: unknown): unknown[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) =>
    Array.isArray(row) ? row : row && typeof row === 'object' ? Object.values(row) : [],
  );
}

/**
 * Runs `call` and returns every query node-postgres sent meanwhile, in order. Patching
 * `Client.prototype.query` sees the pool's queries too (a pool hands each to a client); the
 * bench and the server share one `pg` module. Only one call may run while capturing.
 */
export async function captureQueries(call: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = prototype.query;
  prototype.query = function capturing(this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    let entry: CapturedQuery | undefined;
    if (typeof config === 'string') {
      entry = { text: config, values: Array.isArray(values) ? values : [] };
    } else if (config && typeof config === 'object' && 'text' in config) {
      const query = config as { text: string; values?: unknown[]; name?: string };
      entry = {
        text: query.text,
        values: query.values ?? (Array.isArray(values) ? values : []),
        ...(query.name ? { name: query.name } : {}),
      };
    }
    if (entry) captured.push(entry);
    const result = original.apply(this, args);
    if (entry && result && typeof (result as Promise<unknown>).then === 'function') {
      const recording = entry;
      (result as Promise<{ rows?: unknown }>).then(
        (answered) => (recording.answered = scalarsOf(answered?.rows)),
        () => {},
      );
    }
    return result;
  };
  try {
    await call();
  } finally {
    prototype.query = original;
  }
  return captured;
}

/**
 * What a twin answers by: the method, the path and, for a POST, its body (the slots route is one
 * path with a body per doctor).
 */
export function requestKey(method: string, path: string, body?: string): string {
  return body ? `${method} ${path} ${body}` : `${method} ${path}`;
}

/** A one-row result whose only column is a number: the list's total. */
function totalOf(result: pg.QueryResult): number | undefined {
  if (result.rows.length !== 1 || result.fields.length !== 1) return undefined;
  const value = Number(Object.values(result.rows[0] as object)[0]);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A captured parameter with this replay's answers in place of the capture's: an id a write
 * returned, and the clinic day's receipt number (`INV-YYYYMMDD-NNNN`), which the route builds
 * from the number its counter returned.
 */
function substitute(value: unknown, replaced: Map<unknown, unknown>): unknown {
  // Only text (ids) is replaced as a whole: a counter's small number also stands for quantities.
  if (typeof value !== 'string') return value;
  if (replaced.has(value)) return replaced.get(value);
  const receipt = /^(INV-\d{8}-)(\d{4,})$/.exec(value);
  const number = receipt ? replaced.get(Number(receipt[2])) : undefined;
  return receipt && number !== undefined
    ? `${receipt[1]}${String(number).padStart(4, '0')}`
    : value;
}

/**
 * An INSERT or UPDATE, also behind a CTE (`with "receipt" as (insert ...) insert into "payments"
 * ...`, as the save's payment was once written): missing that one left every replay inserting
 * its lines under the captured payment's id, a unique violation, so the twin failed each call
 * after the payment's insert and answered 500 faster than a save.
 */
export function isWrite(text: string): boolean {
  return /^\s*(with\b[\s\S]*?\)\s*)?(insert|update)\b/i.test(text);
}

/**
 * What a fresh request changes against the one captured: each string of the captured JSON body
 * mapped to the string at the same place in `body` where they differ (a package use's package
 * and visit ids), so the captured statements can be replayed for a request never captured.
 */
export function bodyReplacements(captured: string, body: string): Map<unknown, unknown> {
  const replaced = new Map<unknown, unknown>();
  const walk = (was: unknown, now: unknown) => {
    if (typeof was === 'string' && typeof now === 'string') {
      if (was !== now) replaced.set(was, now);
    } else if (was && now && typeof was === 'object' && typeof now === 'object') {
      for (const [key, value] of Object.entries(was))
        walk(value, (now as Record<string, unknown>)[key]);
    }
  };
  walk(JSON.parse(captured) as unknown, JSON.parse(body) as unknown);
  return replaced;
}

/** A request captured once and answered for fresh bodies of the same shape (`bodyReplacements`). */
export interface CapturedTemplate {
  body: string;
  queries: CapturedQuery[];
}

/**
 * Counts the statements node-postgres sends while `call` runs (each one round trip to the
 * database: pg sends no statement before the last one's answer), and of them the transaction's
 * own (`begin`, `commit`, `rollback`). Not used while timing: the count is taken on calls of
 * their own.
 */
export async function countStatements(
  call: () => Promise<unknown>,
): Promise<{ statements: number; transactionControl: number }> {
  const queries = await captureQueries(call);
  return {
    statements: queries.length,
    transactionControl: queries.filter((query) => /^\s*(begin|commit|rollback)\b/i.test(query.text))
      .length,
  };
}

export interface DriverTwin {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves each captured request (`requestKey`) by replaying its queries one after the other (as the routes run
 * them) on a `pg.Pool` of `poolSize`: the result with the most rows becomes `data` (the page; the
 * others are the caller's and the clinic's lookups), the one-number result x-total-count (or
 * the page rows' `total` or `summary_total` column, where the count comes with the page). A
 * body never captured is answered from its path's `templates` entry, its ids in place.
 */
export async function startDriverTwin(
  databaseUrl: string,
  poolSize: number,
  queriesByPath: Map<string, CapturedQuery[]>,
  templates: Map<string, CapturedTemplate> = new Map(),
): Promise<DriverTwin> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  let failureLogged = false;
  const answer = async (queries: CapturedQuery[], fromBody: Map<unknown, unknown>) => {
    let data: unknown[] = [];
    let total: number | undefined;
    // A write (save-payment) is one transaction on one connection, as the route runs it, with
    // what its statements answered this time in place of what they answered when captured.
    const inTransaction = queries.some((query) => /^\s*begin\b/i.test(query.text));
    const client = inTransaction ? await pool.connect() : null;
    const replaced = new Map<unknown, unknown>(fromBody);
    const substituting = client !== null || fromBody.size > 0;
    try {
      for (const query of queries) {
        const result = await (client ?? pool).query({
          text: query.text,
          values: substituting
            ? query.values.map((value) => substitute(value, replaced))
            : query.values,
          ...(query.name ? { name: query.name } : {}),
        });
        // Only a write's answer is new each time (ids, the counter's number); a lookup answers
        // the same rows, in an order no ORDER BY fixes.
        if (client && isWrite(query.text)) {
          const now = scalarsOf(result.rows);
          query.answered?.forEach((was, index) => {
            if (was !== now[index]) replaced.set(was, now[index]);
          });
        }
        const counted = totalOf(result);
        if (counted !== undefined) total = counted;
        else if (result.rows.length > data.length) data = result.rows;
      }
    } catch (error) {
      if (client) await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client?.release();
    }
    // The patient list's page carries the count of all matches on each row (one statement),
    // as does the payment history's (`summary_total`).
    const [first] = data as { total?: unknown; summary_total?: unknown }[];
    const carried = first?.total ?? first?.summary_total;
    if (total === undefined && carried !== undefined) total = Number(carried);
    return { data, total };
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks).toString() : undefined;
      const method = request.method ?? 'GET';
      const queries = queriesByPath.get(requestKey(method, request.url ?? '', body));
      if (queries) return replay(queries, new Map(), response);
      // A body never captured: the captured request of this path, with the body's ids in place.
      const template = body ? templates.get(requestKey(method, request.url ?? '')) : undefined;
      if (!template || !body) return response.writeHead(404).end();
      replay(template.queries, bodyReplacements(template.body, body), response);
    });
  });
  const replay = (
    queries: CapturedQuery[],
    fromBody: Map<unknown, unknown>,
    response: ServerResponse,
  ) => {
    answer(queries, fromBody).then(
      ({ data, total }) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (total !== undefined) headers['x-total-count'] = String(total);
        response.writeHead(200, headers).end(JSON.stringify({ data }));
      },
      (error: unknown) => {
        // The first failure goes to the progress: a twin that fails measures nothing.
        if (!failureLogged) {
          failureLogged = true;
          process.stderr.write(`driver twin: ${String(error)}\n`);
        }
        response.writeHead(500).end(String(error));
      },
    );
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
