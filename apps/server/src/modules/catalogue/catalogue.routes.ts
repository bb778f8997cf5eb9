import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATEGORY_SORT_KEYS,
  ITEM_SORT_KEYS,
  PACKAGE_SORT_KEYS,
  catalogueListQuerySchema,
} from '@praktik/domain/catalogue/catalogue-list-query.schema';
import {
  categoryItemViewSchema,
  itemOptionSchema,
  itemViewSchema,
  packageViewSchema,
} from '@praktik/domain/catalogue/catalogue-view.schema';
import { categoryItemSchema } from '@praktik/domain/catalogue/category-item.schema';
import { itemSchema } from '@praktik/domain/catalogue/item.schema';
import { packageRequestSchema } from '@praktik/domain/catalogue/package.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { CatalogueService } from './catalogue.service';

const idParams = z.object({ id: z.string().max(64) });
const businessParams = z.object({ businessId: z.string().max(64) });
/**
 * The lists' `{businessId}` sits where a row's `{id}` sits on PUT and DELETE (spec 2 §7's paths):
 * one name for both, so the document names one path (Redocly's no-identical-paths).
 */
const listParams = z.object({
  id: z.string().max(64).describe('businessId: the clinic’s id, which must be the caller’s'),
});
const categoryResponse = z.object({ data: categoryItemViewSchema });
const itemResponse = z.object({ data: itemViewSchema });
const packageResponse = z.object({ data: packageViewSchema });
const listOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number() });

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const itemListQuerySchema = catalogueListQuerySchema(ITEM_SORT_KEYS).and(
  z.object({
    category_item_id: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  }),
);

type Options = { catalogue: CatalogueService };

/**
 * The item categories (spec 2 §7 names them on the payment service): every clinic role reads
 * them, the owner writes them. Mounted in its own scope at `/api2/payment/v1`, beside the
 * payments module's (issue 14 §2).
 */
export const categoryRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  const ownerOnly = { onRequest: [app.requireRole('ROLE_OWNER')] };

  app.post(
    '/categories-item',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'createItemCategory',
        summary: 'Add an item category (names unique among the live ones, whatever their case)',
        security: bearerSecurity,
        body: categoryItemSchema,
        response: { 201: categoryResponse, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await catalogue.createCategory(tenantOf(request), request.body) }),
  );

  app.put(
    '/categories-item/:id',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'updateItemCategory',
        summary: 'Rename a category (its items show the new name; recorded bills keep theirs)',
        security: bearerSecurity,
        params: idParams,
        body: categoryItemSchema,
        response: { 200: categoryResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await catalogue.updateCategory(tenantOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/categories-item/:id',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'listItemCategories',
        summary:
          'The clinic’s live categories, paged and sorted; the total is also in x-total-count',
        security: bearerSecurity,
        params: listParams,
        querystring: catalogueListQuerySchema(CATEGORY_SORT_KEYS),
        response: {
          200: listOf(categoryItemViewSchema),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const listed = await catalogue.listCategories(
        tenantOf(request),
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(listed.total));
      return listed;
    },
  );

  app.get(
    '/categories-item/detail/:id',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'getItemCategory',
        summary: 'One live category',
        security: bearerSecurity,
        params: idParams,
        response: { 200: categoryResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await catalogue.getCategory(tenantOf(request), request.params.id),
    }),
  );

  app.delete(
    '/categories-item/:id',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'deleteItemCategory',
        summary: 'Retire a category (soft delete); refused while live items are in it',
        security: bearerSecurity,
        params: idParams,
        response: { 200: categoryResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await catalogue.deleteCategory(tenantOf(request), request.params.id),
    }),
  );
};

/**
 * The pricing service (spec 2 §7): items, their options for the payment form, and packages.
 * Every clinic role reads, the owner writes (issue 14 §2).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  const ownerOnly = { onRequest: [app.requireRole('ROLE_OWNER')] };

  app.get(
    '/get-item-options/:businessId',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'listItemOptions',
        summary: 'Every live item as a choice of the payment form, by name (no paging)',
        security: bearerSecurity,
        params: businessParams,
        response: {
          200: z.object({ data: z.array(itemOptionSchema) }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await catalogue.listItemOptions(tenantOf(request), request.params.businessId),
    }),
  );

  app.post(
    '/items',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'createItem',
        summary: 'Add an item to a live category (names unique within the category)',
        security: bearerSecurity,
        body: itemSchema,
        response: { 201: itemResponse, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await catalogue.createItem(tenantOf(request), request.body) }),
  );

  app.put(
    '/items/:id',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'updateItem',
        summary: 'Change an item (a new price applies to new bills only)',
        security: bearerSecurity,
        params: idParams,
        body: itemSchema,
        response: { 200: itemResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await catalogue.updateItem(tenantOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/items/:id',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'listItems',
        summary: 'The clinic’s live items, paged and sorted, optionally of one category',
        security: bearerSecurity,
        params: listParams,
        querystring: itemListQuerySchema,
        response: { 200: listOf(itemViewSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { category_item_id: categoryItemId, ...query } = request.query;
      const listed = await catalogue.listItems(tenantOf(request), request.params.id, {
        ...query,
        categoryItemId,
      });
      void reply.header('x-total-count', String(listed.total));
      return listed;
    },
  );

  app.get(
    '/items/detail/:id',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'getItem',
        summary: 'One live item',
        security: bearerSecurity,
        params: idParams,
        response: { 200: itemResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await catalogue.getItem(tenantOf(request), request.params.id) }),
  );

  app.delete(
    '/items/:id',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'deleteItem',
        summary: 'Retire an item (soft delete); refused while a live package holds it',
        security: bearerSecurity,
        params: idParams,
        response: { 200: itemResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await catalogue.deleteItem(tenantOf(request), request.params.id) }),
  );

  app.post(
    '/packages',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'createPackage',
        summary: 'Add a prepaid package of live items',
        security: bearerSecurity,
        body: packageRequestSchema,
        response: { 201: packageResponse, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await catalogue.createPackage(tenantOf(request), request.body) }),
  );

  app.put(
    '/packages/:id',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'updatePackage',
        summary: 'Change a package, its items replaced (packages already sold keep theirs)',
        security: bearerSecurity,
        params: idParams,
        body: packageRequestSchema,
        response: { 200: packageResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await catalogue.updatePackage(tenantOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/packages/:id',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'listPackages',
        summary: 'The clinic’s live packages with their items, paged and sorted',
        security: bearerSecurity,
        params: listParams,
        querystring: catalogueListQuerySchema(PACKAGE_SORT_KEYS),
        response: { 200: listOf(packageViewSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const listed = await catalogue.listPackages(
        tenantOf(request),
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(listed.total));
      return listed;
    },
  );

  app.get(
    '/packages/detail/:id',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'getPackage',
        summary: 'One live package with its items',
        security: bearerSecurity,
        params: idParams,
        response: { 200: packageResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await catalogue.getPackage(tenantOf(request), request.params.id) }),
  );

  app.delete(
    '/packages/:id',
    {
      ...ownerOnly,
      schema: {
        tags: ['pricing'],
        operationId: 'deletePackage',
        summary: 'Retire a package (soft delete: no new sales; patients holding it keep using it)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: packageResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await catalogue.deletePackage(tenantOf(request), request.params.id),
    }),
  );
};
