import type { PatientListQueryParams } from '@praktik/domain/patients/patient-list-filter.schema';
import type { SortState } from '@praktik/domain/tables/sort';

/*
 * The inputs that both a list's fetcher and its SWR key take. Here, not beside the fetchers, so
 * that keys.ts imports no fetcher module: each of those imports keys.ts.
 */

/** The list call's query: the domain's filter params, plus the table's sort (`name,asc`). */
export type PatientListQuery = PatientListQueryParams & { sort?: string };

/** What the visit history and the doctor report both ask for: a page, a sort, the period (YYYY-MM-DD) and the practitioner. */
export interface ReportQuery {
  page: number;
  size: number;
  sort: SortState;
  from: string;
  to: string;
  /** null: every practitioner (the server keeps a doctor or beautician to their own rows). */
  practitionerId: string | null;
}

/** The price list's three kinds of rows (spec 2 §2.8). */
export type CatalogueKind = 'category' | 'item' | 'package';

/** A list's query (spec 2 §7): a zero-based page, its size and an optional sort. */
export interface CatalogueListQuery {
  page: number;
  size: number;
  sort: SortState;
}

/** The two kinds of platform resources the owner keeps (spec 2 §2.13): same list, same form. */
export type SatusehatKind = 'organization' | 'location';
