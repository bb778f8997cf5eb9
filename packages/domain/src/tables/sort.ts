/** Spec 1 §3 "Sort state" and §4: a table's sort is a key and a direction, or nothing. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type SortState = { key: string; direction: SortDirection } | null;

/**
 * A click on a column header. The same key cycles none → asc → desc → none (spec 1 §4: "the
 * source is ambiguous"; we take the three-state cycle); another key starts again at asc.
 */
export function nextSort(current: SortState, key: string): SortState {
  if (current === null || current.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return null;
}

/** The API's `sort` query value (`start,desc`, Spring style); undefined when unsorted. */
export function sortParam(state: SortState): string | undefined {
  return state === null ? undefined : `${state.key},${state.direction}`;
}

export interface ParsedSort<K extends string> {
  key: K;
  direction: SortDirection;
}

function isDirection(text: string): text is SortDirection {
  return (SORT_DIRECTIONS as readonly string[]).includes(text);
}

/**
 * Reads a `sort` query (`name,asc`) on the server. A key the list does not allow (a column
 * name the client made up) or a direction other than asc/desc gives the list's default, so a
 * query can never sort on an arbitrary column. A key without a direction sorts ascending, as
 * Spring does.
 */
export function parseSortParam<const K extends string>(
  text: string | null | undefined,
  allowedKeys: readonly K[],
  fallback: ParsedSort<K>,
): ParsedSort<K> {
  if (!text) return fallback;
  const [rawKey = '', rawDirection, ...rest] = text.split(',');
  if (rest.length > 0) return fallback;
  return parseSortParts(rawKey, rawDirection, allowedKeys, fallback);
}

/**
 * The same for APIs that carry the key and the direction apart (`sortKey`/`sortValue` on the
 * pricing service, `sort_by`/`sort_order` on package history, spec 2 §7).
 */
export function parseSortParts<const K extends string>(
  rawKey: string | null | undefined,
  rawDirection: string | null | undefined,
  allowedKeys: readonly K[],
  fallback: ParsedSort<K>,
): ParsedSort<K> {
  const key = allowedKeys.find((allowed) => allowed === (rawKey ?? '').trim());
  if (key === undefined) return fallback;
  const direction = (rawDirection?.trim() || 'asc').toLowerCase();
  if (!isDirection(direction)) return fallback;
  return { key, direction };
}
