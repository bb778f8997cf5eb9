import { staffListQuerySchema } from '@praktik/domain/staff/staff.schema';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import type { TableQuery } from '@praktik/domain/tables/table-query';
import type { StaffListQuery } from '../../api/staff';

/** The list's query as a domain `TableQuery` for the paging rules; the server sorts by name. */
export type StaffListState = StaffListQuery & TableQuery & { sort: null };

/**
 * The staff list's page, size and role filter, kept in the address (so Back from a member
 * returns to the same page). Read with the server's own query schema: an address that does not
 * pass gives the first page of every role.
 */
export function staffListStateFromSearch(search: URLSearchParams): StaffListState {
  const parsed = staffListQuerySchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return { page: 0, size: PAGE_SIZES.staffList, role: null, sort: null };
  const { page, size, role } = parsed.data;
  return { page, size, role: role ?? null, sort: null };
}

/** The list call's query: the state without the (unused) sort. */
export function staffListQueryOf({ page, size, role }: StaffListState): StaffListQuery {
  return { page, size, role };
}

/** The address for a state, without the default page and size. */
export function searchOfStaffListState(state: StaffListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.role) search.set('role', state.role);
  if (state.page !== 0) search.set('page', String(state.page));
  if (state.size !== PAGE_SIZES.staffList) search.set('size', String(state.size));
  return search;
}
