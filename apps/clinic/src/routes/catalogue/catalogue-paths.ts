import type { CatalogueKind } from '../../api/list-queries';

/** Each kind's route segment (spec 2 §2.1: category-item, item, package). */
const SEGMENT: Record<CatalogueKind, string> = {
  category: 'category-item',
  item: 'item',
  package: 'package',
};

/** The price list screens' addresses (spec 2 §2.1; routes.tsx). */
export const cataloguePaths = {
  list: (kind: CatalogueKind) => `/dashboard/${SEGMENT[kind]}`,
  add: (kind: CatalogueKind) => `/dashboard/${SEGMENT[kind]}/add-${SEGMENT[kind]}`,
  edit: (kind: CatalogueKind, id: string) =>
    `/dashboard/${SEGMENT[kind]}/edit-${SEGMENT[kind]}?id=${encodeURIComponent(id)}`,
  detail: (kind: CatalogueKind, id: string) =>
    `/dashboard/${SEGMENT[kind]}/detail-${SEGMENT[kind]}?id=${encodeURIComponent(id)}`,
};
