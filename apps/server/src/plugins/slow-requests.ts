import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SlowRequestsOptions {
  /** From this many milliseconds an answer is slow. */
  thresholdMs: number;
}

/** A clinic's desk notices an answer that takes this long (docs/operations.md). */
export const SLOW_REQUEST_MS = 3_000;

/**
 * Logs each slow answer at `warn`, the level a production server keeps: the method, the route's
 * pattern (its ids are never in the line), the status and the time. Fastify's own request lines
 * are at `info`, too many to keep on a busy day.
 */
async function slowRequests(app: FastifyInstance, { thresholdMs }: SlowRequestsOptions) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    if (ms < thresholdMs) return;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        ms,
      },
      'slow request',
    );
  });
}

export default fp(slowRequests, { name: 'slow-requests' });
