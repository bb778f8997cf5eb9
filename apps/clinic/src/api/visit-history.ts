import useSWR from 'swr';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { requestWithResponse } from './fetcher';
import { keys } from './keys';
import { totalCountOf, type Page } from './list-page';

/*
 * A patient's visit history (spec 1 §2.15): GET /dashboard/visits-history/{patientId}
 * (docs/api.md, "Patients and visits"); the header's patient is the patients module's `usePatient`.
 */

/** Spec 1 §3 "Visit history item", as the server answers it. */
export interface VisitHistoryItem {
  id: string;
  status: VisitStatus;
  start: string;
  startInString: string;
  practitionerId: string;
  practitionerName: string;
  anamnesis: string | null;
  examination: string | null;
  treatment: string | null;
  diagnosisJson: unknown;
  fileUploads: string[] | null;
  patient: { id: string; name: string };
}

/** The history's query string: zero-based page and size. */
export function visitHistoryPath(patientId: string, page: number, size: number): string {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  return `/api2/dashboard/visits-history/${encodeURIComponent(patientId)}?${params.toString()}`;
}

/** A patient's visits, newest first (null id: nothing to load). Keeps the last page meanwhile. */
export function usePatientVisitHistory(patientId: string | null, page: number, size: number) {
  return useSWR(
    patientId ? keys.visitHistory(patientId, page, size) : null,
    async (): Promise<Page<VisitHistoryItem>> => {
      const res = await requestWithResponse<{ data: VisitHistoryItem[] }>(
        visitHistoryPath(patientId!, page, size),
      );
      const rows = res.data?.data ?? [];
      return { rows, total: totalCountOf(res.headers, rows.length) };
    },
    { keepPreviousData: true },
  );
}

/** The view-only assessment of a visit (spec 1 §2.12, §2.15): `view=1` and the router state. */
export function viewOnlyAssessmentHref(visitId: string, patientId: string): string {
  const params = new URLSearchParams({ id: visitId, patientId, view: '1' });
  return `/dashboard/active-visit/assesment?${params.toString()}`;
}

/** The router state the assessment reads for its view-only mode. */
export const VIEW_ONLY_STATE = { viewOnly: true } as const;
