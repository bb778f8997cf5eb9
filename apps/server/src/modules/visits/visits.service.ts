import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { isPractitioner } from '@praktik/domain/access/roles';
import type { PatientFormValues } from '@praktik/domain/patients/patient.schema';
import { parseSortParam, type ParsedSort } from '@praktik/domain/tables/sort';
import {
  canSaveAssessment,
  canWriteMedicalFields,
  type AssessmentViewer,
} from '@praktik/domain/visits/assessment-access';
import {
  sentMedicalFields,
  type AssessmentPayload,
} from '@praktik/domain/visits/assessment.schema';
import type { EndVisitPayload } from '@praktik/domain/visits/end-visit.schema';
import type { StartVisitPayload } from '@praktik/domain/visits/start-visit.schema';
import { statusAfterEndVisit } from '@praktik/domain/visits/status-transitions';
import { NO_SEND_QUEUE, type SendQueue } from '../satusehat/satusehat-sends.service';
import { writeConditionSends } from '../satusehat/visit-sends';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import {
  ForbiddenError,
  NotFoundError,
  ValidationError,
  VisitAlreadyActiveError,
} from '../../shared/errors';
import { createFileUrls, isClinicFilePath } from '../files/file-urls';
import type { PatientWithActiveVisitView } from '../patients/patient-view.schema';
import type { PatientRow, PatientValues } from '../patients/patients.repository';
import { insertPatientIn } from '../patients/patients.service';
import { recordChanges } from './visit-changes';
import type {
  PractitionerView,
  VisitDetail,
  VisitHistoryItem,
  VisitListItem,
} from './visit-view.schema';
import {
  activeVisitViewOf,
  patientViewOf,
  visitDetailOf,
  visitHistoryItemOf,
  visitListItemOf,
  type FileUrlView,
} from './visit-views';
import {
  beginVisit,
  finishVisit,
  startVisitFromReservation,
  valuesOfRow,
  writeIdentityNumber,
} from './visit-lifecycle';
import {
  ACTIVE_VISIT_SORT_KEYS,
  type ActiveVisitSortKey,
  type AssessmentValues,
  type EndVisitValues,
} from './visits.repository';

/** Contract: the active list is the queue, first come first. */
export const DEFAULT_ACTIVE_VISIT_SORT: ParsedSort<ActiveVisitSortKey> = {
  key: 'start',
  direction: 'asc',
};

export interface ActiveVisitListQuery {
  page: number;
  size: number;
  nameContains?: string | undefined;
  phoneNumberContains?: string | undefined;
  /** YYYY-MM-DD */
  dobEquals?: string | undefined;
  sort?: string | undefined;
}

export interface VisitServiceDeps {
  now: Clock;
  /**
   * Answers stored `/files/...` references absolute on PUBLIC_URL and stores this server's URLs
   * as paths. Without it, references are answered as stored.
   */
  fileUrls?: FileUrlView;
  /** Where the visit's SATUSEHAT sends go once their transaction committed. */
  sendQueue?: SendQueue;
}

const visitNotFound = () => new NotFoundError('errors.visitNotFound');
const patientNotFound = () => new NotFoundError('errors.patientNotFound');
const noActiveVisit = () => new NotFoundError('errors.noActiveVisit');

/**
 * A file a visit keeps, as stored: only one uploaded to this server for this clinic
 * (`/files/<businessId>/...`). A link to another site, or to another clinic's upload, would put
 * content the clinic never uploaded into its medical record.
 */
function clinicFile(files: FileUrlView, businessId: string, url: string, field: string): string {
  const stored = files.toStored(url);
  if (!isClinicFilePath(stored, businessId)) {
    throw new ValidationError('errors.fileNotOfClinic', {}, field);
  }
  return stored;
}

