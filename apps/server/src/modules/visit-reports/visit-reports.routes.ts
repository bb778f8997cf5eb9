import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Repositories } from '../../db/repositories';
import type { Clock } from '../../shared/clock';

/** History and doctor report (placeholder until the module lands). */
export const visitReportRoutes: FastifyPluginAsyncZod<{
  repositories: Repositories;
  now: Clock;
}> = async () => {};
