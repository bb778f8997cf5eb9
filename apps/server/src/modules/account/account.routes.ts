import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleSchema } from '@praktik/domain/access/roles';
import {
  activationKeySchema,
  changePasswordSchema,
  loginSchema,
  registerSchema,
  resetFinishSchema,
  resetInitSchema,
} from '@praktik/domain/account/account.schema';
import { sessionOf } from '../../plugins/auth';
import {
  bearerSecurity,
  emptyResponseSchema,
  problemResponses,
  publicAccess,
} from '../../shared/http-schemas';
import type { AccountService } from './account.service';

const tokensSchema = z.object({ id_token: z.string(), refresh_token: z.string() });

const accountViewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  langKey: z.string(),
  onboardingCompleted: z.boolean(),
  role: roleSchema.nullable(),
  businessId: z.string().nullable(),
  mustChangePassword: z.boolean(),
  previousSignInAt: z.string().nullable(),
});

/** Sign-ups create accounts and send mail: at most 10 per IP in 15 minutes. */
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };
/** Reset requests send mail to whatever address is given: at most 5 per IP in 15 minutes. */
export const RESET_INIT_RATE_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };

/** The refresh token travels in a `refreshToken` header (Node lower-cases header names). */
const refreshTokenHeaders = z.looseObject({ refreshtoken: z.string().trim().optional() });

/**
 * Accounts: sign-up, activation, sign-in, tokens, password reset and change. Under /api2.
 * `registerRateLimit` replaces REGISTER_RATE_LIMIT where the deployment sets its own
 * (REGISTER_RATE_LIMIT_MAX).
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  registerRateLimit?: { max: number; timeWindow: number };
}> = async (app, { accounts, registerRateLimit = REGISTER_RATE_LIMIT }) => {
  app.post(
    '/register',
    {
      config: { rateLimit: registerRateLimit },
      schema: {
        tags: ['account'],
        operationId: 'registerAccount',
        security: publicAccess,
        summary: 'Create an account and send its activation mail',
        body: registerSchema,
        response: { 201: emptyResponseSchema, ...problemResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.status(201).send({});
    },
  );

  app.get(
    '/activate',
    {
      schema: {
        tags: ['account'],
        operationId: 'activateAccount',
        security: publicAccess,
        summary: 'Activate an account with the key from its activation mail',
        querystring: activationKeySchema,
        response: { 200: emptyResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      await accounts.activate(request.query.key);
      return {};
    },
  );

  app.post(
    '/authenticate',
    {
      schema: {
        tags: ['account'],
        operationId: 'authenticate',
        security: publicAccess,
        summary: 'Sign in',
        body: loginSchema,
        response: {
          200: tokensSchema.extend({ onboardingCompleted: z.boolean() }),
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => accounts.authenticate(request.body, request.ip),
  );

  app.get(
    '/account',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['account'],
        operationId: 'getAccount',
        summary: 'The signed-in account',
        security: bearerSecurity,
        response: { 200: accountViewSchema, ...problemResponses(401) },
      },
    },
    async (request) => accounts.getAccount(sessionOf(request).userId),
  );

  app.post(
    '/account/reset-password/init',
    {
      config: { rateLimit: RESET_INIT_RATE_LIMIT },
      schema: {
        tags: ['account'],
        operationId: 'requestPasswordReset',
        security: publicAccess,
        summary:
          'Send a password-reset mail (text/plain body: the e-mail). Same answer for unknown e-mails',
        consumes: ['text/plain'],
        body: resetInitSchema,
        response: { 200: emptyResponseSchema, ...problemResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body);
      return {};
    },
  );

  app.get(
    '/account/reset-password/validate',
    {
      schema: {
        tags: ['account'],
        operationId: 'validatePasswordResetKey',
        security: publicAccess,
        summary: 'Is this reset key usable?',
        querystring: activationKeySchema,
        response: { 200: z.object({ valid: z.literal(true) }), ...problemResponses(400) },
      },
    },
    async (request) => {
      await accounts.validateResetKey(request.query.key);
      return { valid: true as const };
    },
  );

  app.post(
    '/account/reset-password/finish',
    {
      schema: {
        tags: ['account'],
        operationId: 'finishPasswordReset',
        security: publicAccess,
        summary: 'Set a new password with a reset key',
        body: resetFinishSchema,
        response: { 200: emptyResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      await accounts.finishPasswordReset(request.body);
      return {};
    },
  );

  app.post(
    '/account/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['account'],
        operationId: 'changePassword',
        summary: 'Change the signed-in account’s password (ends a first sign-in’s must-change)',
        security: bearerSecurity,
        body: changePasswordSchema,
        response: { 200: emptyResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await accounts.changePassword(sessionOf(request), request.body);
      return {};
    },
  );

  app.get(
    '/token/refresh',
    {
      schema: {
        tags: ['account'],
        operationId: 'refreshTokens',
        security: publicAccess,
        summary: 'New tokens for a refresh token (header refreshToken); the old one is revoked',
        headers: refreshTokenHeaders,
        response: { 200: tokensSchema, ...problemResponses(401) },
      },
    },
    async (request) => accounts.refresh(request.headers.refreshtoken),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['account'],
        operationId: 'logout',
        security: publicAccess,
        summary: 'Revoke a refresh token (header refreshToken) and its rotations',
        headers: refreshTokenHeaders,
        response: { 200: emptyResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const token = request.headers.refreshtoken;
      if (token) await accounts.logout(token);
      return {};
    },
  );
};
