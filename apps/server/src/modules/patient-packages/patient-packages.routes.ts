import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUtcSchema } from '@praktik/domain/dates/current-utc.schema';
import {
  undoPackageUseRequestSchema,
  usePackageRequestSchema,
} from '@praktik/domain/packages/package-use.schema';
import { patientPackageListQuerySchema } from '@praktik/domain/packages/patient-package-filter.schema';
import { patientPackageHistoryQuerySchema } from '@praktik/domain/packages/patient-package-history-query.schema';
import { patientPackageRowSchema } from '@praktik/domain/packages/patient-package-row';
import { reminderSentSchema } from '@praktik/domain/packages/whatsapp-reminder-record';
import {
  packageUseResultSchema,
  patientPackageDetailSchema,
  patientPackageHistoryRowSchema,
} from '@praktik/domain/packages/patient-package-view.schema';
import { tenantOf } from '../../plugins/tenancy';
import { schemaOrderResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import type { PatientPackageService } from './patient-packages.service';

const idParams = z.object({ id: z.string().max(64) });
const detailResponse = z.object({ data: patientPackageDetailSchema });
const useResponse = z.object({ data: packageUseResultSchema });
const tags = ['packages'];

/**
 * The packages service (spec 2 §7 `/packages/v1`; docs/api.md, "Patient packages") inside its own
 * scope (token + clinic). Every clinic role reads; practitioners use and undo on their own visits
 * only.
 */
export const patientPackageRoutes: FastifyPluginAsyncZod<{
  patientPackages: PatientPackageService;
}> = async (app, { patientPackages }) => {
  app.post(
    '/active-package',
    {
      schema: {
        tags,
        operationId: 'usePatientPackage',
        summary: 'Use one visit of a patient’s package on an ACTIVE or WAITING_PAYMENT visit',
        security: bearerSecurity,
        body: usePackageRequestSchema,
        response: { 201: useResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => {
      const data = await patientPackages.use(tenantOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/active-package/undo',
    {
      schema: {
        tags,
        operationId: 'undoPatientPackageUse',
        summary: 'Give back the visit a package use took, while the visit’s bill is open',
        security: bearerSecurity,
        body: undoPackageUseRequestSchema,
        response: { 200: useResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await patientPackages.undo(tenantOf(request), request.body) }),
  );

  app.delete(
    '/active-package/:id',
    {
      schema: {
        tags,
        operationId: 'releasePatientPackage',
        summary: 'Release a patient’s package: no more uses; its remaining visits stay on record',
        security: bearerSecurity,
        params: idParams,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await patientPackages.release(tenantOf(request), request.params.id),
    }),
  );

  app.get(
    '/patient-packages',
    {
      schema: {
        tags,
        operationId: 'listPatientPackages',
        summary:
          'Live patient packages, longest unseen first, filtered and paged; the total is in x-total-count',
        security: bearerSecurity,
        querystring: patientPackageListQuerySchema,
        response: {
          200: z.object({ data: z.array(patientPackageRowSchema), total: z.number().int() }),
          ...problemResponses(400, 401, 403),
        },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) =>
      answerPage(reply, patientPackages.list(tenantOf(request), request.query)),
  );

  app.get(
    '/patient-packages/:id',
    {
      schema: {
        tags,
        operationId: 'getPatientPackage',
        summary: 'One patient package with its patient and the patient’s live packages',
        security: bearerSecurity,
        params: idParams,
        querystring: z.object({ current_utc: currentUtcSchema }),
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404) },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request) => ({
      data: await patientPackages.detail(tenantOf(request), request.params.id),
    }),
  );

  app.post(
    '/patient-packages/:id/reminder-sends',
    {
      schema: {
        tags,
        operationId: 'recordPatientPackageReminderSend',
        summary:
          'Record that the caller opened a patient package’s WhatsApp follow-up; the follow-up list shows the latest',
        security: bearerSecurity,
        params: idParams,
        response: {
          201: z.object({ data: reminderSentSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const data = await patientPackages.recordReminder(tenantOf(request), request.params.id);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/patient-package-history',
    {
      schema: {
        tags,
        operationId: 'listPatientPackageHistory',
        summary:
          'A patient’s package events (purchase, use, undo, release), sorted and paged; the total is in x-total-count',
        security: bearerSecurity,
        querystring: patientPackageHistoryQuerySchema,
        response: {
          200: z.object({ data: z.array(patientPackageHistoryRowSchema), total: z.number().int() }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      answerPage(reply, patientPackages.history(tenantOf(request), request.query)),
  );
};
