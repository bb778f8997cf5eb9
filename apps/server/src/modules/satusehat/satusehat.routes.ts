import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialChangeSchema,
  credentialResultSchema,
  integrationViewSchema,
} from '@praktik/domain/satusehat/credential.schema';
import { locationFormSchema } from '@praktik/domain/satusehat/location.schema';
import { organizationFormSchema } from '@praktik/domain/satusehat/organization.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { SatuSehatService } from './satusehat.service';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });
/** Our copy pages from 1, as the platform does: size 50 by default, at most 100. */
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
const resourceSchema = (type: 'Organization' | 'Location') =>
  z.looseObject({
    resourceType: z.string().describe(type),
    id: z.string(),
    name: z.string().optional(),
  });
const organizationResource = resourceSchema('Organization');
const locationResource = resourceSchema('Location');
const pageOf = <T extends z.ZodType>(resource: T) =>
  z.object({
    total: z.number(),
    page: z.number(),
    size: z.number(),
    entry: z.array(z.object({ resource })),
  });
const editId = { id: z.string().trim().min(1).max(64).optional() };

type Options = { satuSehat: SatuSehatService };

/**
 * The clinic's SATUSEHAT link, organizations and locations (spec 2 §2.13, §7). The owner manages
 * them; every role reads the locations (the start-visit dialog offers them).
 */
export const satuSehatRoutes: FastifyPluginAsyncZod<Options> = async (app, { satuSehat }) => {
  const ownerOnly = { onRequest: [app.requireRole('ROLE_OWNER')] };

  app.get(
    '/satu-sehat/integration',
    {
      ...ownerOnly,
      schema: {
        tags: ['satusehat'],
        operationId: 'getSatuSehatIntegration',
        summary: 'The clinic’s SATUSEHAT link (never its secret), or null while there is none',
        security: bearerSecurity,
        response: {
          200: z.object({ data: integrationViewSchema.nullable() }),
          ...problemResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: await satuSehat.getIntegration(tenantOf(request)) }),
  );

  app.post(
    '/satu-sehat/integration',
    {
      ...ownerOnly,
      schema: {
        tags: ['satusehat'],
        operationId: 'saveSatuSehatIntegration',
        summary:
          'Link the clinic to SATUSEHAT: a token is fetched with these credentials first, saved only then (an empty secret keeps the saved one)',
        security: bearerSecurity,
        body: credentialChangeSchema,
        response: {
          200: z.object({ data: credentialResultSchema }),
          ...problemResponses(400, 401, 403, 429, 503),
        },
      },
    },
    async (request) => ({
      data: await satuSehat.saveIntegration(tenantOf(request), request.body),
    }),
  );

  const resourceRoutes = (
    kind: 'organization' | 'location',
    names: { list: string; get: string; save: string; plural: string },
    resource: typeof organizationResource | typeof locationResource,
    body: z.ZodType,
    service: {
      list: typeof satuSehat.listOrganizations;
      get: typeof satuSehat.getOrganization;
      save: (
        tenant: ReturnType<typeof tenantOf>,
        values: never,
        id: string | undefined,
      ) => ReturnType<typeof satuSehat.saveOrganization>;
    },
    listAccess: object,
  ) => {
    app.get(
      `/satu-sehat/${kind}`,
      {
        ...listAccess,
        schema: {
          tags: ['satusehat'],
          operationId: names.list,
          summary: `The clinic’s SATUSEHAT ${names.plural}, paged from 1, from our copy of what the platform stored`,
          security: bearerSecurity,
          querystring: pageQuery,
          response: { 200: pageOf(resource), ...problemResponses(400, 401, 403) },
        },
      },
      async (request) => service.list(tenantOf(request), request.query),
    );
    app.get(
      `/satu-sehat/${kind}/:id`,
      {
        ...ownerOnly,
        schema: {
          tags: ['satusehat'],
          operationId: names.get,
          summary: `One of the clinic’s SATUSEHAT ${names.plural} by the platform’s id`,
          security: bearerSecurity,
          params: idParams,
          response: { 200: z.object({ data: resource }), ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({ data: await service.get(tenantOf(request), request.params.id) }),
    );
    app.post(
      `/satu-sehat/${kind}`,
      {
        ...ownerOnly,
        schema: {
          tags: ['satusehat'],
          operationId: names.save,
          summary: `Add (no id) or edit (id) a SATUSEHAT ${kind}: the platform first, then our copy`,
          security: bearerSecurity,
          body,
          response: {
            200: z.object({ data: resource }),
            201: z.object({ data: resource }),
            ...problemResponses(400, 401, 403, 404, 409, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const { id, ...values } = request.body as { id?: string };
        const saved = await service.save(tenantOf(request), values as never, id);
        return reply.status(saved.created ? 201 : 200).send({ data: saved.resource });
      },
    );
  };

  resourceRoutes(
    'organization',
    {
      list: 'listSatuSehatOrganizations',
      get: 'getSatuSehatOrganization',
      save: 'saveSatuSehatOrganization',
      plural: 'organizations',
    },
    organizationResource,
    organizationFormSchema.extend(editId),
    {
      list: satuSehat.listOrganizations,
      get: satuSehat.getOrganization,
      save: satuSehat.saveOrganization,
    },
    ownerOnly,
  );
  resourceRoutes(
    'location',
    {
      list: 'listSatuSehatLocations',
      get: 'getSatuSehatLocation',
      save: 'saveSatuSehatLocation',
      plural: 'locations',
    },
    locationResource,
    locationFormSchema.extend(editId),
    {
      list: satuSehat.listLocations,
      get: satuSehat.getLocation,
      save: satuSehat.saveLocation,
    },
    {},
  );
};
