import { createHash } from 'node:crypto';
import {
  toPatientRecordBundle,
  type PatientRecordBundle,
} from '@praktik/domain/satusehat/patient-record-bundle';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { NotFoundError } from '../../shared/errors';

/**
 * A stable uuid (RFC 4122 layout, version 5 style) for a resource derived from a visit, so the
 * same record exports the same ids every time.
 */
export function derivedUuid(visitId: string, kind: string): string {
  const hex = createHash('sha1').update(`${visitId}/${kind}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PatientRecordExport {
  bundle: PatientRecordBundle;
  medicalRecordNumber: string | null;
}

/** The owner's download of one patient's record as a FHIR R4 Bundle. */
export function createFhirExportService(repositories: Repositories, deps: { now: Clock }) {
  return {
    /**
     * Reads the record and writes the download to the medical-record audit in one transaction:
     * no export leaves without its audit row.
     */
    async exportPatient(tenant: Tenant, patientId: string): Promise<PatientRecordExport> {
      return repositories.transaction(async (tx) => {
        const patient = await tx.fhirExport.findPatient(tenant.businessId, patientId);
        if (!patient) throw new NotFoundError('errors.patientNotFound');
        const visits = await tx.fhirExport.listVisits(tenant.businessId, patient.id);
        // A linked clinic's encounters carry the platform's identifier system; an unlinked
        // clinic's carry our own.
        const organizationId = await tx.fhirExport.findOrganizationId(tenant.businessId);
        const bundle = toPatientRecordBundle({
          patient,
          visits,
          clinic: { businessId: tenant.businessId, organizationId },
          now: deps.now(),
          resourceId: derivedUuid,
        });
        await tx.medicalRecordAudit.record({
          businessId: tenant.businessId,
          patientId: patient.id,
          actorId: tenant.userId,
          action: 'RECORD_EXPORTED',
          changes: {
            format: { before: null, after: 'FHIR_R4_BUNDLE' },
            visits: { before: null, after: visits.length },
          },
        });
        return { bundle, medicalRecordNumber: patient.medicalRecordNumber };
      });
    },
  };
}
export type FhirExportService = ReturnType<typeof createFhirExportService>;

/** The attachment's name: the medical record number, kept to characters safe in a header. */
export function bundleFilename(medicalRecordNumber: string | null, patientId: string): string {
  const base = (medicalRecordNumber ?? '').trim().replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${base.replace(/^[-.]+|[-.]+$/g, '') || `patient-${patientId}`}.fhir.json`;
}
