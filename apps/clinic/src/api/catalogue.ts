import useSWR, { type ScopedMutator } from 'swr';
import type {
  CategoryItemView,
  ItemOption,
  ItemView,
  PackageView,
} from '@praktik/domain/catalogue/catalogue-view.schema';
import type { CategoryItemForm } from '@praktik/domain/catalogue/category-item.schema';
import type { ItemForm } from '@praktik/domain/catalogue/item.schema';
import type { PackageRequest } from '@praktik/domain/catalogue/package.schema';
import { request, requestWithResponse } from './fetcher';
import { keyFilters, keys } from './keys';
import type { CatalogueKind, CatalogueListQuery } from './list-queries';
import { totalCountOf, type Page } from './list-page';

export interface CatalogueRowOf {
  category: CategoryItemView;
  item: ItemView;
  package: PackageView;
}

export interface CatalogueRequestOf {
  category: CategoryItemForm;
  item: ItemForm;
  package: PackageRequest;
}

/**
 * Where each kind lives: the categories on the payment service, items and packages on the
 * pricing service (spec 2 §7; docs/api.md, "Price list").
 */
const BASE: Record<CatalogueKind, string> = {
  category: '/api2/payment/v1/categories-item',
  item: '/api2/pricing/v1/items',
  package: '/api2/pricing/v1/packages',
};

const rowPath = (kind: CatalogueKind, id: string) => `${BASE[kind]}/${encodeURIComponent(id)}`;

/** The list call's query string: `sortKey`/`sortValue` only when the table is sorted. */
export function catalogueListSearch(query: CatalogueListQuery): string {
  const search = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.sort) {
    search.set('sortKey', query.sort.key);
    search.set('sortValue', query.sort.direction);
  }
  return search.toString();
}

export async function listCatalogue<K extends CatalogueKind>(
  kind: K,
  businessId: string,
  query: CatalogueListQuery,
): Promise<Page<CatalogueRowOf[K]>> {
  const res = await requestWithResponse<{ data: CatalogueRowOf[K][] }>(
    `${rowPath(kind, businessId)}?${catalogueListSearch(query)}`,
  );
  const rows = res.data.data;
  return { rows, total: totalCountOf(res.headers, rows.length) };
}

/** A page of one list of the clinic's price list; nothing is fetched before the clinic is known. */
export function useCatalogueList<K extends CatalogueKind>(
  kind: K,
  businessId: string | null,
  query: CatalogueListQuery,
) {
  return useSWR(
    businessId ? keys.catalogueList(kind, businessId, query) : null,
    ([, k, id, q]) => listCatalogue(k as K, id, q),
    { keepPreviousData: true },
  );
}

export async function getCatalogueRow<K extends CatalogueKind>(
  kind: K,
  id: string,
): Promise<CatalogueRowOf[K]> {
  const path = `${BASE[kind]}/detail/${encodeURIComponent(id)}`;
  return (await request<{ data: CatalogueRowOf[K] }>(path)).data;
}

/** One row for its detail and edit pages; nothing is fetched without an id. */
export function useCatalogueRow<K extends CatalogueKind>(kind: K, id: string | null) {
  return useSWR(id ? keys.catalogueRecord(kind, id) : null, ([, k, rowId]) =>
    getCatalogueRow(k as K, rowId),
  );
}

/** Every live item as a choice (a package's items; the payment form's select). */
export function useItemOptions(businessId: string | null) {
  return useSWR(businessId ? keys.itemOptions(businessId) : null, async ([, id]) => {
    const path = `/api2/pricing/v1/get-item-options/${encodeURIComponent(id)}`;
    return (await request<{ data: ItemOption[] }>(path)).data;
  });
}

/** Creates (no id) or updates (with id) a row. */
export async function saveCatalogueRow<K extends CatalogueKind>(
  kind: K,
  body: CatalogueRequestOf[K],
  id: string | null,
): Promise<CatalogueRowOf[K]> {
  const path = id ? rowPath(kind, id) : BASE[kind];
  return (await request<{ data: CatalogueRowOf[K] }>(path, { method: id ? 'PUT' : 'POST', body }))
    .data;
}

/** Soft delete (the server refuses with 409 while other live rows need it). */
export async function deleteCatalogueRow(kind: CatalogueKind, id: string): Promise<void> {
  await request(rowPath(kind, id), { method: 'DELETE' });
}

/** After a save or delete: every list page, row and option of the price list is read again. */
export function revalidateCatalogue(mutate: ScopedMutator): Promise<unknown> {
  return mutate(keyFilters.catalogue);
}
