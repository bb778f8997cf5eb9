/** Spec 1 §9: "Page size options 5, 10, 50, 100. Default table page size 50." */
export const PAGE_SIZE_OPTIONS = [5, 10, 50, 100] as const;

export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];

export const DEFAULT_PAGE_SIZE = 50;

/** First and last buttons show only from this many pages on (spec 1 §9). */
export const FIRST_LAST_MIN_PAGES = 20;

/** Pages shown before and after the current one: current-2 to current+4 (spec 1 §9). */
export const PAGES_BEFORE_CURRENT = 2;
export const PAGES_AFTER_CURRENT = 4;

/** How many pages hold `totalCount` rows; 0 when there are none (or the size is not positive). */
export function totalPages(totalCount: number, pageSize: number): number {
  if (!(totalCount > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalCount / pageSize);
}

export type PaginationItem =
  { kind: 'page'; page: number } | { kind: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationWindow {
  items: PaginationItem[];
  showFirstLast: boolean;
}

/**
 * The page buttons of a table's pager (zero-based pages). A current page outside the range is
 * treated as the nearest existing page, so the window always shows something sensible.
 */
export function paginationWindow(page: number, pageCount: number): PaginationWindow {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return { items: [], showFirstLast: false };
  const current = Math.min(Math.max(0, Math.floor(Number.isFinite(page) ? page : 0)), count - 1);
  const first = Math.max(0, current - PAGES_BEFORE_CURRENT);
  const last = Math.min(count - 1, current + PAGES_AFTER_CURRENT);
  const items: PaginationItem[] = [];
  if (first > 0) items.push({ kind: 'ellipsis', position: 'start' });
  for (let p = first; p <= last; p += 1) items.push({ kind: 'page', page: p });
  if (last < count - 1) items.push({ kind: 'ellipsis', position: 'end' });
  return { items, showFirstLast: count >= FIRST_LAST_MIN_PAGES };
}

export interface ShowingRange {
  from: number;
  to: number;
  total: number;
}

/**
 * "showing x to y of total" (spec 1 §9): 1-based rows of the zero-based `page`. An empty table
 * gives 0 to 0 of 0; a page past the end gives 0 to 0 of the total (the table shows no rows).
 */
export function showingRange(page: number, pageSize: number, totalCount: number): ShowingRange {
  const total = totalCount > 0 ? Math.floor(totalCount) : 0;
  if (total === 0 || !(pageSize > 0) || !(page >= 0)) return { from: 0, to: 0, total };
  const from = Math.floor(page) * pageSize + 1;
  if (from > total) return { from: 0, to: 0, total };
  return { from, to: Math.min(from + pageSize - 1, total), total };
}

/** The text key of the "showing x to y of total" sentence; params are a ShowingRange. */
export const SHOWING_RANGE_TEXT_KEY = 'tables.showingRange';
