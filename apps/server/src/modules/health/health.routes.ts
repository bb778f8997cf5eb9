import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@praktik/domain/http/problem';
import { sendProblem } from '../../plugins/error-mapping';

const okSchema = z.object({ status: z.literal('ok') });

/** /healthz: the process answers. /readyz: and so does its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { tags: ['health'], response: { 200: okSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: { tags: ['health'], response: { 200: okSchema, 503: problemSchema } },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        return sendProblem(request, reply, 503, 'errors.databaseUnavailable');
      }
    },
  );
};
