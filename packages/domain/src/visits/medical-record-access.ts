import { isAssessmentDoctor, type AssessmentViewer } from './assessment-access';

/**
 * Spec 1 §2.12 and §6 ("non-doctors see only treatment"), on every screen and in every answer:
 * only a doctor reads a visit's medical record (histories, anamnesis, examination, diagnoses,
 * body diagram, files, the end-visit note and file). The server leaves the record out of the
 * answers to anyone else, and the app does not ask to show it.
 */
export function canReadMedicalRecord(viewer: AssessmentViewer): boolean {
  return isAssessmentDoctor(viewer);
}

/**
 * Spec 1 §2.15: the diagnosis pills of a patient's visit history are the one medical item every
 * role that opens that page sees.
 */
export function canSeeVisitHistoryDiagnoses(viewer: AssessmentViewer): boolean {
  return viewer.role != null;
}
