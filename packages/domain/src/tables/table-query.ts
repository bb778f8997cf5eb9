import { z } from 'zod';
import { invalid } from '../validation/message';
import { DEFAULT_PAGE_SIZE } from './pagination';
import { MAX_PAGE_SIZE } from './page-sizes';
import { nextSort, type SortState } from './sort';

/** Spec 1 §9: "Filter debounce 1000 ms" (filters apply after the user stops typing 1 s). */
export const FILTER_DEBOUNCE_MS = 1000;

/** What a table asks its list for: a zero-based page, a size and a sort. */
export interface TableQuery {
  page: number;
  size: number;
  sort: SortState;
}

export function initialTableQuery(
  size: number = DEFAULT_PAGE_SIZE,
  sort: SortState = null,
): TableQuery {
  return { page: 0, size, sort };
}

/** Spec 1 §4: any filter change resets the page to 0. */
export function withFilterChange<Q extends TableQuery>(query: Q): Q {
  return { ...query, page: 0 };
}

/** Spec 1 §4: a page-size change resets the page to 0. */
export function withPageSize<Q extends TableQuery>(query: Q, size: number): Q {
  return { ...query, size, page: 0 };
}

export function withPage<Q extends TableQuery>(query: Q, page: number): Q {
  return { ...query, page: Math.max(0, Math.floor(page)) };
}

/**
 * A click on a column header. The spec is silent on the page; we go back to page 0 like any
 * other change of what the list shows, since page n of another order is meaningless.
 */
export function withSortClick<Q extends TableQuery>(query: Q, key: string): Q {
  return { ...query, sort: nextSort(query.sort, key), page: 0 };
}

/** A whole number from a query string ("3") or a number; blanks count as absent. */
function queryInteger(field: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: invalid(field) })
      .int({ error: invalid(field) })
      .min(min, { error: invalid(field) })
      .max(max, { error: invalid(field) })
      .optional(),
  );
}

/**
 * The furthest row a page may start at. PostgreSQL's OFFSET is a bigint (at most 2^63 - 1): a
 * page beyond it reached the database and failed there as a 500. Kept below 2^63 by more than
 * the rounding of `page * size`, a JavaScript number that is not exact at this size.
 */
export const MAX_ROW_OFFSET = 9e18;

/** The last page a list of at most `maxSize` rows per page may ask for. */
export function maxPageFor(maxSize: number): number {
  return Math.min(Number.MAX_SAFE_INTEGER, Math.floor(MAX_ROW_OFFSET / maxSize));
}

export interface PageQueryOptions {
  /** @default DEFAULT_PAGE_SIZE (50) */
  defaultSize?: number;
  /** @default MAX_PAGE_SIZE (99999) */
  maxSize?: number;
}

/**
 * The server's `page` and `size` query: page a whole number from 0 (default 0), size a whole
 * number from 1 to the max (default the list's size), and no page so far that its first row lies
 * beyond what the database can skip (`maxPageFor`). Sizes other than the table's options are
 * allowed because dropdowns ask for 999 and 99999 (spec 2 §9).
 */
export function pageQuerySchemaWith({
  defaultSize = DEFAULT_PAGE_SIZE,
  maxSize = MAX_PAGE_SIZE,
}: PageQueryOptions = {}) {
  return z.object({
    page: queryInteger('fields.page', 0, maxPageFor(maxSize)).transform((v) => v ?? 0),
    size: queryInteger('fields.pageSize', 1, maxSize).transform((v) => v ?? defaultSize),
  });
}

export const pageQuerySchema = pageQuerySchemaWith();

export type PageQuery = z.infer<typeof pageQuerySchema>;
