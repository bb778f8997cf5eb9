/**
 * How the assessment is addressed (spec 1 §2.12): `/dashboard/active-visit/assesment?id=
 * {visitId}&patientId={patientId}`, the spec's spelling of the path kept. A history opens it
 * view-only with `view=1` in the query (a link that survives a reload and can be shared), and
 * react-router state `{ viewOnly: true }` is accepted too.
 */
export const ASSESSMENT_PATH = '/dashboard/active-visit/assesment';
export const VIEW_PARAM = 'view';

export function assessmentPath(
  visitId: string,
  patientId: string,
  { viewOnly = false }: { viewOnly?: boolean } = {},
): string {
  const query = new URLSearchParams({ id: visitId, patientId });
  if (viewOnly) query.set(VIEW_PARAM, '1');
  return `${ASSESSMENT_PATH}?${query.toString()}`;
}

export interface AssessmentAddress {
  visitId: string | null;
  patientId: string | null;
  viewOnly: boolean;
}

/** Reads the query (`id`, `patientId`, `view`) and the navigation state (`viewOnly`). */
export function readAssessmentAddress(search: string, state: unknown): AssessmentAddress {
  const query = new URLSearchParams(search);
  const view = query.get(VIEW_PARAM);
  const fromState =
    !!state && typeof state === 'object' && (state as { viewOnly?: unknown }).viewOnly === true;
  return {
    visitId: query.get('id')?.trim() || null,
    patientId: query.get('patientId')?.trim() || null,
    viewOnly: fromState || view === '1' || view === 'true' || query.get('mode') === 'view',
  };
}

/** The patient's visit history (spec 1 §2.15). */
export function patientHistoryPath(patientId: string): string {
  return `/dashboard/history?id=${encodeURIComponent(patientId)}`;
}

export const ACTIVE_VISITS_PATH = '/dashboard/active-visit';
