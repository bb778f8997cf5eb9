import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  patientSatuSehatLinkSchema,
  satuSehatSendSchema,
  visitSatuSehatLinkSchema,
} from '@praktik/domain/satusehat/send-log.schema';
import { translatorFor } from '../../intl/i18n';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { SatuSehatSendService } from './satusehat-sends.service';

// Any id PostgreSQL's uuid type reads (shared/uuid.ts); anything else is a 400 naming the field.
const uuidText = z.guid();

/**
 * The visit's and the patient's SATUSEHAT links (docs/api.md, "SATUSEHAT"): the owner reads what
 * was sent for a visit or a patient, and retries a failed send.
 */
export const satuSehatSendRoutes: FastifyPluginAsyncZod<{ sends: SatuSehatSendService }> = async (
  app,
  { sends },
) => {
  const ownerOnly = { onRequest: [app.requireRole('ROLE_OWNER')] };

  app.get(
    '/visits/:visitId/satu-sehat',
    {
      ...ownerOnly,
      schema: {
        tags: ['satusehat'],
        operationId: 'getVisitSatuSehatLink',
        summary:
          'The visit’s link to SATUSEHAT: the platform’s ids and the send log, oldest first (no diagnosis code)',
        security: bearerSecurity,
        params: z.object({ visitId: uuidText }),
        response: {
          200: z.object({ data: visitSatuSehatLinkSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await sends.visitLink(
        tenantOf(request),
        request.params.visitId,
        translatorFor(request.language),
      ),
    }),
  );

  app.get(
    '/patients/:patientId/satu-sehat',
    {
      ...ownerOnly,
      schema: {
        tags: ['satusehat'],
        operationId: 'getPatientSatuSehatLink',
        summary:
          'The patient’s link to SATUSEHAT: the IHS number and each visit’s send log, newest visit first',
        security: bearerSecurity,
        params: z.object({ patientId: uuidText }),
        response: {
          200: z.object({ data: patientSatuSehatLinkSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await sends.patientLink(
        tenantOf(request),
        request.params.patientId,
        translatorFor(request.language),
      ),
    }),
  );

  app.post(
    '/satu-sehat/sends/:sendId/retry',
    {
      ...ownerOnly,
      schema: {
        tags: ['satusehat'],
        operationId: 'retrySatuSehatSend',
        summary: 'Send a failed SATUSEHAT send again: it is PENDING and queued now',
        security: bearerSecurity,
        params: z.object({ sendId: uuidText }),
        response: {
          202: z.object({ data: satuSehatSendSchema }),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: await sends.retry(
          tenantOf(request),
          request.params.sendId,
          translatorFor(request.language),
        ),
      }),
  );
};
