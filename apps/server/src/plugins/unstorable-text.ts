import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../shared/errors';

const NUL = '\u0000';

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** The path (`diagnosisJson.0.description`) of the first string holding a NUL, or null. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') : null;
  // Parsed JSON and query strings: an upload's Buffer or stream is not text.
  if (!isPlainData(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a search or a form carrying one (pasted from a
 * broken file, or sent on purpose) would reach the database and fail there as a 500. Every
 * request is checked before its schema, so any route answers such input with a 400 naming the
 * field.
 */
async function unstorableTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulPath(value);
      if (path !== null) throw new ValidationError('errors.nulCharacter', {}, path || part);
    }
  });
}

export default fp(unstorableTextPlugin, { name: 'unstorable-text' });
