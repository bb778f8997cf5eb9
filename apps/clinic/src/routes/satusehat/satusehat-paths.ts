import type { SatusehatKind } from '../../api/list-queries';

/** The integration screens' addresses (spec 2 §2.1; routes.tsx). */
export const satusehatPaths = {
  credential: () => '/dashboard/credential',
  list: (kind: SatusehatKind) => `/dashboard/${kind}`,
  add: (kind: SatusehatKind) => `/dashboard/${kind}/add-${kind}`,
  edit: (kind: SatusehatKind, id: string) =>
    `/dashboard/${kind}/edit-${kind}?id=${encodeURIComponent(id)}`,
  detail: (kind: SatusehatKind, id: string) =>
    `/dashboard/${kind}/detail-${kind}?id=${encodeURIComponent(id)}`,
};
