import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VisitService } from './visits.service';

export const visitRoutes: FastifyPluginAsyncZod<{ visits: VisitService }> = async () => {};
