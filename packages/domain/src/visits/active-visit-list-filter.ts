import { PAGE_SIZES } from '../tables/page-sizes';
import { sortParam } from '../tables/sort';
import type { TableQuery } from '../tables/table-query';
import { isValidIsoDate } from '../validation/fields';

/**
 * The active visit list's filters (spec 1 §2.10): name, phone and date of birth (YYYY-MM-DD as
 * the picker holds it, '' when not set), with the table's page (zero-based), size (default 50)
 * and sort (none: the server's queue order, `start,asc`). The table-query rules
 * (`withFilterChange`, `withPageSize`, `withSortClick`) apply to it.
 */
export interface ActiveVisitListFilter extends TableQuery {
  name: string;
  phoneNumber: string;
  dateOfBirth: string;
}

/** The columns the list call sorts by (docs/api.md). */
export const ACTIVE_VISIT_SORT_KEYS = ['start', 'sequence', 'name', 'doctorName'] as const;

export const ACTIVE_VISIT_LIST_DEFAULT_SIZE = PAGE_SIZES.default;

export const EMPTY_ACTIVE_VISIT_LIST_FILTER: ActiveVisitListFilter = {
  name: '',
  phoneNumber: '',
  dateOfBirth: '',
  page: 0,
  size: ACTIVE_VISIT_LIST_DEFAULT_SIZE,
  sort: null,
};

/** The query names of `GET /dashboard/visits` (spec 1 §7). */
export interface ActiveVisitListQueryParams {
  page: string;
  size: string;
  'name.equals'?: string;
  'phoneNumber.equals'?: string;
  'dob.equals'?: string;
  sort?: string;
}

/**
 * The filter as the list call's query: blank filters are left out, texts trimmed, and a date
 * that is not a whole YYYY-MM-DD day (a picker half filled) is not sent.
 */
export function activeVisitListQueryParams(
  filter: ActiveVisitListFilter,
): ActiveVisitListQueryParams {
  const params: ActiveVisitListQueryParams = {
    page: String(filter.page),
    size: String(filter.size),
  };
  const name = filter.name.trim();
  const phone = filter.phoneNumber.trim();
  const dob = filter.dateOfBirth.trim();
  if (name) params['name.equals'] = name;
  if (phone) params['phoneNumber.equals'] = phone;
  if (dob && isValidIsoDate(dob)) params['dob.equals'] = dob;
  const sort = sortParam(filter.sort);
  if (sort) params.sort = sort;
  return params;
}
