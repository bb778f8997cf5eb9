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
async function httpCachingPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(httpCachingPlugin, { name: 'http-caching' });