/** What ending a visit writes: no payments yet, so an ended visit waits for its payment. */
export function endValuesOf(
  payload: EndVisitPayload,
  businessId: string,
  files: FileUrlView,
  endedAt: Date,
): EndVisitValues {
  return {
    status: statusAfterEndVisit({ paid: false }),
    endedAt,
    endNote: payload.note,
    endFileUrl:
      payload.fileUrl === null ? null : clinicFile(files, businessId, payload.fileUrl, 'fileUrl'),
  };
}

/** Doctors and beauticians act only on their own reservations (docs/api.md, "Reservations"). */
export function mayActOnReservation(tenant: Tenant, practitionerId: string): boolean {
  return !isPractitioner(tenant.role) || tenant.userId === practitionerId;
}

/** The new-patient form (YYYY-MM-DD date of birth) as the table stores it. */
export function patientValuesOfForm(form: PatientFormValues): PatientValues {
  return {
    name: form.name,
    phoneNumber: form.phoneNumber,
    dateOfBirth: form.dateOfBirth,
    gender: form.gender,
    address: form.address,
    remark: form.remark,
    email: form.email,
    identificationType: form.identificationType,
    identificationNumber: form.identificationNumber,
    medicalRecordNumber: form.medicalRecordNumber,
    allergies: form.allergies.map((allergy) => allergy.name),
  };
}

/** Who saves or reads: their role decides which fields they may write and read (spec 1 §6). */
export const viewerOf = (tenant: Tenant): AssessmentViewer => ({ role: tenant.role });

/** Refuses a save from someone who may not save an assessment (staff): 403. */
export function assertMaySaveAssessment(tenant: Tenant): void {
  if (!canSaveAssessment(viewerOf(tenant))) throw new ForbiddenError('errors.assessmentReadOnly');
}

/**
 * The caller's clinic's visits: starting one (one ACTIVE visit per patient, a queue number per
 * clinic and day), the assessment, ending it, and the lists. Every change to a medical record
 * writes its audit row in the same transaction.
 */
