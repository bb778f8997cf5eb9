import type { Role } from '../access/roles';

/**
 * The parts of the visit assessment screen (spec 1 §2.12), in the order the doctor sees them.
 * `examination` is the examination text (the doctor's summary, next to the body annotations),
 * `files` the uploads and camera photos, `bodyDiagram` the annotated body images.
 */
export const ASSESSMENT_FIELDS = [
  'allergies',
  'riwayatPenyakit',
  'riwayatPenyakitKeluarga',
  'anamnesis',
  'examination',
  'diagnosis',
  'treatment',
  'files',
  'bodyDiagram',
] as const;
export type AssessmentField = (typeof ASSESSMENT_FIELDS)[number];

/** Every part but treatment is medical: only a doctor sees and writes it. */
export const MEDICAL_FIELDS: readonly AssessmentField[] = ASSESSMENT_FIELDS.filter(
  (field) => field !== 'treatment',
);

/** Where each medical part travels in the assessment submit payload (spec 1 §3). */
export const MEDICAL_PAYLOAD_KEYS = {
  allergies: 'allergies',
  riwayatPenyakit: 'riwayatPenyakit',
  riwayatPenyakitKeluarga: 'riwayatPenyakitKeluarga',
  anamnesis: 'anamnesis',
  examination: 'examination',
  diagnosis: 'diagnosisDTOs',
  files: 'fileUploads',
  bodyDiagram: 'annotationDTOs',
} as const satisfies Record<Exclude<AssessmentField, 'treatment'>, string>;

/** The label of each part, as a `fields.*` text key. */
export const ASSESSMENT_FIELD_LABEL_KEYS: Record<AssessmentField, string> = {
  allergies: 'fields.allergies',
  riwayatPenyakit: 'fields.riwayatPenyakit',
  riwayatPenyakitKeluarga: 'fields.riwayatPenyakitKeluarga',
  anamnesis: 'fields.anamnesis',
  examination: 'fields.examination',
  diagnosis: 'fields.diagnosis',
  treatment: 'fields.treatment',
  files: 'fields.fileUpload',
  bodyDiagram: 'fields.annotations',
};

export type FieldAccess = 'edit' | 'read' | 'hidden';

/** `edit` on the assessment route; `view` when opened from a history (spec 1 §2.13, §2.15). */
export type AssessmentMode = 'edit' | 'view';

export interface AssessmentViewer {
  role: Role | null | undefined;
  /**
   * The roles the user practises as (the visit's practitionerRole list, spec 1 §3): an owner who
   * is also a doctor lists ROLE_DOCTOR here.
   */
  practitionerRoles?: readonly Role[] | null;
}

/**
 * Spec 1 §6: the medical fields are for "someone whose practitioner role includes doctor".
 * Staff never are: their assessment is read-only whatever else they hold.
 */
export function isAssessmentDoctor({ role, practitionerRoles }: AssessmentViewer): boolean {
  if (role === 'ROLE_STAFF' || role == null) return false;
  return role === 'ROLE_DOCTOR' || (practitionerRoles ?? []).includes('ROLE_DOCTOR');
}

/** May this user save an assessment at all? Staff only read it (spec 1 §6, spec 2 §6). */
export function canSaveAssessment(viewer: AssessmentViewer): boolean {
  return viewer.role != null && viewer.role !== 'ROLE_STAFF';
}

/** May this user write the medical fields? The server refuses them from anyone else. */
export function canWriteMedicalFields(
  role: Role | null | undefined,
  practitionerRoles?: readonly Role[] | null,
): boolean {
  return isAssessmentDoctor({ role, practitionerRoles });
}

/**
 * Per field: a doctor sees and edits everything; anyone else sees only treatment and may write
 * it; staff read it; in view mode everything shown is read-only. A user without a role sees
 * nothing.
 */
export function assessmentFieldAccess(
  viewer: AssessmentViewer & { mode: AssessmentMode },
): Record<AssessmentField, FieldAccess> {
  const doctor = isAssessmentDoctor(viewer);
  const writes = viewer.mode === 'edit' && canSaveAssessment(viewer);
  const access = {} as Record<AssessmentField, FieldAccess>;
  for (const field of ASSESSMENT_FIELDS) {
    const sees = viewer.role != null && (field === 'treatment' || doctor);
    access[field] = !sees ? 'hidden' : writes ? 'edit' : 'read';
  }
  return access;
}

/** The fields this viewer may change (the assessment's save button shows when any). */
export function editableAssessmentFields(
  viewer: AssessmentViewer & { mode: AssessmentMode },
): AssessmentField[] {
  const access = assessmentFieldAccess(viewer);
  return ASSESSMENT_FIELDS.filter((field) => access[field] === 'edit');
}
