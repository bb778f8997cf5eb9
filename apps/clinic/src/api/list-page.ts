/** A page of a list answer and the whole list's row count. */
export interface Page<T> {
  rows: T[];
  total: number;
}

const TOTAL_COUNT = 'x-total-count';

/**
 * The row count of a list answer (`x-total-count`); the page's length when the header is
 * missing or is no count (negative, fractional, not a number).
 */
export function totalCountOf(headers: Headers, rowsOnPage: number): number {
  const raw = headers.get(TOTAL_COUNT);
  const total = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(total) && total >= 0 ? total : rowsOnPage;
}
