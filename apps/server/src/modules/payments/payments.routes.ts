import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentChainSchema,
  visitPaymentDetailSchema,
} from '@praktik/domain/payments/payment-view.schema';
import {
  savePaymentRequestSchema,
  updatePaymentRequestSchema,
} from '@praktik/domain/payments/save-payment.schema';
import { checkHead, type PaymentHead } from '@praktik/domain/payments/payment-checks';
import { refundRequestSchema } from '@praktik/domain/payments/refund';
import type { Role } from '@praktik/domain/access/roles';
import { tenantOf } from '../../plugins/tenancy';
import { schemaOrderResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { validateFor } from '../../shared/validate-for';
import type { PaymentService } from './payments.service';

/*
 * The route schemas are the loosest a caller may send (a doctor's: no method needed); each
 * request is then held to its caller's role (a cashier's payment needs a method).
 */
const anySavePayment = savePaymentRequestSchema({ role: 'ROLE_DOCTOR' });
const anyUpdatePayment = updatePaymentRequestSchema({ role: 'ROLE_DOCTOR' });

/**
 * Each role's schema, made once: a zod schema made for every request was built again and compiled
 * again on its first parse, a large share of a save's CPU (profiled on the API benchmark's save).
 */
function perRole<Schema>(schemaFor: (caller: { role: Role }) => Schema) {
  const made = new Map<Role, Schema>();
  return (role: Role): Schema => {
    let schema = made.get(role);
    if (schema === undefined) {
      schema = schemaFor({ role });
      made.set(role, schema);
    }
    return schema;
  };
}

/**
 * What the caller's role adds to the route's schema. Of a save's or a correction's checks only the
 * method's and the card's (`checkHead`) depend on the role, and the route's parse has passed every
 * other, so the parsed body is held to those two alone: parsing the whole body again with the
 * role's schema was half of a correction's zod work (profiled on the API benchmark's
 * correction). A refusal is the same 400, naming the same fields.
 */
const roleHeadSchemaOf = perRole(({ role }) =>
  z.custom<PaymentHead>().superRefine((head, ctx) =>
    checkHead({ method: head.method, cardNumber: head.cardNumber }, ctx, role, {
      method: 'method',
      card: 'cardNumber',
    }),
  ),
);

const idParams = z.object({ id: z.string().max(64) });
const chainResponse = z.object({ data: paymentChainSchema });
const visitHistoryQuery = z.object({
  visit_id: z.string().max(64),
  /** Accepted as the spec sends it; payment dates are the clinic's day as stored (rule 3.10). */
  current_utc: z.string().max(8).optional(),
});

/**
 * The payment service (spec 2 §7 `/payment/v1`; docs/api.md, "Payments") in its own scope (token +
 * clinic). Doctors and beauticians pay and read only their own visits, never a counter sale, and
 * give no discounts.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/save-payment',
    {
      schema: {
        tags: ['payments'],
        operationId: 'savePayment',
        summary:
          "A visit's payment (a visit waiting for payment becomes DONE) or a counter sale; the totals sent must be the lines' own",
        security: bearerSecurity,
        body: anySavePayment,
        response: { 201: chainResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      validateFor(roleHeadSchemaOf(tenant.role), request.body, '/save-payment');
      const data = await payments.save(tenant, request.body);
      return reply.header('cache-control', 'no-store').status(201).send({ data });
    },
  );

  app.put(
    '/update-payment',
    {
      schema: {
        tags: ['payments'],
        operationId: 'updatePayment',
        summary:
          "Add correction rows to a payment's chain, or complete the method of a payment saved without one",
        security: bearerSecurity,
        body: anyUpdatePayment,
        response: { 201: chainResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      validateFor(roleHeadSchemaOf(tenant.role), request.body, '/update-payment');
      const data = await payments.update(tenant, request.body);
      return reply.header('cache-control', 'no-store').status(201).send({ data });
    },
  );

  app.post(
    '/refund-payment',
    {
      schema: {
        tags: ['payments'],
        operationId: 'refundPayment',
        summary:
          "Give back units of a payment chain's lines (owner and staff): a correction row with negative lines, the reason and the method the money went back by",
        security: bearerSecurity,
        body: refundRequestSchema,
        response: { 201: chainResponse, ...problemResponses(400, 401, 403, 404) },
      },
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => {
      const data = await payments.refund(tenantOf(request), request.body);
      return reply.header('cache-control', 'no-store').status(201).send({ data });
    },
  );

  app.get(
    '/payment/:id',
    {
      schema: {
        tags: ['payments'],
        operationId: 'getPayment',
        summary: 'The whole payment chain a payment row belongs to (the invoice and receipts)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: chainResponse, ...problemResponses(400, 401, 403, 404) },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => {
      const data = await payments.chain(tenantOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.get(
    '/visit-payment-history',
    {
      schema: {
        tags: ['payments'],
        operationId: 'getVisitPaymentHistory',
        summary: "A visit's payment rows, oldest first",
        security: bearerSecurity,
        querystring: visitHistoryQuery,
        response: {
          200: z.object({ data: z.array(visitPaymentDetailSchema) }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => {
      const data = await payments.visitHistory(tenantOf(request), request.query.visit_id);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};
