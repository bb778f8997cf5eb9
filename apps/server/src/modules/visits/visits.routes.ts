import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  patientListQuerySchema,
  phoneSearchText,
} from '@praktik/domain/patients/patient-list-filter.schema';
import { pageQuerySchemaWith } from '@praktik/domain/tables/table-query';
import { invalid, validationMessage } from '@praktik/domain/validation/message';
import { assessmentSchema, assessmentSchemaFor } from '@praktik/domain/visits/assessment.schema';
import { endVisitSchema } from '@praktik/domain/visits/end-visit.schema';
import { startVisitSchema } from '@praktik/domain/visits/start-visit.schema';
import { tenantOf } from '../../plugins/tenancy';
import { fastResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { validateFor } from '../../shared/validate-for';
import { answerPage } from '../../shared/paged-route';
import { patientWithActiveVisitSchema } from '../patients/patient-view.schema';
import {
  practitionerViewSchema,
  visitDetailSchema,
  visitHistoryItemSchema,
  visitListItemSchema,
} from './visit-view.schema';
import { assertMaySaveAssessment, viewerOf, type VisitService } from './visits.service';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A search box's text: trimmed, blank is no filter. */
function searchText(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid(field) })
      .trim()
      .max(255, { error: validationMessage('validation.maxLength', { field, max: 255 }) })
      .optional(),
  );
}

/**
 * `GET /visits`: the screen's search boxes send `name.equals` and `phoneNumber.equals` (spec 1
 * §7) but mean "contains" (case-insensitive, anywhere); `.contains` is accepted too. The date of
 * birth is YYYY-MM-DD or DD-MM-YYYY and comes out YYYY-MM-DD.
 */
const activeListQuerySchema = pageQuerySchemaWith().extend({
  'name.equals': searchText('fields.name'),
  'name.contains': searchText('fields.name'),
  'phoneNumber.equals': phoneSearchText(),
  'phoneNumber.contains': phoneSearchText(),
  'dob.equals': patientListQuerySchema.shape['dob.equals'],
  /** `start,asc` (Spring style); an unknown key or direction gives the default order. */
  sort: z.string().max(100).optional(),
});

/** A patient's visit history: page 0 and 10 per page unless asked (spec 1 §7). */
const historyQuerySchema = pageQuerySchemaWith({ defaultSize: 10 });

const idParams = z.object({ id: z.string().max(64) });
const patientIdParams = z.object({ patientId: z.string().max(64) });
const detailResponse = z.object({ data: visitDetailSchema });

/**
 * Visits (spec 1 §2.9-§2.12, §7; docs/api.md, "Patients and visits") inside the dashboard scope (token + clinic).
 * Any clinic role may read and start and end visits; saving the assessment is refused to staff,
 * and its medical parts to anyone but a doctor.
 */
export const visitRoutes: FastifyPluginAsyncZod<{ visits: VisitService }> = async (
  app,
  { visits },
) => {
  app.get(
    '/doctors',
    {
      schema: {
        tags: ['visits'],
        operationId: 'listPractitioners',
        summary: 'The clinic’s active practitioners (doctors and beauticians), by name',
        security: bearerSecurity,
        response: {
          200: z.object({ data: z.array(practitionerViewSchema) }),
          ...problemResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: await visits.listPractitioners(tenantOf(request)) }),
  );

  app.post(
    '/start-visit',
    {
      schema: {
        tags: ['visits'],
        operationId: 'startVisit',
        summary: 'Start a visit for a patient (one ACTIVE visit per patient)',
        security: bearerSecurity,
        body: startVisitSchema,
        response: { 201: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await visits.start(tenantOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/start-visit-v2',
    {
      schema: {
        tags: ['visits'],
        operationId: 'startVisitV2',
        summary: 'Start a visit; answers the patient with the new visit (the patient list row)',
        security: bearerSecurity,
        body: startVisitSchema,
        response: {
          201: z.object({ data: patientWithActiveVisitSchema }),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const data = await visits.startForPatientRow(tenantOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/visits',
    {
      schema: {
        tags: ['visits'],
        operationId: 'listActiveVisits',
        summary: 'The ACTIVE visits (the queue), filtered and paged; the total is in x-total-count',
        security: bearerSecurity,
        querystring: activeListQuerySchema,
        response: {
          200: z.object({ data: z.array(visitListItemSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request, reply) => {
      const query = request.query;
      return answerPage(
        reply,
        visits.listActive(tenantOf(request), {
          page: query.page,
          size: query.size,
          nameContains: query['name.equals'] ?? query['name.contains'],
          phoneNumberContains: query['phoneNumber.equals'] ?? query['phoneNumber.contains'],
          dobEquals: query['dob.equals'],
          sort: query.sort,
        }),
      );
    },
  );

  app.get(
    '/visits/:id',
    {
      schema: {
        tags: ['visits'],
        operationId: 'getVisit',
        summary: 'One visit of the clinic, any status',
        security: bearerSecurity,
        params: idParams,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await visits.get(tenantOf(request), request.params.id) }),
  );

  app.post(
    '/save-visit',
    {
      schema: {
        tags: ['visits'],
        operationId: 'saveVisit',
        summary:
          'Save the assessment of the patient’s ACTIVE visit (medical parts: doctors only; staff: 403)',
        security: bearerSecurity,
        body: assessmentSchema,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404) },
      },
      // Before the route's schema: staff are refused whatever they send, and a doctor's body
      // is checked against the doctor's schema (anamnesis and examination required).
      preValidation: async (request) => {
        const tenant = tenantOf(request);
        assertMaySaveAssessment(tenant);
        const schema = assessmentSchemaFor(viewerOf(tenant));
        if (schema !== assessmentSchema) validateFor(schema, request.body, '/save-visit');
      },
    },
    async (request) => ({
      data: await visits.saveAssessment(tenantOf(request), request.body),
    }),
  );

  app.post(
    '/end-visit/:patientId',
    {
      schema: {
        tags: ['visits'],
        operationId: 'endVisit',
        summary: 'End the patient’s ACTIVE visit with a note and an optional file',
        security: bearerSecurity,
        params: patientIdParams,
        body: endVisitSchema.nullish(),
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await visits.end(
        tenantOf(request),
        request.params.patientId,
        request.body ?? { note: null, fileUrl: null },
      ),
    }),
  );

  app.get(
    '/visits-history/:patientId',
    {
      schema: {
        tags: ['visits'],
        operationId: 'listPatientVisits',
        summary: 'A patient’s visits (active, waiting payment, done), newest first; x-total-count',
        security: bearerSecurity,
        params: patientIdParams,
        querystring: historyQuerySchema,
        response: {
          200: z.object({ data: z.array(visitHistoryItemSchema) }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      answerPage(reply, visits.history(tenantOf(request), request.params.patientId, request.query)),
  );
};
