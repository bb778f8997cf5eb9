import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidDob } from '@praktik/domain/patients/date-of-birth';
import { patientListQuerySchema } from '@praktik/domain/patients/patient-list-filter.schema';
import { patientRequestSchema } from '@praktik/domain/patients/patient.schema';
import { isValidIsoDate } from '@praktik/domain/validation/fields';
import { invalid } from '@praktik/domain/validation/message';
import { tenantOf } from '../../plugins/tenancy';
import { fastResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import { patientViewSchema, patientWithActiveVisitSchema } from './patient-view.schema';
import type { PatientService } from './patients.service';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `dob.equals` answers a bad date with the field's translated message before the domain's
 * schema turns a good one into YYYY-MM-DD (the domain's own message is not a text token).
 */
const dobEquals = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => isValidIsoDate(value) || isValidDob(value), {
        error: invalid('fields.dateOfBirth'),
      })
      .optional(),
  )
  .transform((value) => patientListQuerySchema.shape['dob.equals'].parse(value));

const listQuerySchema = patientListQuerySchema.extend({
  'dob.equals': dobEquals,
  /** `name,asc` (Spring style); an unknown key or direction gives the default order. */
  sort: z.string().max(100).optional(),
});

const idParams = z.object({ id: z.string().max(64) });
const patientIdParams = z.object({ patientId: z.string().max(64) });
const patientResponse = z.object({ data: patientViewSchema });

/**
 * Patients (spec 1 §7) inside the dashboard scope (token + clinic). Any clinic role may call
 * them (the spec limits no role here); every row is the caller's clinic's.
 */
export const patientRoutes: FastifyPluginAsyncZod<{ patients: PatientService }> = async (
  app,
  { patients },
) => {
  app.get(
    '/patients',
    {
      schema: {
        tags: ['patients'],
        operationId: 'listPatients',
        summary: 'The clinic’s patients, filtered and paged; the total is in x-total-count',
        security: bearerSecurity,
        querystring: listQuerySchema,
        response: {
          200: z.object({ data: z.array(patientViewSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request, reply) => answerPage(reply, patients.list(tenantOf(request), request.query)),
  );

  app.get(
    '/patients/next-medical-record-number',
    {
      schema: {
        tags: ['patients'],
        operationId: 'nextMedicalRecordNumber',
        summary:
          'The medical record number to offer a new patient: one past the highest of the clinic’s own pattern (an offer: saving it may still find it taken, 409)',
        security: bearerSecurity,
        response: {
          200: z.object({ data: z.object({ medicalRecordNumber: z.string() }) }),
          ...problemResponses(401, 403),
        },
      },
    },
    async (request) => ({
      data: { medicalRecordNumber: await patients.nextMedicalRecordNumber(tenantOf(request)) },
    }),
  );

  app.get(
    '/patient/:id',
    {
      schema: {
        tags: ['patients'],
        operationId: 'getPatient',
        summary: 'One patient of the clinic',
        security: bearerSecurity,
        params: idParams,
        response: { 200: patientResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await patients.get(tenantOf(request), request.params.id) }),
  );

  app.post(
    '/patient',
    {
      schema: {
        tags: ['patients'],
        operationId: 'createPatient',
        summary: 'Add a patient (the medical record number is unique in the clinic)',
        security: bearerSecurity,
        body: patientRequestSchema,
        response: { 201: patientResponse, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await patients.create(tenantOf(request), request.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/patient/:id',
    {
      schema: {
        tags: ['patients'],
        operationId: 'updatePatient',
        summary: 'Edit a patient (the whole record, as the form sends it)',
        security: bearerSecurity,
        params: idParams,
        body: patientRequestSchema,
        response: { 200: patientResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await patients.update(tenantOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/patient/active-visit/:patientId',
    {
      schema: {
        tags: ['patients'],
        operationId: 'getPatientWithActiveVisit',
        summary: 'The patient with their ACTIVE visit; 404 when they have none',
        security: bearerSecurity,
        params: patientIdParams,
        response: {
          200: z.object({ data: patientWithActiveVisitSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await patients.withActiveVisit(tenantOf(request), request.params.patientId),
    }),
  );
};
