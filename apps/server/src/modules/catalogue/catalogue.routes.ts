import type { FastifyTypeProviderDefault } from 'fastify';
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
import { tenantOf, type Tenant } from '../../plugins/tenancy';
import { schemaOrderResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
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
const listOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number() });

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const itemListQuerySchema = catalogueListQuerySchema(ITEM_SORT_KEYS).and(
  z.object({
    category_item_id: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  }),
);

type Options = { catalogue: CatalogueService };
type ZodApp = Parameters<FastifyPluginAsyncZod<Options>>[0];

/** An operation's name and summary in the published document. */
interface Operation {
  operationId: string;
  summary: string;
}

/** One kind of catalogue row, its schemas and the service's calls for it. */
interface Resource<Row extends z.ZodType, Form extends z.ZodType, Query extends z.ZodType> {
  /** The rows' path: `POST path`, `PUT|DELETE path/:id`, `GET path/:businessId`, `GET path/detail/:id`. */
  path: string;
  row: Row;
  form: Form;
  listQuery: Query;
  create: Operation & { run(tenant: Tenant, form: z.output<Form>): Promise<z.output<Row>> };
  update: Operation & {
    run(tenant: Tenant, id: string, form: z.output<Form>): Promise<z.output<Row>>;
  };
  list: Operation & {
    run(
      tenant: Tenant,
      businessId: string,
      query: z.output<Query>,
    ): Promise<{ data: z.output<Row>[]; total: number }>;
  };
  get: Operation & { run(tenant: Tenant, id: string): Promise<z.output<Row>> };
  /** `refusable`: the delete may answer 409 (a live row still needs this one). */
  delete: Operation & {
    refusable: boolean;
    run(tenant: Tenant, id: string): Promise<z.output<Row>>;
  };
}

/**
 * The five calls every kind of catalogue row has (spec 2 §7): add, change, list, read one and
 * retire. Every clinic role reads; the owner writes. The routes name their request's types
 * (`Params`, `Body`, `Querystring`) from the resource's: the zod type provider cannot derive them
 * from schemas that are type parameters. The schemas still validate every call and write the
 * published document.
 */
