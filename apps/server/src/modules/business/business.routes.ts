import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessSaveRequestSchema, businessSchema } from '@praktik/domain/clinic/business.schema';
import { queueNumberingSettingsSchema } from '@praktik/domain/clinic/queue-numbering.schema';
import { onlineBookingSettingsSchema } from '@praktik/domain/clinic/online-booking-settings.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { BusinessService } from './business.service';

/**
 * GET|POST /api2/dashboard/business and GET|PUT its online booking settings: registered inside
 * the dashboard scope (token + clinic).
 */
export const businessRoutes: FastifyPluginAsyncZod<{ business: BusinessService }> = async (
  app,
  { business },
) => {
  app.get(
    '/business',
    {
      schema: {
        tags: ['business'],
        operationId: 'getBusiness',
        summary: 'The caller’s clinic',
        security: bearerSecurity,
        response: { 200: businessSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => business.get(tenantOf(request)),
  );

  app.post(
    '/business',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['business'],
        operationId: 'saveBusiness',
        summary: 'Save the caller’s clinic (owner only)',
        security: bearerSecurity,
        body: businessSaveRequestSchema,
        response: { 200: businessSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => business.save(tenantOf(request), request.body),
  );

  app.get(
    '/business/online-booking',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['business'],
        operationId: 'getOnlineBookingSettings',
        summary:
          'The caller’s clinic’s rules for unconfirmed online bookings: the daily cap and the hold’s minutes (owner only)',
        security: bearerSecurity,
        response: { 200: onlineBookingSettingsSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => business.onlineBookingSettings(tenantOf(request)),
  );

  app.put(
    '/business/online-booking',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['business'],
        operationId: 'saveOnlineBookingSettings',
        summary:
          'Save the caller’s clinic’s rules for unconfirmed online bookings (owner only); a null hold never expires',
        security: bearerSecurity,
        body: onlineBookingSettingsSchema,
        response: { 200: onlineBookingSettingsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => business.saveOnlineBookingSettings(tenantOf(request), request.body),
  );

  app.get(
    '/business/queue-numbering',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['business'],
        operationId: 'getQueueNumbering',
        summary:
          'How the caller’s clinic numbers its day’s queue: per practitioner or one clinic run (owner only)',
        security: bearerSecurity,
        response: { 200: queueNumberingSettingsSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => business.queueNumbering(tenantOf(request)),
  );

  app.put(
    '/business/queue-numbering',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['business'],
        operationId: 'saveQueueNumbering',
        summary:
          'Save how the caller’s clinic numbers its queue (owner only); numbers already given stay',
        security: bearerSecurity,
        body: queueNumberingSettingsSchema,
        response: { 200: queueNumberingSettingsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => business.saveQueueNumbering(tenantOf(request), request.body),
  );
};
