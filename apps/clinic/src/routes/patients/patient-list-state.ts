import {
  EMPTY_PATIENT_LIST_FILTER,
  patientListQueryParams,
  patientListQuerySchema,
  PATIENT_LIST_DEFAULT_SIZE,
  PATIENT_LIST_FIRST_PAGE,
  type PatientListFilter,
} from '@praktik/domain/patients/patient-list-filter.schema';
import { parseSortParam, sortParam, type SortState } from '@praktik/domain/tables/sort';
import type { PatientListQuery } from '../../api/list-queries';

/** The list's columns the server sorts by (docs/api.md, `GET /patients`). */
export const PATIENT_SORT_KEYS = [
  'medicalRecordNumber',
  'name',
  'phoneNumber',
  'dob',
  'gender',
  'address',
] as const;

/** The filter of spec 1 §3 and the table's sort: a domain `TableQuery` for the table rules. */
export type PatientListState = PatientListFilter & { sort: SortState };

const NO_SORT = { key: '', direction: 'asc' } as const;

/**
 * The list's state kept in the address (so Back from a patient returns to the same page and
 * filters). The address holds the list call's own query, read with the server's schema: a
 * hand-edited address that does not pass gives the empty list.
 */
export function listStateFromSearch(search: URLSearchParams): PatientListState {
  const parsed = patientListQuerySchema.safeParse(Object.fromEntries(search));
  const raw = search.get('sort');
  const sort = raw ? parseSortParam<string>(raw, PATIENT_SORT_KEYS, NO_SORT) : null;
  const state = { sort: sort && sort.key !== '' ? sort : null };
  if (!parsed.success) return { ...EMPTY_PATIENT_LIST_FILTER, ...state };
  const q = parsed.data;
  return {
    searchName: q['name.contains'] ?? '',
    searchNoTelp: q['phoneNumber.contains'] ?? '',
    searchAddress: q['address.contains'] ?? '',
    searchDate: q['dob.equals'] ?? null,
    page: q.page,
    size: q.size,
    ...state,
  };
}

/** The list call's query: the domain's filter params and the sort. */
export function listQueryOf(state: PatientListState): PatientListQuery {
  const sort = sortParam(state.sort);
  return { ...patientListQueryParams(state), ...(sort ? { sort } : {}) };
}

/** The address for a state: the call's query without the default page and size. */
export function searchOfState(state: PatientListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(listQueryOf(state))) {
    if (typeof value !== 'string' || value === '') continue;
    if (name === 'page' && value === String(PATIENT_LIST_FIRST_PAGE)) continue;
    if (name === 'size' && value === String(PATIENT_LIST_DEFAULT_SIZE)) continue;
    search.set(name, value);
  }
  return search;
}

/** The FilterBar's field names, one per filter of spec 1 §3. */
export const FILTER_FIELDS = ['searchName', 'searchNoTelp', 'searchDate', 'searchAddress'] as const;

export function filterValuesOf(filter: PatientListFilter): Record<string, string> {
  return {
    searchName: filter.searchName,
    searchNoTelp: filter.searchNoTelp,
    searchDate: filter.searchDate ?? '',
    searchAddress: filter.searchAddress,
  };
}

/** The bar's values over the filter (page untouched: the caller resets it). */
export function withFilterValues(
  state: PatientListState,
  values: Record<string, string>,
): PatientListState {
  return {
    ...state,
    searchName: values.searchName ?? '',
    searchNoTelp: values.searchNoTelp ?? '',
    searchDate: values.searchDate ? values.searchDate : null,
    searchAddress: values.searchAddress ?? '',
  };
}
