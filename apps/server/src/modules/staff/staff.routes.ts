import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffCreateRequestSchema,
  staffEditRequestSchema,
  staffListQuerySchema,
  staffRowSchema,
} from '@praktik/domain/staff/staff.schema';
import { tenantOf } from '../../plugins/tenancy';
import { fastResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import type { StaffService } from './staff.service';

/**
 * The row as this server writes it: a practitioner's id is always their account's uuid, and the
 * IHS number is always there (null but for a doctor with one).
 */
const staffRowViewSchema = staffRowSchema.extend({
  practitionerId: z.string().nullable(),
  satuSehatPractitionerId: z.string().nullable(),
});
const staffResponse = z.object({ data: staffRowViewSchema });
const idParams = z.object({ id: z.string().max(64) });

/** One path creates and edits (spec 2 §7): a body with an `id` is an edit. */
const staffSaveBodySchema = z.union([staffEditRequestSchema, staffCreateRequestSchema]);
const namesAnAccount = (body: unknown) =>
  typeof body === 'object' && body !== null && 'id' in body && body.id != null;

/**
 * Checks the body against the one schema it is meant for, so a bad edit or a bad creation
 * names its fields (a union's check would answer "invalid body" for either).
 */
function staffSaveValidator<S>(routeSchema: FastifyRouteSchemaDef<S>) {
  const route = routeSchema as unknown as FastifyRouteSchemaDef<z.ZodType>;
  if (route.httpPart !== 'body') return validatorCompiler(route);
  const edit = validatorCompiler({ ...route, schema: staffEditRequestSchema });
  const create = validatorCompiler({ ...route, schema: staffCreateRequestSchema });
  return (body: unknown) => (namesAnAccount(body) ? edit(body) : create(body));
}

/**
 * Staff (spec 2 §2.10, §7; docs/api.md, "Staff") inside the dashboard scope (token + clinic).
 * Every clinic role reads the list and a member; only the owner adds, edits, deactivates and
 * reactivates (spec 2 §6).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/staff',
    {
      schema: {
        tags: ['staff'],
        operationId: 'listStaff',
        summary:
          'The clinic’s accounts (the owner and deactivated ones too), by name, paged; the total is in x-total-count',
        security: bearerSecurity,
        querystring: staffListQuerySchema,
        response: {
          200: z.object({ data: z.array(staffRowViewSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request, reply) => answerPage(reply, staff.list(tenantOf(request), request.query)),
  );

  app.get(
    '/staff/:id',
    {
      schema: {
        tags: ['staff'],
        operationId: 'getStaff',
        summary: 'One account of the clinic',
        security: bearerSecurity,
        params: idParams,
        response: { 200: staffResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await staff.get(tenantOf(request), request.params.id) }),
  );

  app.post(
    '/staff',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      validatorCompiler: staffSaveValidator,
      schema: {
        tags: ['staff'],
        operationId: 'saveStaff',
        summary:
          'Add a staff member (201; they choose their own password at first sign-in), or edit one (200) when the body has `id`',
        security: bearerSecurity,
        body: staffSaveBodySchema,
        response: {
          200: staffResponse,
          201: staffResponse,
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const body = request.body;
      if ('id' in body) return { data: await staff.update(tenant, body) };
      return reply.status(201).send({ data: await staff.create(tenant, body) });
    },
  );

  app.post(
    '/staff/:id/deactivate',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['staff'],
        operationId: 'deactivateStaff',
        summary:
          'End a member’s access: sign-in refused, open sessions stopped within seconds; their name stays on their records',
        security: bearerSecurity,
        params: idParams,
        response: { 200: staffResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await staff.deactivate(tenantOf(request), request.params.id) }),
  );

  app.post(
    '/staff/:id/activate',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['staff'],
        operationId: 'activateStaff',
        summary: 'Give a deactivated member their access back (they sign in with their password)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: staffResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await staff.activate(tenantOf(request), request.params.id) }),
  );
};
