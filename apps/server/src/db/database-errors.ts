import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NoPrimaryError } from './postgres-reach';

/**
 * What the database's errors mean to the rest of the server, without it knowing Drizzle,
 * node-postgres or PGlite: whether the database is away (a 503, not a bug) and what of an error
 * may be logged.
 */

/** An error the database server sent: a five-character SQLSTATE and a severity. */
interface ServerError extends Error {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
}

function isServerError(error: unknown): error is ServerError {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Partial<ServerError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** The error and every error it wraps (`cause`, and the attempts of an AggregateError). */
function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (error == null || depth > 8) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) yield* errorChain(inner, depth + 1);
  }
  if (error instanceof Error && error.cause !== undefined)
    yield* errorChain(error.cause, depth + 1);
}

/**
 * SQLSTATEs that say the server is not there for us now: connection exceptions (class 08),
 * shutting down or terminated by an administrator, a crash, starting up, too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/** Socket failures: refused, reset, cut, timed out, name not found (failover, network). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres says a connection went away in words, without a code: the socket closed, a
 * client broke earlier in a transaction, or the pool waited too long for a connection.
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/** True when the error says the database cannot be reached now, as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const inner of errorChain(error)) {
    if (!(inner instanceof Error)) continue;
    // A host list with no server taking writes: mid-failover, a standby not yet promoted.
    if (inner instanceof NoPrimaryError) return true;
    const code = (inner as { code?: unknown }).code;
    if (isServerError(inner)) {
      if (UNAVAILABLE_STATES.test(inner.code)) return true;
      continue;
    }
    if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(inner.message)) return true;
  }
  return false;
}

/** An error as a log line holds it (the shape pino and Fastify expect of `err`). */
export interface ErrorForLog {
  type: string;
  message: string;
  stack: string;
  [detail: string]: unknown;
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string {
  if (!error.stack) return '';
  const header = `${error.name}: ${error.message}`;
  const rest = error.stack.startsWith(header) ? error.stack.slice(header.length) : error.stack;
  const frames = rest.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.join('\n');
}

/**
 * A database error as it may be logged, or undefined when the error is not the database's.
 * A failed query's message carries its parameters, and a server error's message and detail
 * quote values (`Key (phone)=(0812...)`, `invalid input syntax for type uuid: "Siti"`): only
 * the statement with its placeholders, the SQLSTATE and the names of what was involved stay.
 */
export function databaseErrorForLog(
  error: unknown,
  describe: (inner: unknown) => unknown,
): ErrorForLog | undefined {
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'query failed',
      query: error.query,
      stack: framesOf(error),
      ...(error.cause === undefined ? {} : { cause: describe(error.cause) }),
    };
  }
  if (isServerError(error)) {
    const { code, severity, constraint, table, column, dataType, routine } = error;
    return {
      type: error.name || 'DatabaseError',
      // The server's own message may quote values; the SQLSTATE says what happened.
      message: `database error ${code}`,
      code,
      severity,
      ...(constraint ? { constraint } : {}),
      ...(table ? { table } : {}),
      ...(column ? { column } : {}),
      ...(dataType ? { dataType } : {}),
      ...(routine ? { routine } : {}),
      stack: framesOf(error),
    };
  }
  return undefined;
}