function registerCrudRoutes<Row extends z.ZodType, Form extends z.ZodType, Query extends z.ZodType>(
  zodApp: ZodApp,
  resource: Resource<Row, Form, Query>,
): void {
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  type IdParams = { Params: z.output<typeof idParams> };
  const ownerOnly = { onRequest: [app.requireRole('ROLE_OWNER')] };
  const rowResponse = z.object({ data: resource.row });
  const { path, create, update, list, get } = resource;
  const remove = resource.delete;

  app.post<{ Body: z.output<Form> }>(
    path,
    {
      ...ownerOnly,
      schema: {
        tags: ['catalogue'],
        operationId: create.operationId,
        summary: create.summary,
        security: bearerSecurity,
        body: resource.form,
        response: { 201: rowResponse, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await create.run(tenantOf(request), request.body as z.output<Form>) }),
  );

  app.put<IdParams & { Body: z.output<Form> }>(
    `${path}/:id`,
    {
      ...ownerOnly,
      schema: {
        tags: ['catalogue'],
        operationId: update.operationId,
        summary: update.summary,
        security: bearerSecurity,
        params: idParams,
        body: resource.form,
        response: { 200: rowResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await update.run(tenantOf(request), request.params.id, request.body as z.output<Form>),
    }),
  );

  app.get<{ Params: z.output<typeof listParams>; Querystring: z.output<Query> }>(
    `${path}/:id`,
    {
      schema: {
        tags: ['catalogue'],
        operationId: list.operationId,
        summary: list.summary,
        security: bearerSecurity,
        params: listParams,
        querystring: resource.listQuery,
        response: { 200: listOf(resource.row), ...problemResponses(400, 401, 403, 404) },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) =>
      answerPage(
        reply,
        list.run(tenantOf(request), request.params.id, request.query as z.output<Query>),
      ),
  );

  app.get<IdParams>(
    `${path}/detail/:id`,
    {
      schema: {
        tags: ['catalogue'],
        operationId: get.operationId,
        summary: get.summary,
        security: bearerSecurity,
        params: idParams,
        response: { 200: rowResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await get.run(tenantOf(request), request.params.id) }),
  );

  app.delete<IdParams>(
    `${path}/:id`,
    {
      ...ownerOnly,
      schema: {
        tags: ['catalogue'],
        operationId: remove.operationId,
        summary: remove.summary,
        security: bearerSecurity,
        params: idParams,
        response: {
          200: rowResponse,
          ...(remove.refusable
            ? problemResponses(400, 401, 403, 404, 409)
            : problemResponses(400, 401, 403, 404)),
        },
      },
    },
    async (request) => ({ data: await remove.run(tenantOf(request), request.params.id) }),
  );
}

/**
 * The item categories (spec 2 §7 names them on the payment service): every clinic role reads
 * them, the owner writes them. Mounted in its own scope at `/api2/payment/v1`, beside the
 * payments module's.
 */
export const categoryRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  registerCrudRoutes(app, {
    path: '/categories-item',
    row: categoryItemViewSchema,
    form: categoryItemSchema,
    listQuery: catalogueListQuerySchema(CATEGORY_SORT_KEYS),
    create: {
      operationId: 'createItemCategory',
      summary: 'Add an item category (names unique among the live ones, whatever their case)',
      run: catalogue.createCategory,
    },
    update: {
      operationId: 'updateItemCategory',
      summary: 'Rename a category (its items show the new name; recorded bills keep theirs)',
      run: catalogue.updateCategory,
    },
    list: {
      operationId: 'listItemCategories',
      summary: 'The clinic’s live categories, paged and sorted; the total is also in x-total-count',
      run: catalogue.listCategories,
    },
    get: {
      operationId: 'getItemCategory',
      summary: 'One live category',
      run: catalogue.getCategory,
    },
    delete: {
      operationId: 'deleteItemCategory',
      summary: 'Retire a category (soft delete); refused while live items are in it',
      refusable: true,
      run: catalogue.deleteCategory,
    },
  });
};

/**
 * The catalogue's items and packages, on the spec's "pricing" service (spec 2 §7), with the items'
 * options for the payment form. Every clinic role reads, the owner writes.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  app.get(
    '/get-item-options/:businessId',
    {
      schema: {
        tags: ['catalogue'],
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

  registerCrudRoutes(app, {
    path: '/items',
    row: itemViewSchema,
    form: itemSchema,
    listQuery: itemListQuerySchema,
    create: {
      operationId: 'createItem',
      summary: 'Add an item to a live category (names unique within the category)',
      run: catalogue.createItem,
    },
    update: {
      operationId: 'updateItem',
      summary: 'Change an item (a new price applies to new bills only)',
      run: catalogue.updateItem,
    },
    list: {
      operationId: 'listItems',
      summary: 'The clinic’s live items, paged and sorted, optionally of one category',
      run: (tenant, businessId, { category_item_id: categoryItemId, ...query }) =>
        catalogue.listItems(tenant, businessId, { ...query, categoryItemId }),
    },
    get: { operationId: 'getItem', summary: 'One live item', run: catalogue.getItem },
    delete: {
      operationId: 'deleteItem',
      summary: 'Retire an item (soft delete); refused while a live package holds it',
      refusable: true,
      run: catalogue.deleteItem,
    },
  });

  registerCrudRoutes(app, {
    path: '/packages',
    row: packageViewSchema,
    form: packageRequestSchema,
    listQuery: catalogueListQuerySchema(PACKAGE_SORT_KEYS),
    create: {
      operationId: 'createPackage',
      summary: 'Add a prepaid package of live items',
      run: catalogue.createPackage,
    },
    update: {
      operationId: 'updatePackage',
      summary: 'Change a package, its items replaced (packages already sold keep theirs)',
      run: catalogue.updatePackage,
    },
    list: {
      operationId: 'listPackages',
      summary: 'The clinic’s live packages with their items, paged and sorted',
      run: catalogue.listPackages,
    },
    get: {
      operationId: 'getPackage',
      summary: 'One live package with its items',
      run: catalogue.getPackage,
    },
    delete: {
      operationId: 'deletePackage',
      summary: 'Retire a package (soft delete: no new sales; patients holding it keep using it)',
      refusable: false,
      run: catalogue.deletePackage,
    },
  });
};
