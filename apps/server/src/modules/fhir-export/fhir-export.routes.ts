import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { bundleFilename, type FhirExportService } from './fhir-export.service';

const idParams = z.object({ id: z.string().max(64) });

/** The Bundle as an attachment; an answer that carries a medical record is never stored. */
function sendBundle(reply: FastifyReply, filename: string, bundle: unknown) {
  return reply
    .header('content-type', 'application/fhir+json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(JSON.stringify(bundle)));
}

/**
 * The owner's FHIR export of one patient's record, the clinic's answer to a patient's
 * data-portability request (docs/decisions/0012-fhir-export-by-owner.md). A download only; each
 * one is in the medical-record audit.
 */
export const fhirExportRoutes: FastifyPluginAsyncZod<{ fhirExport: FhirExportService }> = async (
  app,
  { fhirExport },
) => {
  app.get(
    '/patients/:id/fhir-bundle',
    {
      onRequest: [app.requireRole('ROLE_OWNER')],
      schema: {
        tags: ['patients'],
        operationId: 'exportPatientFhirBundle',
        summary:
          "The patient's record (Patient, Encounters, Conditions, Observations) as a FHIR R4 collection Bundle, an application/fhir+json attachment named after the medical record number; written to the medical-record audit",
        security: bearerSecurity,
        params: idParams,
        response: {
          200: {
            description: 'The FHIR R4 Bundle, as an attachment',
            content: { 'application/fhir+json': { schema: z.string() } },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { bundle, medicalRecordNumber } = await fhirExport.exportPatient(
        tenantOf(request),
        request.params.id,
      );
      return sendBundle(reply, bundleFilename(medicalRecordNumber, request.params.id), bundle);
    },
  );
};
