import { isRole, type Role } from '@praktik/domain/access/roles';
import { clinicDateTime } from '@praktik/domain/dates/clinic-date-time';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { parseDiagnosisJson } from '@praktik/domain/visits/diagnosis-json';
import { endVisitConfirmation } from '@praktik/domain/visits/end-visit.schema';
import type { AssessmentViewer } from '@praktik/domain/visits/assessment-access';
import {
  canReadMedicalRecord,
  canSeeVisitHistoryDiagnoses,
} from '@praktik/domain/visits/medical-record-access';
import type { FileUrls } from '../files/file-urls';
import type { ActiveVisitView } from '../patients/patient-view.schema';
import { patientViewOf } from '../patients/patients.service';
import type { VisitListRow, VisitRow, VisitWithPeople } from './visits.repository';
import type { VisitDetail, VisitHistoryItem, VisitListItem } from './visit-view.schema';

/** How stored file references are answered (absolute on PUBLIC_URL, or as stored). */
export type FileUrlView = Pick<FileUrls, 'toPublic' | 'toStored'>;

/** A patient as the patient calls answer it (the patients module's view). */
export { patientViewOf };

/** The practitioner's roles as a list (one role per account today); unknown roles are dropped. */
export function practitionerRolesOf(role: string | null): Role[] {
  // The domain's plain check rather than a zod parse: this runs on every row of the active list.
  return isRole(role) ? [role] : [];
}

/**
 * Would the end-visit modal find nothing missing? A doctor's visit checks anamnesis,
 * examination, diagnosis and treatment; anyone else's (a beautician's) only treatment.
 */
export function isVisitCompleted(
  visit: Pick<VisitRow, 'anamnesis' | 'examination' | 'treatment' | 'diagnoses'>,
  practitionerRoles: readonly Role[],
): boolean {
  return (
    endVisitConfirmation(
      {
        anamnesis: visit.anamnesis,
        examination: visit.examination,
        treatment: visit.treatment,
        diagnosisJson: visit.diagnoses,
      },
      { byDoctor: practitionerRoles.includes('ROLE_DOCTOR') },
    ).missing.length === 0
  );
}

/** The medical parts of a visit detail as a non-doctor receives them: empty. */
const WITHHELD_MEDICAL_DETAIL = {
  anamnesis: null,
  examination: null,
  riwayatPenyakit: null,
  riwayatPenyakitKeluarga: null,
  diagnosisJson: [],
  annotationJson: [],
  fileUploads: [],
  endNote: null,
  endFileUrl: null,
} as const satisfies Partial<VisitDetail>;

/** Clinics have no time zone setting yet: the domain's default (+7, WIB) until they do. */
const startInString = (startedAt: Date | null) =>
  startedAt ? clinicDateTime(startedAt, DEFAULT_UTC_OFFSET_HOURS) : null;

/**
 * A visit as the assessment screen shows it to this viewer: the medical record only to a doctor
 * (the domain's canReadMedicalRecord); anyone else gets treatment, and empty medical parts.
 */
export function visitDetailOf(
  row: VisitWithPeople,
  files: FileUrlView,
  viewer: AssessmentViewer,
): VisitDetail {
  const { visit } = row;
  const practitionerRole = practitionerRolesOf(row.practitionerRole);
  const detail: VisitDetail = {
    id: visit.id,
    status: visit.status,
    sequence: visit.sequenceNumber,
    visitDate: visit.visitDate,
    start: visit.startedAt?.toISOString() ?? null,
    startInString: startInString(visit.startedAt),
    end: visit.endedAt?.toISOString() ?? null,
    doctorId: visit.practitionerId,
    doctorName: row.practitionerName,
    practitionerRole,
    locationId: visit.locationId,
    bookingId: visit.bookingId,
    anamnesis: visit.anamnesis,
    examination: visit.examination,
    treatment: visit.treatment,
    riwayatPenyakit: visit.riwayatPenyakit,
    riwayatPenyakitKeluarga: visit.riwayatPenyakitKeluarga,
    diagnosisJson: parseDiagnosisJson(visit.diagnoses),
    annotationJson: visit.annotations,
    fileUploads: visit.fileUploads.map((file) => files.toPublic(file)),
    endNote: visit.endNote,
    endFileUrl: files.toPublic(visit.endFileUrl),
    satuSehatEncounterId: visit.satuSehatEncounterId,
    visitCompleted: isVisitCompleted(visit, practitionerRole),
    patient: patientViewOf(row.patient, row.patientActiveVisitId),
  };
  return canReadMedicalRecord(viewer) ? detail : { ...detail, ...WITHHELD_MEDICAL_DETAIL };
}

/** What the patient's active visit shows of a visit (the active list's rows show the same). */
function visitSummaryOf({ visit, practitionerName }: VisitListRow) {
  return {
    id: visit.id,
    status: visit.status,
    sequence: visit.sequenceNumber,
    visitDate: visit.visitDate,
    start: visit.startedAt?.toISOString() ?? null,
    startInString: startInString(visit.startedAt),
    doctorId: visit.practitionerId,
    doctorName: practitionerName,
    treatment: visit.treatment,
  };
}

/**
 * A row of the active-visit list: visitSummaryOf's fields written out rather than spread in
 * (the spread copy was most of the list's own mapping, about 20 µs a row; bench/api/README.md).
 */
export function visitListItemOf(row: VisitListRow): VisitListItem {
  const { visit } = row;
  return {
    id: visit.id,
    status: visit.status,
    sequence: visit.sequenceNumber,
    visitDate: visit.visitDate,
    start: visit.startedAt?.toISOString() ?? null,
    startInString: startInString(visit.startedAt),
    doctorId: visit.practitionerId,
    doctorName: row.practitionerName,
    treatment: visit.treatment,
    visitCompleted: isVisitCompleted(visit, practitionerRolesOf(row.practitionerRole)),
    patient: patientViewOf(row.patient, row.patientActiveVisitId),
  };
}

/**
 * A panel of the patient's visit history (spec 1 §2.15) for this viewer: anamnesis, examination
 * and files only to a doctor; the diagnosis pills and treatment to every role.
 */
export function visitHistoryItemOf(
  row: VisitWithPeople,
  files: FileUrlView,
  viewer: AssessmentViewer,
): VisitHistoryItem {
  const { visit } = row;
  const medical = canReadMedicalRecord(viewer);
  return {
    id: visit.id,
    status: visit.status,
    start: visit.startedAt?.toISOString() ?? null,
    startInString: startInString(visit.startedAt),
    practitionerId: visit.practitionerId,
    practitionerName: row.practitionerName,
    anamnesis: medical ? visit.anamnesis : null,
    examination: medical ? visit.examination : null,
    treatment: visit.treatment,
    diagnosisJson: canSeeVisitHistoryDiagnoses(viewer) ? parseDiagnosisJson(visit.diagnoses) : [],
    fileUploads: medical ? visit.fileUploads.map((file) => files.toPublic(file)) : [],
    patient: { id: row.patient.id, name: row.patient.name },
  };
}

/** The ACTIVE visit as the patient row and the reservation dialog show it (start-visit-v2). */
export function activeVisitViewOf(row: VisitWithPeople): ActiveVisitView {
  const { visit } = row;
  return {
    ...visitSummaryOf(row),
    locationId: visit.locationId,
    bookingId: visit.bookingId,
  };
}
