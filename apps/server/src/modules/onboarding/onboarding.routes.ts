import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueEntrySchema } from '@praktik/domain/clinic/business.schema';
import { onboardingRequestSchema } from '@praktik/domain/onboarding/onboarding.schema';
import { sessionOf } from '../../plugins/auth';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { OnboardingService } from './onboarding.service';

/**
 * Onboarding and the business types and services it picks from. Under /api2; needs a token, not a
 * clinic.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  app.get(
    '/onboarding/services',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['onboarding'],
        operationId: 'listOnboardingServices',
        summary: 'Services a clinic can offer',
        security: bearerSecurity,
        response: { 200: z.array(catalogueEntrySchema), ...problemResponses(401) },
      },
    },
    async () => onboarding.listServices(),
  );

  app.get(
    '/onboarding/business-types',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['onboarding'],
        operationId: 'listBusinessTypes',
        summary: 'Kinds of clinic',
        security: bearerSecurity,
        response: { 200: z.array(catalogueEntrySchema), ...problemResponses(401) },
      },
    },
    async () => onboarding.listBusinessTypes(),
  );

  app.post(
    '/onboarding',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['onboarding'],
        operationId: 'completeOnboarding',
        summary:
          'Create the caller’s clinic (the caller becomes ROLE_OWNER); answers a new id token naming the clinic',
        security: bearerSecurity,
        body: onboardingRequestSchema,
        response: {
          201: z.object({ businessId: z.string(), id_token: z.string() }),
          ...problemResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const result = await onboarding.complete(session.userId, request.body, session.sessionId);
      return reply.status(201).send(result);
    },
  );
};
