import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashClosingListQuerySchema,
  cashClosingPageSchema,
  cashClosingSchema,
  closeCashierRequestSchema,
  openCashierFiguresSchema,
} from '@praktik/domain/payments/cash-closing.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import type { CashClosingService } from './cash-closings.service';

const idParams = z.object({ id: z.string().max(64) });
const closingResponse = z.object({ data: cashClosingSchema });

/**
 * Closing the day, "tutup kasir" (docs/api.md, "Closing the day"): every role closes the payments
 * it took; the owner lists and reads every cashier's closings, the others their own.
 */
export const cashClosingRoutes: FastifyPluginAsyncZod<{ closings: CashClosingService }> = async (
  app,
  { closings },
) => {
  app.get(
    '/cash-closings/open',
    {
      schema: {
        tags: ['payments'],
        operationId: 'getOpenCashierFigures',
        summary:
          "The caller's payment rows no closing has taken yet: totals by method, refunds, expected cash",
        security: bearerSecurity,
        response: {
          200: z.object({ data: openCashierFiguresSchema }),
          ...problemResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const data = await closings.open(tenantOf(request));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/cash-closings',
    {
      schema: {
        tags: ['payments'],
        operationId: 'closeCashier',
        summary:
          "Close the caller's day: takes every payment row of theirs not yet closed, with the cash they counted",
        security: bearerSecurity,
        body: closeCashierRequestSchema,
        response: { 201: closingResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await closings.close(tenantOf(request), request.body);
      return reply.header('cache-control', 'no-store').status(201).send({ data });
    },
  );

  app.get(
    '/cash-closings',
    {
      schema: {
        tags: ['payments'],
        operationId: 'listCashClosings',
        summary:
          'Closings by business day (from..to) and cashier, newest first; a caller who is not the owner reads their own',
        security: bearerSecurity,
        querystring: cashClosingListQuerySchema,
        response: { 200: cashClosingPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = closings.list(tenantOf(request), request.query);
      reply.header('cache-control', 'no-store');
      return answerPage(reply, page);
    },
  );

  app.get(
    '/cash-closings/:id',
    {
      schema: {
        tags: ['payments'],
        operationId: 'getCashClosing',
        summary: 'One closing with its figures as they were when it was closed (its print)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: closingResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await closings.get(tenantOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};
