import useSWR from 'swr';
import { sortParam } from '@praktik/domain/tables/sort';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { requestWithResponse } from './fetcher';
import { keys } from './keys';
import type { ReportQuery } from './list-queries';
import { totalCountOf, type Page } from './list-page';

/*
 * Visit history (spec 1 §2.13) and the doctor report (§2.14): GET /dashboard/inactive-visits,
 * /dashboard/practitioner-stats and their /export-to-csv twins
 * (docs/api.md, "Visit reports").
 */

/** A row of the visit history: a WAITING_PAYMENT or DONE visit and its patient. */
export interface HistoryRow {
  id: string;
  status: VisitStatus;
  start: string;
  startInString: string;
  practitionerId: string;
  practitionerName: string;
  treatment: string | null;
  diagnosisJson: unknown;
  patient: {
    id: string;
    name: string;
    medicalRecordNumber: string | null;
    dob: string | null;
    dateOfBirth: string | null;
    gender: string | null;
  };
}

/** Spec 1 §3 "Report row": one practitioner's distinct patients in the range. */
export interface ReportRow {
  doctorId: string;
  doctorName: string;
  totalPatients: number;
  totalMalePatients: number;
  totalFemalePatients: number;
  /** Reservations of the practitioner marked as no-shows in the range. */
  noShows: number;
}

export type ReportKind = 'history' | 'report';

/** Each list's path, the name of its practitioner parameter (as the contract spells it) and file. */
export const REPORT_ENDPOINTS: Record<
  ReportKind,
  { path: string; practitionerParam: string; fileName: string }
> = {
  history: {
    path: '/api2/dashboard/inactive-visits',
    practitionerParam: 'practitionerId',
    fileName: 'history-visit.csv',
  },
  report: {
    path: '/api2/dashboard/practitioner-stats',
    practitionerParam: 'practitioner_id',
    fileName: 'report-visit.csv',
  },
};

/**
 * The query string of a list (`paged`) or of its CSV export (the same minus paging). An unsorted
 * table sends no sort, so the server's default applies.
 */
export function reportSearchParams(
  kind: ReportKind,
  query: ReportQuery,
  paged: boolean,
): URLSearchParams {
  const params = new URLSearchParams();
  if (paged) {
    params.set('page', String(query.page));
    params.set('size', String(query.size));
  }
  params.set('from', query.from);
  params.set('to', query.to);
  const sort = sortParam(query.sort);
  if (sort !== undefined) params.set('sort', sort);
  if (query.practitionerId) {
    params.set(REPORT_ENDPOINTS[kind].practitionerParam, query.practitionerId);
  }
  return params;
}

async function fetchPage<T>(kind: ReportKind, query: ReportQuery): Promise<Page<T>> {
  const search = reportSearchParams(kind, query, true).toString();
  const res = await requestWithResponse<{ data: T[] }>(`${REPORT_ENDPOINTS[kind].path}?${search}`);
  const rows = res.data?.data ?? [];
  return { rows, total: totalCountOf(res.headers, rows.length) };
}

/** GET /dashboard/inactive-visits (null: not yet). Keeps the last page while the next loads. */
export function useInactiveVisits(query: ReportQuery | null) {
  return useSWR(
    query ? keys.inactiveVisits(query) : null,
    () => fetchPage<HistoryRow>('history', query!),
    {
      keepPreviousData: true,
    },
  );
}

/** GET /dashboard/practitioner-stats (null: not yet). */
export function usePractitionerStats(query: ReportQuery | null) {
  return useSWR(
    query ? keys.practitionerStats(query) : null,
    () => fetchPage<ReportRow>('report', query!),
    {
      keepPreviousData: true,
    },
  );
}

const BOM = '\uFEFF';

/**
 * The CSV as a file. The fetch decoder drops the server's byte order mark, so it is put back:
 * spreadsheet programs need it to read the Indonesian text as UTF-8.
 */
export function csvBlob(text: string): Blob {
  return new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' });
}

/** Hands a file to the browser as a download with the given name (Blob, object URL, a click). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET …/export-to-csv with the bearer token (the fetcher refreshes it on 401 like any call) and
 * saves it as history-visit.csv or report-visit.csv. Failures throw the server's ApiError.
 */
export async function exportReportCsv(
  kind: ReportKind,
  query: ReportQuery,
  save: (blob: Blob, fileName: string) => void = saveFile,
): Promise<void> {
  const { path, fileName } = REPORT_ENDPOINTS[kind];
  const search = reportSearchParams(kind, query, false).toString();
  const res = await requestWithResponse<unknown>(`${path}/export-to-csv?${search}`, {
    headers: { Accept: 'text/csv, application/problem+json' },
  });
  const text = typeof res.data === 'string' ? res.data : '';
  save(csvBlob(text), fileName);
}
