import { z } from 'zod';
import { parseSortParts, type SortDirection } from '../tables/sort';
import { pageQuerySchemaWith } from '../tables/table-query';

/** The columns each catalogue list sorts by, the default first (docs/api.md, "Price list"). */
export const CATEGORY_SORT_KEYS = ['name', 'created_at'] as const;
export const ITEM_SORT_KEYS = ['name', 'price', 'category_name', 'created_at'] as const;
export const PACKAGE_SORT_KEYS = ['name', 'price', 'number_of_visit', 'created_at'] as const;

const queryText = z.string().max(100).optional();

/**
 * A catalogue list's query (`page`, `size`, `sortKey`, `sortValue`). An unknown key or direction
 * sorts by the list's default (name, ascending), as every list does (docs/api.md, "Paging and
 * sorting"), so a client can never sort on a column it made up; out comes `sort` with a key of the
 * list's own.
 */
export function catalogueListQuerySchema<const K extends string>(sortKeys: readonly [K, ...K[]]) {
  const fallback = { key: sortKeys[0], direction: 'asc' as SortDirection };
  return pageQuerySchemaWith()
    .extend({ sortKey: queryText, sortValue: queryText })
    .transform(({ sortKey, sortValue, ...page }) => ({
      ...page,
      sort: parseSortParts(sortKey, sortValue, sortKeys, fallback),
    }));
}
export type CatalogueListQuery<K extends string> = z.infer<
  ReturnType<typeof catalogueListQuerySchema<K>>
>;
