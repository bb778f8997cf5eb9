import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../shared/errors';

const NUL = '\u0000';
/** With the `u` flag a well-formed pair is one code point: only a lone surrogate is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text cannot be stored, as the message key that says so; null when it can be. */
function unstorableReason(text: string): string | null {
  if (text.includes(NUL)) return 'errors.nulCharacter';
  if (LONE_SURROGATE.test(text)) return 'errors.loneSurrogate';
  return null;
}

interface UnstorableText {
  /** Where (`diagnosisJson.0.description`), empty for the part itself. */
  path: string;
  messageKey: string;
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** The first string (or object key) PostgreSQL could not store, or null. */
function findUnstorableText(value: unknown, path: string[] = []): UnstorableText | null {
  if (typeof value === 'string') {
    const messageKey = unstorableReason(value);
    return messageKey ? { path: path.join('.'), messageKey } : null;
  }
  // Parsed JSON and query strings: an upload's Buffer or stream is not text.
  if (!isPlainData(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    // A key is stored too (JSON columns); the field named is the object holding it.
    const keyReason = unstorableReason(key);
    if (keyReason) return { path: path.join('.'), messageKey: keyReason };
    const found = findUnstorableText(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character, and UTF-8 cannot encode half of a UTF-16
 * surrogate pair: a search or a form carrying either (pasted from a broken file, cut in the
 * middle of an emoji, or sent on purpose) would reach the database and fail there as a 500.
 * Every request is checked before its schema, so any route answers such input with a 400
 * naming the field.
 */
async function unstorableTextPlugin(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here, so its cost is every call's.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorableText(value);
      if (found !== null) {
        done(new ValidationError(found.messageKey, {}, found.path || part));
        return;
      }
    }
    done();
  });
}

export default fp(unstorableTextPlugin, { name: 'unstorable-text' });
