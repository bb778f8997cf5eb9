import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeConfirmSchema,
  profileSaveRequestSchema,
  profileViewSchema,
} from '@praktik/domain/account/profile.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses, publicAccess } from '../../shared/http-schemas';
import type { ProfileService } from './profile.service';

const profileResponse = z.object({ data: profileViewSchema });
const savedProfileResponse = profileResponse.extend({
  /** Present when the save asked for a new e-mail: it waits for the link mailed to it. */
  pendingEmail: z.string().optional(),
});

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
        summary:
          'Save the caller’s profile; a new e-mail is mailed a confirmation link and waits for it (pendingEmail)',
        security: bearerSecurity,
        body: profileSaveRequestSchema,
        response: { 200: savedProfileResponse, ...problemResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => {
      const saved = await profile.save(tenantOf(request), request.body);
      return {
        data: saved.profile,
        ...(saved.pendingEmail ? { pendingEmail: saved.pendingEmail } : {}),
      };
    },
  );
};

/** POST /api2/account/change-email/confirm: public, the signed token is the capability. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.post(
    '/account/change-email/confirm',
    {
      schema: {
        tags: ['profile'],
        operationId: 'confirmEmailChange',
        summary: 'Make the new e-mail the account’s, with the token of the link mailed to it',
        security: publicAccess,
        body: emailChangeConfirmSchema,
        response: {
          200: z.object({ data: z.object({ email: z.string() }) }),
          ...problemResponses(400, 409),
        },
      },
    },
    async (request) => ({ data: await profile.confirmEmailChange(request.body.token) }),
  );
};
