import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Repositories } from '../../composition/repositories';
import { translatorFor } from '../../intl/i18n';
import { tenantOf } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { fastResponseSerializer } from '../../shared/fast-response-serializer';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { csvDialectFor, csvStream } from '../../shared/csv-stream';
import { answerPage } from '../../shared/paged-route';
import {
  historyCsvHeader,
  historyCsvRow,
  HISTORY_CSV_FILENAME,
  reportCsvHeader,
  reportCsvRow,
  REPORT_CSV_FILENAME,
} from './visit-reports.csv';
import {
  historyExportQuerySchema,
  historyQuerySchema,
  historyRowSchema,
  practitionerStatsRowSchema,
  statsExportQuerySchema,
  statsQuerySchema,
} from './visit-reports.schema';
import { createVisitReportService } from './visit-reports.service';

/** The export's 200: a CSV file, streamed (not serialized), so only the document reads this. */
const csvFileResponse = {
  description: 'The CSV file (UTF-8 with BOM), as an attachment',
  content: { 'text/csv': { schema: z.string() } },
};

function sendCsv(reply: FastifyReply, filename: string, body: NodeJS.ReadableStream) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}

/**
 * Visit history (spec 1 §2.13) and the doctor report (§2.14) with their CSV exports. Any clinic
 * role may read them; doctors and beauticians get only their own rows (the service decides).
 */
export const visitReportRoutes: FastifyPluginAsyncZod<{
  repositories: Repositories;
  now: Clock;
}> = async (app, { repositories, now }) => {
  const reports = createVisitReportService(repositories, { now });

  app.get(
    '/inactive-visits',
    {
      schema: {
        tags: ['visit-reports'],
        operationId: 'listInactiveVisits',
        summary:
          'Ended visits (WAITING_PAYMENT, DONE) started between from and to (default: this month); total in x-total-count',
        security: bearerSecurity,
        querystring: historyQuerySchema,
        response: {
          200: z.object({ data: z.array(historyRowSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
      serializerCompiler: fastResponseSerializer,
    },
    async (request, reply) => answerPage(reply, reports.history(tenantOf(request), request.query)),
  );

  app.get(
    '/inactive-visits/export-to-csv',
    {
      schema: {
        tags: ['visit-reports'],
        operationId: 'exportInactiveVisitsCsv',
        summary: 'The visit history of the filter, every row, as history-visit.csv (UTF-8, BOM)',
        security: bearerSecurity,
        querystring: historyExportQuerySchema,
        response: { 200: csvFileResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const t = translatorFor(request.language);
      const batches = reports.historyBatches(tenantOf(request), request.query);
      // The first batch before any byte is sent: a failing query still answers a problem.
      const first = await batches.next();
      async function* rows() {
        if (first.done) return;
        for (const record of first.value) yield historyCsvRow(record, t);
        for await (const batch of batches) {
          for (const record of batch) yield historyCsvRow(record, t);
        }
      }
      return sendCsv(
        reply,
        HISTORY_CSV_FILENAME,
        csvStream(historyCsvHeader(t), rows(), csvDialectFor(request.language)),
      );
    },
  );

  app.get(
    '/practitioner-stats',
    {
      schema: {
        tags: ['visit-reports'],
        operationId: 'listPractitionerStats',
        summary:
          'Per practitioner, the distinct patients (all, male, female) of ended visits in the range; total in x-total-count',
        security: bearerSecurity,
        querystring: statsQuerySchema,
        response: {
          200: z.object({ data: z.array(practitionerStatsRowSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { practitioner_id: practitionerId, ...query } = request.query;
      return answerPage(
        reply,
        reports.practitionerStats(tenantOf(request), { ...query, practitionerId }),
      );
    },
  );

  app.get(
    '/practitioner-stats/export-to-csv',
    {
      schema: {
        tags: ['visit-reports'],
        operationId: 'exportPractitionerStatsCsv',
        summary: 'The doctor report of the filter, every row, as report-visit.csv (UTF-8, BOM)',
        security: bearerSecurity,
        querystring: statsExportQuerySchema,
        response: { 200: csvFileResponse, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const t = translatorFor(request.language);
      const { practitioner_id: practitionerId, ...query } = request.query;
      const records = await reports.allPractitionerStats(tenantOf(request), {
        ...query,
        practitionerId,
      });
      async function* rows() {
        for (const record of records) yield reportCsvRow(record);
      }
      return sendCsv(
        reply,
        REPORT_CSV_FILENAME,
        csvStream(reportCsvHeader(t), rows(), csvDialectFor(request.language)),
      );
    },
  );
};