export function createVisitService(repositories: Repositories, deps: VisitServiceDeps) {
  const files: FileUrlView = deps.fileUrls ?? createFileUrls('');
  const sendQueue = deps.sendQueue ?? NO_SEND_QUEUE;

  /** One transaction whose SATUSEHAT sends are queued once it committed (never before). */
  async function withSends<T>(work: (tx: Repositories, queued: string[]) => Promise<T>) {
    const queued: string[] = [];
    const result = await repositories.transaction((tx) => work(tx, queued));
    sendQueue.enqueue(queued);
    return result;
  }

  async function detail(tx: Repositories, businessId: string, visitId: string) {
    const row = await tx.visits.findVisit(businessId, visitId);
    if (!row) throw visitNotFound();
    return row;
  }

  /** Start-visit (both variants): the new visit, read back with its people. */
  async function start(tenant: Tenant, payload: StartVisitPayload) {
    if (payload.bookingId !== null) return startFromBooking(tenant, payload, payload.bookingId);
    const { businessId, userId } = tenant;
    if (payload.patientId === null) throw patientNotFound();
    const patientId = payload.patientId;
    return withSends(async (tx, queued) => {
      const found = await tx.patients.findPatient(businessId, patientId);
      if (!found) throw patientNotFound();
      const practitioner = await tx.visits.findPractitioner(businessId, payload.staffId);
      if (!practitioner) {
        throw new ValidationError('errors.notAPractitioner', {}, 'staffId');
      }
      // The quick answer; the partial unique index decides when two starts race.
      if (found.activeVisitId) {
        const active = await tx.visits.lockActiveVisit(businessId, found.id);
        throw new VisitAlreadyActiveError(found.activeVisitId, active?.bookingId ?? null);
      }
      // The modal asks for the KTP number: a different one is the patient's now.
      const patient = await writeIdentityNumber(
        tx,
        tenant,
        found,
        'KTP',
        payload.identificationNumber,
      );

      const startedAt = deps.now();
      const visitDate = localDateAt(startedAt.toISOString(), DEFAULT_UTC_OFFSET_HOURS);
      const sequenceNumber = await tx.visits.nextSequenceNumber(
        businessId,
        visitDate,
        practitioner.id,
        userId,
      );
      const inserted = await beginVisit(
        tx,
        tenant,
        {
          patientId: patient.id,
          practitionerId: practitioner.id,
          locationId: payload.locationId,
          bookingId: null,
          visitDate,
          sequenceNumber,
          startedAt,
        },
        queued,
      );
      return detail(tx, businessId, inserted.id);
    });
  }

  /**
   * Start-visit from a reservation (docs/api.md, "Reservations"): the reservation's practitioner, its
   * patient (or the one named or created now, for an online booking), ACTIVE together.
   */
  async function startFromBooking(tenant: Tenant, payload: StartVisitPayload, bookingId: string) {
    const { businessId } = tenant;
    return withSends(async (tx, queued) => {
      const reservation = await tx.reservations.lockReservation(businessId, bookingId);
      if (!reservation || !mayActOnReservation(tenant, reservation.practitionerId)) {
        throw new NotFoundError('errors.bookingNotFound');
      }
      if (payload.staffId !== reservation.practitionerId) {
        throw new ValidationError('errors.notTheReservationsPractitioner', {}, 'staffId');
      }
      let found: PatientRow | null;
      if (payload.patient) {
        found = await insertPatientIn(tx, tenant, patientValuesOfForm(payload.patient));
      } else {
        const patientId = payload.patientId ?? reservation.patientId;
        if (patientId === null) {
          throw new ValidationError('errors.reservationNeedsPatient', {}, 'patientId');
        }
        found = await tx.patients.findPatient(businessId, patientId);
      }
      if (!found) throw patientNotFound();
      const patient = await writeIdentityNumber(
        tx,
        tenant,
        found,
        'KTP',
        payload.identificationNumber,
      );
      const visit = await startVisitFromReservation(tx, tenant, reservation, {
        patient,
        locationId: payload.locationId,
        endPreviousVisit: payload.endPreviousVisit,
        now: deps.now(),
        endedStatus: statusAfterEndVisit({ paid: false }),
        queued,
      });
      return detail(tx, businessId, visit.id);
    });
  }

  return {
    async listPractitioners(tenant: Tenant): Promise<PractitionerView[]> {
      return repositories.visits.listPractitioners(tenant.businessId);
    },

    async start(tenant: Tenant, payload: StartVisitPayload): Promise<VisitDetail> {
      return visitDetailOf(await start(tenant, payload), files, viewerOf(tenant));
    },

    /** start-visit-v2: the patient with their new ACTIVE visit. */
    async startForPatientRow(
      tenant: Tenant,
      payload: StartVisitPayload,
    ): Promise<PatientWithActiveVisitView> {
      const row = await start(tenant, payload);
      return {
        ...patientViewOf(row.patient, row.visit.id),
        activeVisitId: row.visit.id,
        visit: activeVisitViewOf(row),
      };
    },

    async get(tenant: Tenant, visitId: string): Promise<VisitDetail> {
      return visitDetailOf(
        await detail(repositories, tenant.businessId, visitId),
        files,
        viewerOf(tenant),
      );
    },

    async listActive(
      tenant: Tenant,
      query: ActiveVisitListQuery,
    ): Promise<{ data: VisitListItem[]; total: number }> {
      const { rows, total } = await repositories.visits.listActiveVisits(tenant.businessId, {
        filter: {
          nameContains: query.nameContains,
          phoneNumberContains: query.phoneNumberContains,
          dobEquals: query.dobEquals,
        },
        sort: parseSortParam(query.sort, ACTIVE_VISIT_SORT_KEYS, DEFAULT_ACTIVE_VISIT_SORT),
        page: query.page,
        size: query.size,
      });
      return { data: rows.map(visitListItemOf), total };
    },

    async history(
      tenant: Tenant,
      patientId: string,
      page: { page: number; size: number },
    ): Promise<{ data: VisitHistoryItem[]; total: number }> {
      const patient = await repositories.patients.findPatient(tenant.businessId, patientId);
      if (!patient) throw patientNotFound();
      const { rows, total } = await repositories.visits.listPatientHistory(
        tenant.businessId,
        patientId,
        page.page,
        page.size,
      );
      return { data: rows.map((row) => visitHistoryItemOf(row, files, viewerOf(tenant))), total };
    },

    /**
     * Saves the assessment of the patient's ACTIVE visit (the payload has passed the schema for
     * this caller). A doctor writes every part and the patient's allergies; anyone else (who may
     * save at all) writes treatment only, and is refused when sending a medical part.
     */
    async saveAssessment(tenant: Tenant, payload: AssessmentPayload): Promise<VisitDetail> {
      assertMaySaveAssessment(tenant);
      const doctor = canWriteMedicalFields(tenant.role);
      if (!doctor && sentMedicalFields(payload).length > 0) {
        throw new ForbiddenError('errors.medicalFieldsDoctorOnly');
      }
      const { businessId, userId } = tenant;
      return visitDetailOf(
        await withSends(async (tx, queued) => {
          const patient = await tx.patients.findPatient(businessId, payload.patientId);
          if (!patient) throw patientNotFound();
          const visit = await tx.visits.lockActiveVisit(businessId, patient.id);
          if (!visit) throw noActiveVisit();

          const values: AssessmentValues = doctor
            ? {
                anamnesis: payload.anamnesis,
                examination: payload.examination,
                treatment: payload.treatment,
                riwayatPenyakit: payload.riwayatPenyakit,
                riwayatPenyakitKeluarga: payload.riwayatPenyakitKeluarga,
                diagnoses: payload.diagnosisDTOs,
                annotations: payload.annotationDTOs,
                fileUploads: payload.fileUploads.map((file, index) =>
                  clinicFile(files, businessId, file, `fileUploads.${index}`),
                ),
              }
            : { treatment: payload.treatment };
          const changes = recordChanges(visit, values);
          if (Object.keys(changes).length > 0) {
            await tx.visits.updateAssessment(businessId, visit.id, values, userId);
          }

          if (doctor) {
            const allergies = payload.allergies.map((allergy) => allergy.name);
            const allergyChanges = recordChanges({ allergies: patient.allergies }, { allergies });
            if (Object.keys(allergyChanges).length > 0) {
              const after = { ...valuesOfRow(patient), allergies };
              const saved = await tx.patients.updatePatient(businessId, patient.id, after, userId);
              if (!saved || saved === 'mrn-taken') throw patientNotFound();
              Object.assign(changes, allergyChanges);
            }
          }

          if (Object.keys(changes).length > 0) {
            await tx.medicalRecordAudit.record({
              businessId,
              patientId: patient.id,
              visitId: visit.id,
              actorId: userId,
              action: 'ASSESSMENT_SAVED',
              changes,
            });
          }
          if (doctor) {
            queued.push(
              ...(await writeConditionSends(tx, tenant, visit, payload.diagnosisDTOs.length)),
            );
          }
          return detail(tx, businessId, visit.id);
        }),
        files,
        viewerOf(tenant),
      );
    },

    /** Ends the patient's ACTIVE visit with the modal's note and file. */
    async end(tenant: Tenant, patientId: string, payload: EndVisitPayload): Promise<VisitDetail> {
      const { businessId } = tenant;
      return visitDetailOf(
        await withSends(async (tx, queued) => {
          const patient = await tx.patients.findPatient(businessId, patientId);
          if (!patient) throw patientNotFound();
          const visit = await tx.visits.lockActiveVisit(businessId, patient.id);
          if (!visit) throw noActiveVisit();
          const ended = await finishVisit(
            tx,
            tenant,
            visit,
            endValuesOf(payload, businessId, files, deps.now()),
            queued,
          );
          if (!ended) throw noActiveVisit();
          return detail(tx, businessId, visit.id);
        }),
        files,
        viewerOf(tenant),
      );
    },
  };
}
export type VisitService = ReturnType<typeof createVisitService>;
