import useSWR, { type ScopedMutator } from 'swr';
import type { Role } from '@praktik/domain/access/roles';
import type {
  StaffCreateRequest,
  StaffEditRequest,
  StaffRow,
} from '@praktik/domain/staff/staff.schema';
import { request, requestWithResponse } from './fetcher';
import { keyFilters, keys } from './keys';
import { totalCountOf, type Page } from './list-page';

/** `GET /dashboard/staff`'s query (spec 2 §7): a zero-based page, its size, one role or all. */
export interface StaffListQuery {
  page: number;
  size: number;
  role: Role | null;
}

const STAFF_BASE = '/api2/dashboard/staff';

function memberPath(id: string, action?: 'deactivate' | 'activate'): string {
  return `${STAFF_BASE}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
}

/** The list call's query string; no role means every role. */
export function staffListSearch(query: StaffListQuery): string {
  const search = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.role) search.set('role', query.role);
  return search.toString();
}

export async function listStaff(query: StaffListQuery): Promise<Page<StaffRow>> {
  const res = await requestWithResponse<{ data: StaffRow[] }>(
    `${STAFF_BASE}?${staffListSearch(query)}`,
  );
  const rows = res.data.data;
  return { rows, total: totalCountOf(res.headers, rows.length) };
}

/** A page of the clinic's accounts; the previous page stays on screen while the next loads. */
export function useStaffList(query: StaffListQuery) {
  return useSWR(keys.staffList(query), ([, q]) => listStaff(q), { keepPreviousData: true });
}

export async function getStaffMember(id: string): Promise<StaffRow> {
  return (await request<{ data: StaffRow }>(memberPath(id))).data;
}

/** One account of the clinic (edit and detail); nothing is fetched without an id. */
export function useStaffMember(id: string | null) {
  return useSWR(id ? keys.staffMember(id) : null, ([, memberId]) => getStaffMember(memberId));
}

/** Creates (no `id`) or edits (with `id`) a staff member: one call, as spec 2 §7 has it. */
export async function saveStaffMember(
  body: StaffCreateRequest | StaffEditRequest,
): Promise<StaffRow> {
  return (await request<{ data: StaffRow }>(STAFF_BASE, { method: 'POST', body })).data;
}

/** The account can no longer sign in; it stays listed (`active: false`). */
export async function deactivateStaffMember(id: string): Promise<StaffRow> {
  return (await request<{ data: StaffRow }>(memberPath(id, 'deactivate'), { method: 'POST' })).data;
}

/** The account signs in again with its password. */
export async function activateStaffMember(id: string): Promise<StaffRow> {
  return (await request<{ data: StaffRow }>(memberPath(id, 'activate'), { method: 'POST' })).data;
}

/**
 * After a save or a (de)activation: every staff list page and member is read again, and the
 * practitioner list too (it holds only active doctors and beauticians).
 */
export function revalidateStaff(mutate: ScopedMutator): Promise<unknown> {
  return mutate(keyFilters.staff);
}
