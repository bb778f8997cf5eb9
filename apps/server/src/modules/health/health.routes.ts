import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@praktik/domain/http/problem';
import { sendProblem } from '../../plugins/error-mapping';
import { problemResponses, publicAccess } from '../../shared/http-schemas';

const okSchema = z.object({ status: z.literal('ok') });

/** /healthz: the process answers. /readyz: and so does its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        operationId: 'checkHealth',
        summary: 'Does the process answer?',
        security: publicAccess,
        // Like any route, a NUL character in the query is refused (unstorable-text plugin).
        response: { 200: okSchema, ...problemResponses(400) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        operationId: 'checkReadiness',
        summary: 'Do the process and its database answer?',
        security: publicAccess,
        response: { 200: okSchema, ...problemResponses(400), 503: problemSchema },
      },
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
