import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Repositories } from '../../db/repositories';

/** GET /dashboard/icd10 (placeholder until the ICD-10 module lands). */
export const icd10Routes: FastifyPluginAsyncZod<{ repositories: Repositories }> = async () => {};
