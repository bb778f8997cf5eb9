import { clinicDateTime } from '@praktik/domain/dates/clinic-date-time';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { dobFromIso, dobToIso } from '@praktik/domain/patients/date-of-birth';
import {
  medicalRecordPatternToFollow,
  nextMedicalRecordNumber,
} from '@praktik/domain/patients/medical-record';
import type { PatientListQuery } from '@praktik/domain/patients/patient-list-filter.schema';
import type { PatientRequest } from '@praktik/domain/patients/patient.schema';
import { parseSortParam, type ParsedSort } from '@praktik/domain/tables/sort';
import { visitStatusSchema } from '@praktik/domain/visits/status';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { patientChanges } from './patient-changes';
import type {
  ActiveVisitView,
  PatientView,
  PatientWithActiveVisitView,
} from './patient-view.schema';
import {
  PATIENT_SORT_KEYS,
  type ActiveVisitRow,
  type PatientListRow,
  type PatientRow,
  type PatientSortKey,
  type PatientValues,
  type PatientViewRow,
} from './patients.repository';

/** Spec is silent on the list's order: newest patients first, so a patient just added is on top. */
export const DEFAULT_PATIENT_SORT: ParsedSort<PatientSortKey> = {
  key: 'createdAt',
  direction: 'desc',
};

export type PatientListQueryWithSort = PatientListQuery & { sort?: string | undefined };

/** A patient row as the API answers it (the visits module shows its patients the same way). */
export function patientViewOf(row: PatientViewRow, activeVisitId: string | null): PatientView {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    dob: dobFromIso(row.dateOfBirth),
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    address: row.address,
    remark: row.remark,
    email: row.email,
    identificationType: row.identificationType,
    identificationNumber: row.identificationNumber,
    medicalRecordNumber: row.medicalRecordNumber,
    allergies: row.allergies.map((name) => ({ name, isNew: false })),
    satuSehatPatientId: row.satuSehatPatientId,
    activeVisitId,
  };
}

const viewOf = (row: PatientListRow) => patientViewOf(row, row.activeVisitId);

function activeVisitView(visit: ActiveVisitRow): ActiveVisitView {
  return {
    id: visit.id,
    status: visitStatusSchema.parse(visit.status),
    sequence: visit.sequenceNumber,
    visitDate: visit.visitDate,
    start: visit.startedAt?.toISOString() ?? null,
    // Clinics have no time zone setting yet: the domain's default (+7, WIB) until they do.
    startInString: visit.startedAt
      ? clinicDateTime(visit.startedAt, DEFAULT_UTC_OFFSET_HOURS)
      : null,
    doctorId: visit.practitionerId,
    doctorName: visit.practitionerName,
    treatment: visit.treatment,
    locationId: visit.locationId,
    bookingId: visit.bookingId,
  };
}

/** The request as the table stores it; the domain schema has already checked and trimmed it. */
function valuesOf(request: PatientRequest): PatientValues {
  return {
    name: request.name,
    phoneNumber: request.phoneNumber,
    dateOfBirth: dobToIso(request.dob),
    gender: request.gender,
    address: request.address,
    remark: request.remark,
    email: request.email,
    identificationType: request.identificationType,
    identificationNumber: request.identificationNumber,
    medicalRecordNumber: request.medicalRecordNumber,
    allergies: request.allergies.map((allergy) => allergy.name),
  };
}

const mrnTaken = (medicalRecordNumber: string | null) =>
  new ConflictError('errors.medicalRecordNumberTaken', {
    field: 'fields.medicalRecordNumber',
    value: medicalRecordNumber ?? '',
  });

/**
 * Creates a patient inside the caller's transaction, with its audit row: the patient list's add and
 * a reservation's new-patient tab share it. 409 on a taken medical record number.
 */
