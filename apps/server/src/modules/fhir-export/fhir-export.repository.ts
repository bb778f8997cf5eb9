import { and, asc, eq } from 'drizzle-orm';
import type { RecordPatient, RecordVisit } from '@praktik/domain/satusehat/patient-record-bundle';
import type { Database } from '../../db/client';
import { patients, satuSehatIntegrations, users, visits } from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';

/** What the FHIR export reads: one patient of the clinic and every visit of theirs. */
export function createFhirExportRepository(db: Database) {
  return {
    /** The clinic's SATUSEHAT organization id once it is linked, else null. */
    async findOrganizationId(businessId: string): Promise<string | null> {
      const [row] = await db
        .select({ organizationId: satuSehatIntegrations.organizationId })
        .from(satuSehatIntegrations)
        .where(eq(satuSehatIntegrations.businessId, businessId));
      return row?.organizationId ?? null;
    },

    async findPatient(businessId: string, patientId: string): Promise<RecordPatient | null> {
      if (!isUuid(patientId)) return null;
      const [row] = await db
        .select({
          id: patients.id,
          businessId: patients.businessId,
          name: patients.name,
          phoneNumber: patients.phoneNumber,
          email: patients.email,
          dateOfBirth: patients.dateOfBirth,
          gender: patients.gender,
          address: patients.address,
          identificationType: patients.identificationType,
          identificationNumber: patients.identificationNumber,
          medicalRecordNumber: patients.medicalRecordNumber,
          satuSehatPatientId: patients.satuSehatPatientId,
        })
        .from(patients)
        .where(and(eq(patients.businessId, businessId), eq(patients.id, patientId)));
      return row ?? null;
    },

    /** Every visit of the patient, oldest first, with its practitioner's name. */
    async listVisits(businessId: string, patientId: string): Promise<RecordVisit[]> {
      const rows = await db
        .select({
          id: visits.id,
          status: visits.status,
          startedAt: visits.startedAt,
          endedAt: visits.endedAt,
          practitionerName: users.firstName,
          locationId: visits.locationId,
          satuSehatEncounterId: visits.satuSehatEncounterId,
          anamnesis: visits.anamnesis,
          examination: visits.examination,
          riwayatPenyakit: visits.riwayatPenyakit,
          riwayatPenyakitKeluarga: visits.riwayatPenyakitKeluarga,
          treatment: visits.treatment,
          endNote: visits.endNote,
          diagnoses: visits.diagnoses,
        })
        .from(visits)
        .innerJoin(users, eq(users.id, visits.practitionerId))
        .where(and(eq(visits.businessId, businessId), eq(visits.patientId, patientId)))
        .orderBy(asc(visits.startedAt), asc(visits.visitDate), asc(visits.id));
      // No IHS number yet, though the staff form now keeps a doctor's
      // (`users.satuSehatPractitionerId`): the export still names practitioners without it.
      return rows.map((row) => ({ ...row, practitionerIhs: null }));
    },
  };
}
export type FhirExportRepository = ReturnType<typeof createFhirExportRepository>;
