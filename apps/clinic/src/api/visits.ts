import useSWR, { type SWRConfiguration } from 'swr';
import type { Role } from '@praktik/domain/access/roles';
import type { Allergy } from '@praktik/domain/patients/allergies';
import type { Annotation } from '@praktik/domain/visits/annotation';
import type { AssessmentPayload, Diagnosis } from '@praktik/domain/visits/assessment.schema';
import type { EndVisitPayload } from '@praktik/domain/visits/end-visit.schema';
import type { VisitStatus } from '@praktik/domain/visits/status';
import {
  activeVisitListQueryParams,
  type ActiveVisitListFilter,
} from '@praktik/domain/visits/active-visit-list-filter';
import {
  ACTIVE_VISIT_REFETCH_ON_FOCUS,
  ACTIVE_VISIT_REFRESH_MS,
} from '@praktik/domain/visits/visit-constants';
import { request, requestWithResponse } from './fetcher';
import { keys } from './keys';
import { totalCountOf } from './list-page';

/** The patient as visits carry it (`PatientView` in the OpenAPI document; docs/api.md). */
export interface PatientView {
  id: string;
  name: string;
  phoneNumber: string | null;
  /** DD-MM-YYYY */
  dob: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  address: string | null;
  remark: string | null;
  email: string | null;
  identificationType: string | null;
  identificationNumber: string | null;
  medicalRecordNumber: string | null;
  allergies: Allergy[] | null;
  satuSehatPatientId: string | null;
  activeVisitId: string | null;
}

/** `GET /dashboard/visits/{id}` */
export interface VisitDetail {
  id: string;
  status: VisitStatus;
  sequence: number;
  visitDate: string;
  start: string;
  startInString: string;
  end: string | null;
  doctorId: string | null;
  doctorName: string | null;
  practitionerRole: Role[] | null;
  locationId: string | null;
  bookingId: string | null;
  anamnesis: string | null;
  examination: string | null;
  treatment: string | null;
  riwayatPenyakit: string | null;
  riwayatPenyakitKeluarga: string | null;
  diagnosisJson: Diagnosis[] | null;
  annotationJson: Annotation[] | null;
  fileUploads: string[] | null;
  endNote: string | null;
  endFileUrl: string | null;
  satuSehatEncounterId: string | null;
  visitCompleted: boolean;
  patient: PatientView;
}

/** A row of `GET /dashboard/visits` (the active visits). */
export interface VisitListItem {
  id: string;
  status: VisitStatus;
  sequence: number;
  visitDate: string;
  start: string;
  startInString: string;
  doctorId: string | null;
  doctorName: string | null;
  treatment: string | null;
  visitCompleted: boolean;
  patient: PatientView;
}

export interface VisitPage {
  rows: VisitListItem[];
  total: number;
}

export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Spec 1 §2.10: the list reloads every 30 s and not when the window regains focus. */
export const ACTIVE_VISITS_SWR: SWRConfiguration = {
  refreshInterval: ACTIVE_VISIT_REFRESH_MS,
  revalidateOnFocus: ACTIVE_VISIT_REFETCH_ON_FOCUS,
  keepPreviousData: true,
};

export async function fetchActiveVisits(filter: ActiveVisitListFilter): Promise<VisitPage> {
  const answer = await requestWithResponse<{ data: VisitListItem[] }>(
    `/api2/dashboard/visits${queryString({ ...activeVisitListQueryParams(filter) })}`,
  );
  const rows = answer.data.data;
  return { rows, total: totalCountOf(answer.headers, rows.length) };
}

export function useActiveVisits(filter: ActiveVisitListFilter, enabled = true) {
  return useSWR(
    enabled ? keys.activeVisits(activeVisitListQueryParams(filter)) : null,
    () => fetchActiveVisits(filter),
    ACTIVE_VISITS_SWR,
  );
}

export async function fetchVisit(id: string): Promise<VisitDetail> {
  return (await request<{ data: VisitDetail }>(`/api2/dashboard/visits/${encodeURIComponent(id)}`))
    .data;
}

export function useVisit(id: string | null) {
  return useSWR(id ? keys.visit(id) : null, ([, visitId]) => fetchVisit(visitId), {
    revalidateOnFocus: false,
  });
}

/** POST /dashboard/save-visit: the patient's active visit takes the assessment. */
export async function saveVisit(payload: AssessmentPayload): Promise<VisitDetail> {
  return (
    await request<{ data: VisitDetail }>('/api2/dashboard/save-visit', {
      method: 'POST',
      body: payload,
    })
  ).data;
}

/** POST /dashboard/end-visit/{patientId}: ends the patient's active visit. */
export async function endVisit(patientId: string, payload: EndVisitPayload): Promise<VisitDetail> {
  return (
    await request<{ data: VisitDetail }>(
      `/api2/dashboard/end-visit/${encodeURIComponent(patientId)}`,
      { method: 'POST', body: payload },
    )
  ).data;
}
