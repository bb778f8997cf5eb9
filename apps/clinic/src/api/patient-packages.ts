import useSWR from 'swr';
import type { PatientPackageRow } from '@praktik/domain/packages/patient-package-row';
import type {
  PackageUseResult,
  PatientPackageDetail,
  PatientPackageHistoryRow,
} from '@praktik/domain/packages/patient-package-view.schema';
import type { ReminderSent } from '@praktik/domain/packages/whatsapp-reminder-record';
import { request, requestWithResponse } from './fetcher';
import { keys } from './keys';
import { totalCountOf, type Page } from './list-page';
import { REMINDER_LIST_REFRESH_MS } from './reservation-reminders';

/*
 * Patients' prepaid packages (spec 2 §2.4, §2.9, §7 packages service) under /api2/packages/v1
 * (docs/api.md, "Patient packages").
 */

const BASE = '/api2/packages/v1';

async function listOf<T>(path: string, params: Readonly<Record<string, string>>): Promise<Page<T>> {
  const query = new URLSearchParams(params).toString();
  const response = await requestWithResponse<{ data: T[] }>(`${BASE}${path}?${query}`);
  return {
    rows: response.data.data,
    total: totalCountOf(response.headers, response.data.data.length),
  };
}

/**
 * The follow-up list; `params` is `patientPackageQueryParams(filter, paging)` or
 * `overduePackageQueryParams(paging)`. Asked again while open, for the reminders others send.
 */
export function usePatientPackages(params: Readonly<Record<string, string>> | null) {
  return useSWR(
    params ? keys.patientPackages(params) : null,
    ([, query]) => listOf<PatientPackageRow>('/patient-packages', query),
    { refreshInterval: REMINDER_LIST_REFRESH_MS },
  );
}

/** Records that the caller opened the package's WhatsApp follow-up. */
export async function recordPackageReminderSend(id: string): Promise<ReminderSent> {
  return (
    await request<{ data: ReminderSent }>(
      `${BASE}/patient-packages/${encodeURIComponent(id)}/reminder-sends`,
      { method: 'POST' },
    )
  ).data;
}

export async function getPatientPackage(id: string): Promise<PatientPackageDetail> {
  return (
    await request<{ data: PatientPackageDetail }>(
      `${BASE}/patient-packages/${encodeURIComponent(id)}`,
    )
  ).data;
}

export function usePatientPackage(id: string | null) {
  return useSWR(id ? keys.patientPackage(id) : null, ([, packageId]) =>
    getPatientPackage(packageId),
  );
}

/** A patient's package events; `params` holds patient_id, page, size, sort_by, sort_order. */
export function usePatientPackageHistory(params: Readonly<Record<string, string>> | null) {
  return useSWR(params ? keys.patientPackageHistory(params) : null, ([, query]) =>
    listOf<PatientPackageHistoryRow>('/patient-package-history', query),
  );
}

/** Where a use happens: the reservation's visit. */
export interface UseTarget {
  bookingId: string;
  patientId: string | null;
}

/** Uses one visit of the patient's package (`packageId`: `actived_packages[].id`). */
export async function applyPatientPackage(
  packageId: string,
  target: UseTarget,
): Promise<PackageUseResult> {
  return (
    await request<{ data: PackageUseResult }>(`${BASE}/active-package`, {
      method: 'POST',
      body: { packageId, bookingId: target.bookingId, patientId: target.patientId },
    })
  ).data;
}

/** Gives back the visit a use took. */
export async function undoPatientPackageUse(useId: string): Promise<PackageUseResult> {
  return (
    await request<{ data: PackageUseResult }>(`${BASE}/active-package/undo`, {
      method: 'POST',
      body: { useId },
    })
  ).data;
}

/** Releases the package: no more uses; its remaining visits stay on record. */
export async function releasePatientPackage(id: string): Promise<PatientPackageDetail> {
  return (
    await request<{ data: PatientPackageDetail }>(
      `${BASE}/active-package/${encodeURIComponent(id)}`,
      { method: 'DELETE' },
    )
  ).data;
}
