import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileSaveRequestSchema,
  profileViewSchema,
} from '@praktik/domain/account/profile.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { ProfileService } from './profile.service';

const profileResponse = z.object({ data: profileViewSchema });

/** GET|POST /api2/dashboard/profile: registered inside the dashboard scope (token + clinic). */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: 'The caller’s profile',
        security: bearerSecurity,
        response: { 200: profileResponse, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await profile.get(tenantOf(request)) }),
  );

  app.post(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        operationId: 'saveProfile',
        summary: 'Save the caller’s profile',
        security: bearerSecurity,
        body: profileSaveRequestSchema,
        response: { 200: profileResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await profile.save(tenantOf(request), request.body) }),
  );
};
