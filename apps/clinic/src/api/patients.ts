import useSWR, { type ScopedMutator } from 'swr';
import type { Gender } from '@praktik/domain/account/profile.schema';
import type { Allergy } from '@praktik/domain/patients/allergies';
import type { IdentificationType } from '@praktik/domain/patients/identification';
import type { PatientRequest } from '@praktik/domain/patients/patient.schema';
import type { StartVisitInput } from '@praktik/domain/visits/start-visit.schema';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { request, requestWithResponse } from './fetcher';
import { keyFilters, keys } from './keys';
import type { PatientListQuery } from './list-queries';
import { totalCountOf } from './list-page';

/** A patient as the server answers it (docs/api.md, `PatientView`). */
export interface PatientView {
  id: string;
  name: string;
  phoneNumber: string | null;
  /** DD-MM-YYYY */
  dob: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  gender: Gender | null;
  address: string | null;
  remark: string | null;
  email: string | null;
  identificationType: IdentificationType;
  identificationNumber: string | null;
  medicalRecordNumber: string | null;
  allergies: Allergy[];
  satuSehatPatientId: string | null;
  /** Not null while the patient has an ACTIVE visit (no Start Visit then). */
  activeVisitId: string | null;
}

/** The answer of `POST /dashboard/start-visit-v2`: the patient with the visit just started. */
export interface PatientWithActiveVisit extends PatientView {
  activeVisitId: string;
  visit: {
    id: string;
    status: VisitStatus;
    sequence: number;
    visitDate: string;
    start: string | null;
    startInString: string | null;
    doctorId: string;
    doctorName: string;
    treatment: string | null;
    locationId: string | null;
    bookingId: string | null;
  };
}

export interface PatientPage {
  rows: PatientView[];
  total: number;
}

/** The query string of the list call; absent values are left out. */
export function patientListSearch(query: PatientListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') search.set(name, value);
  }
  return search.toString();
}

export async function listPatients(query: PatientListQuery): Promise<PatientPage> {
  const res = await requestWithResponse<{ data: PatientView[] }>(
    `/api2/dashboard/patients?${patientListSearch(query)}`,
  );
  const rows = res.data.data;
  return { rows, total: totalCountOf(res.headers, rows.length) };
}

/** A page of the clinic's patients; the previous page stays on screen while the next loads. */
export function usePatientList(query: PatientListQuery) {
  return useSWR(keys.patientList(query), ([, q]) => listPatients(q), { keepPreviousData: true });
}

export async function getPatient(id: string): Promise<PatientView> {
  return (await request<{ data: PatientView }>(`/api2/dashboard/patient/${encodeURIComponent(id)}`))
    .data;
}

/** One patient (edit and detail); nothing is fetched without an id. */
export function usePatient(id: string | null) {
  return useSWR(id ? keys.patient(id) : null, ([, patientId]) => getPatient(patientId));
}

export async function getNextMedicalRecordNumber(): Promise<string> {
  const answer = await request<{ data: { medicalRecordNumber: string } }>(
    '/api2/dashboard/patients/next-medical-record-number',
  );
  return answer.data.medicalRecordNumber;
}

/** The number to offer a new patient, in the clinic's own pattern; asked only when `enabled`. */
export function useNextMedicalRecordNumber(enabled: boolean) {
  return useSWR(enabled ? keys.nextMedicalRecordNumber() : null, getNextMedicalRecordNumber, {
    revalidateOnFocus: false,
  });
}

export async function createPatient(body: PatientRequest): Promise<PatientView> {
  return (await request<{ data: PatientView }>('/api2/dashboard/patient', { method: 'POST', body }))
    .data;
}

export async function updatePatient(id: string, body: PatientRequest): Promise<PatientView> {
  return (
    await request<{ data: PatientView }>(`/api2/dashboard/patient/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    })
  ).data;
}

/** Starts a visit (spec 1 §4); the answer is the patient with the visit now active. */
export async function startVisit(body: StartVisitInput): Promise<PatientWithActiveVisit> {
  return (
    await request<{ data: PatientWithActiveVisit }>('/api2/dashboard/start-visit-v2', {
      method: 'POST',
      body,
    })
  ).data;
}

/** After a save or a visit start: every patient list page and patient is read again. */
export function revalidatePatients(mutate: ScopedMutator): Promise<unknown> {
  return mutate(keyFilters.patients);
}