export async function insertPatientIn(
  tx: Repositories,
  tenant: Tenant,
  values: PatientValues,
): Promise<PatientRow> {
  const saved = await tx.patients.insertPatient(tenant.businessId, values, tenant.userId);
  if (saved === 'mrn-taken') throw mrnTaken(values.medicalRecordNumber);
  await tx.medicalRecordAudit.record({
    businessId: tenant.businessId,
    patientId: saved.id,
    actorId: tenant.userId,
    action: 'PATIENT_CREATED',
    changes: patientChanges(null, values),
  });
  return saved;
}

/** The caller's clinic's patients: the business id always comes from the tenant (the token). */
export function createPatientService(repositories: Repositories) {
  return {
    /**
     * The medical record number to offer a new patient: the clinic's own pattern, followed on
     * (docs/decisions/0053-medical-record-numbers-follow-the-clinic.md). An offer, not a hold:
     * two forms open at once get the same, and the second save is told it is taken (409).
     */
    async nextMedicalRecordNumber(tenant: Tenant): Promise<string> {
      const newest = await repositories.patients.newestMedicalRecordNumber(tenant.businessId);
      const place = medicalRecordPatternToFollow(newest);
      const highest = await repositories.patients.highestMedicalRecordCount(
        tenant.businessId,
        place,
      );
      return nextMedicalRecordNumber(place, highest);
    },

    async list(
      tenant: Tenant,
      query: PatientListQueryWithSort,
    ): Promise<{ data: PatientView[]; total: number }> {
      const { rows, total } = await repositories.patients.listPatients(tenant.businessId, {
        filter: {
          nameContains: query['name.contains'],
          phoneNumberContains: query['phoneNumber.contains'],
          addressContains: query['address.contains'],
          dobEquals: query['dob.equals'],
        },
        sort: parseSortParam(query.sort, PATIENT_SORT_KEYS, DEFAULT_PATIENT_SORT),
        page: query.page,
        size: query.size,
      });
      return { data: rows.map(viewOf), total };
    },

    async get(tenant: Tenant, id: string): Promise<PatientView> {
      const found = await repositories.patients.findPatient(tenant.businessId, id);
      if (!found) throw new NotFoundError('errors.patientNotFound');
      return viewOf(found);
    },

    async create(tenant: Tenant, request: PatientRequest): Promise<PatientView> {
      const values = valuesOf(request);
      return repositories.transaction(async (tx) =>
        patientViewOf(await insertPatientIn(tx, tenant, values), null),
      );
    },

    async update(tenant: Tenant, id: string, request: PatientRequest): Promise<PatientView> {
      const values = valuesOf(request);
      return repositories.transaction(async (tx) => {
        const before = await tx.patients.findPatient(tenant.businessId, id);
        if (!before) throw new NotFoundError('errors.patientNotFound');
        const saved = await tx.patients.updatePatient(tenant.businessId, id, values, tenant.userId);
        if (saved === 'mrn-taken') throw mrnTaken(values.medicalRecordNumber);
        if (!saved) throw new NotFoundError('errors.patientNotFound');
        const changes = patientChanges(before, values);
        if (Object.keys(changes).length > 0) {
          await tx.medicalRecordAudit.record({
            businessId: tenant.businessId,
            patientId: id,
            actorId: tenant.userId,
            action: 'PATIENT_UPDATED',
            changes,
          });
        }
        return patientViewOf(saved, before.activeVisitId);
      });
    },

    async withActiveVisit(tenant: Tenant, patientId: string): Promise<PatientWithActiveVisitView> {
      const patient = await repositories.patients.findPatient(tenant.businessId, patientId);
      if (!patient) throw new NotFoundError('errors.patientNotFound');
      const visit = await repositories.patients.findActiveVisit(tenant.businessId, patientId);
      if (!visit) throw new NotFoundError('errors.noActiveVisit');
      return {
        ...patientViewOf(patient, visit.id),
        activeVisitId: visit.id,
        visit: activeVisitView(visit),
      };
    },
  };
}
export type PatientService = ReturnType<typeof createPatientService>;
