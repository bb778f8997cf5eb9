import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compression and caching of every answer. Answers are compressed (brotli, else gzip) above
 * 1 KB; the built app's files come precompressed from the build and pass through untouched.
 * An answer is stored by no cache unless its route says otherwise: API answers carry patient
 * data and tokens, and a route that forgets a policy must not be kept by a shared cache or the
 * browser's back button. Routes that may be cached (the app's files, body images, signed file
 * reads) set their own Cache-Control.
 */
/**
 * Answers up to this size are compressed in one call rather than through a zlib stream. The
 * library's default shrinks with the cores the host reports (8 KB on two, 4 KB from four), so a
 * 50-row list (about 22 KB) went through a stream: a zlib context, a pipeline and a chunked answer
 * per call, which cost the patient list more CPU than the rest of its call (measured with
 * bench/api, docs/performance.md). The stream path only pays where spare cores compress in
 * parallel; this server shares its cores with PostgreSQL. 64 KB is the library's own ceiling (its
 * single-core default): compressing that much takes well under a millisecond.
 */
const COMPRESS_IN_ONE_CALL_UP_TO = 64 * 1024;

async function httpCachingPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: COMPRESS_IN_ONE_CALL_UP_TO,
  });
  // A callback hook, not an async one: every answer passes here, so its cost is every call's.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(httpCachingPlugin, { name: 'http-caching' });
