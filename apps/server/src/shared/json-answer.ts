import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/**
 * A JSON answer written once and sent as bytes, compressed forms made on first demand and kept:
 * a cached answer (the timetable's) then costs no serialisation and no compression per call.
 */
export interface JsonAnswer {
  readonly json: Buffer;
  encoded(encoding: AnswerEncoding): Promise<Buffer>;
}

const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];
/** As `@fastify/compress` is set up (plugins/http-caching.ts): smaller answers go as they are. */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** `@fastify/compress`'s own brotli quality: the default (11) costs ten times the CPU. */
const compressors: Record<AnswerEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) => brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipAsync(json),
};

export function jsonAnswerOf(text: string): JsonAnswer {
  const json = Buffer.from(text);
  const made = new Map<AnswerEncoding, Promise<Buffer>>();
  return {
    json,
    encoded(encoding) {
      let compressed = made.get(encoding);
      if (!compressed) {
        compressed = compressors[encoding](json);
        made.set(encoding, compressed);
        compressed.catch(() => made.delete(encoding));
      }
      return compressed;
    },
  };
}

/** The encoding `@fastify/compress` would pick for this request (`*` and x-gzip count as gzip). */
function encodingFor(request: FastifyRequest): AnswerEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const picked = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
  return picked === 'br' || picked === 'gzip' ? picked : undefined;
}

/**
 * Sends a prepared answer with the headers the compression plugin would have set; it leaves an
 * answer with a Content-Encoding alone.
 */
export async function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
): Promise<void> {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? encodingFor(request) : undefined;
  if (!encoding) {
    reply.send(answer.json);
    return;
  }
  const body = await answer.encoded(encoding);
  reply.header('vary', 'accept-encoding');
  reply.header('content-encoding', encoding);
  reply.send(body);
}
