import { databaseErrorForLog, type ErrorForLog } from '../db/database-errors';

/**
 * pino's `err` serializer for every log line of the server. pino's own copies every property of
 * an error and appends the messages of its causes, so a failed query would put its parameters (a
 * patient's name, phone, KTP number, anamnesis) in the log. This keeps what tells an operator
 * what failed and where: type, code, message of errors that are not the database's, frames.
 */
export function errorForLog(error: Error, depth = 0): ErrorForLog {
  const describe = (inner: unknown) =>
    // Anything but an error (a cause may be any value) could be a record: it is left out.
    inner instanceof Error && depth < 8 ? errorForLog(inner, depth + 1) : undefined;
  const fromDatabase = databaseErrorForLog(error, describe);
  if (fromDatabase) return fromDatabase;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error instanceof AggregateError ? { errors: error.errors.map(describe) } : {}),
    ...(error.cause === undefined ? {} : { cause: describe(error.cause) }),
  };
}
