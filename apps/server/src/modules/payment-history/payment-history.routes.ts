import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentHistoryColumns,
  PAYMENT_HISTORY_COLUMNS,
} from '@praktik/domain/payments/payment-history-columns';
import {
  paymentHistoryExportQuerySchema,
  paymentHistoryQuerySchema,
} from '@praktik/domain/payments/payment-history-query.schema';
import { paymentHistoryRowSchema } from '@praktik/domain/payments/payment-view.schema';
import type { Repositories } from '../../composition/repositories';
import { translatorFor } from '../../intl/i18n';
import { tenantOf } from '../../plugins/tenancy';
import { csvDialectFor, csvStream } from '../../shared/csv-stream';
import { schemaOrderResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import {
  columnTitles,
  CSV_FILENAME,
  exportCells,
  firstOfPaymentMarker,
  PDF_FILENAME,
} from './payment-history.export';
import { paymentHistoryPdf } from './payment-history.pdf';
import { paymentHistoryXlsx, XLSX_CONTENT_TYPE, xlsxFilename } from './payment-history.xlsx';
import type { PaymentHistoryService } from './payment-history.service';

const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/** A file as an attachment; answers that name patients are never stored (no-store). */
function sendFile(
  reply: FastifyReply,
  type: string,
  filename: string,
  body: NodeJS.ReadableStream | Buffer,
) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The list's answer, which the print's answer shares: rows, their count and the payments' sum. */
const paymentHistoryAnswerSchema = z.object({
  data: z.array(paymentHistoryRowSchema),
  total: z.number().int(),
  total_amount: z.number().int(),
});

/**
 * The payment history and its exports (spec 2 §2.6, §7; docs/api.md, "Payments"). Every clinic
 * role reads the history and its PDF (practitioners locked to themselves); the CSV and the XLSX
 * are the owner's.
 */
export const paymentHistoryRoutes: FastifyPluginAsyncZod<{
  history: PaymentHistoryService;
  repositories: Repositories;
}> = async (app, { history, repositories }) => {
  app.get(
    '/history-payment-item',
    {
      schema: {
        tags: ['payments'],
        operationId: 'listPaymentHistory',
        summary:
          "Payment items paid within the clinic's days from..to, newest payment first; total counts items, total_amount sums each payment once",
        security: bearerSecurity,
        querystring: paymentHistoryQuerySchema,
        response: {
          200: paymentHistoryAnswerSchema,
          ...problemResponses(400, 401, 403),
        },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => answerPage(reply, history.list(tenantOf(request), request.query)),
  );

  app.get(
    '/print-payment-item',
    {
      schema: {
        tags: ['payments'],
        operationId: 'printPaymentHistory',
        summary:
          'Every row of the filter for the A4 landscape print, with total and total_amount as the list; at most 10,000 rows (as the PDF)',
        security: bearerSecurity,
        querystring: paymentHistoryExportQuerySchema,
        response: {
          200: paymentHistoryAnswerSchema,
          ...problemResponses(400, 401, 403),
        },
      },
      // fast-json-stringify: the same bytes as the zod check wrote, for less CPU a call.
      serializerCompiler: schemaOrderResponseSerializer,
    },
    async (request, reply) => answerPage(reply, history.all(tenantOf(request), request.query)),
  );

  app.get(
    '/export-payment-item',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['payments'],
        operationId: 'exportPaymentHistoryCsv',
        summary:
          'Every row of the filter as history-payment.csv (UTF-8 with BOM), streamed; separated by ";" with a decimal comma for Accept-Language id (the default), by "," for en',
        security: bearerSecurity,
        querystring: paymentHistoryExportQuerySchema,
        response: {
          200: fileResponse('text/csv', 'The CSV file, as an attachment'),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const t = translatorFor(request.language);
      const dialect = csvDialectFor(request.language);
      const batches = history.batches(tenantOf(request), request.query);
      // The first batch before any byte is sent: a failing query still answers a problem.
      const first = await batches.next();
      const firstOfPayment = firstOfPaymentMarker();
      const cells = (row: z.infer<typeof paymentHistoryRowSchema>) =>
        exportCells(row, PAYMENT_HISTORY_COLUMNS, {
          t,
          target: 'spreadsheet',
          firstOfPayment: firstOfPayment(row),
          dialect,
        });
      async function* rows() {
        if (first.done) return;
        for (const row of first.value) yield cells(row);
        for await (const batch of batches) for (const row of batch) yield cells(row);
      }
      return sendFile(
        reply,
        'text/csv; charset=utf-8',
        CSV_FILENAME,
        csvStream(columnTitles(PAYMENT_HISTORY_COLUMNS, t), rows(), dialect),
      );
    },
  );

  app.get(
    '/export-payment-item-xlsx',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['payments'],
        operationId: 'exportPaymentHistoryXlsx',
        summary:
          'Every row of the filter as history-payment-<from>_<to>.xlsx (numbers, rupiah and dates as such, headers translated), streamed',
        security: bearerSecurity,
        querystring: paymentHistoryExportQuerySchema,
        response: {
          200: fileResponse(XLSX_CONTENT_TYPE, 'The XLSX workbook, as an attachment'),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const batches = history.batches(tenant, request.query);
      // The first batch before any byte is sent: a failing query still answers a problem.
      const first = await batches.next();
      async function* rows() {
        if (first.done) return;
        yield* first.value;
        for await (const batch of batches) yield* batch;
      }
      return sendFile(
        reply,
        XLSX_CONTENT_TYPE,
        xlsxFilename(request.query.from, request.query.to),
        paymentHistoryXlsx({
          rows: rows(),
          columns: paymentHistoryColumns(tenant.role),
          t: translatorFor(request.language),
        }),
      );
    },
  );

  app.get(
    '/export-payment-item-pdf',
    {
      schema: {
        tags: ['payments'],
        operationId: 'exportPaymentHistoryPdf',
        summary:
          'The filter as history-payment.pdf (A4 landscape, the role’s columns, a last line Total); at most 10,000 rows',
        security: bearerSecurity,
        querystring: paymentHistoryExportQuerySchema,
        response: {
          200: fileResponse('application/pdf', 'The PDF file, as an attachment'),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { data } = await history.all(tenant, request.query);
      const clinic = await repositories.businesses.findBusiness(tenant.businessId);
      const pdf = await paymentHistoryPdf({
        clinicName: clinic?.name ?? '',
        from: request.query.from,
        to: request.query.to,
        rows: data,
        columns: paymentHistoryColumns(tenant.role),
        language: request.language,
        t: translatorFor(request.language),
      });
      return sendFile(reply, 'application/pdf', PDF_FILENAME, pdf);
    },
  );
};
