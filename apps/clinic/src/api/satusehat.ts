import useSWR, { type ScopedMutator } from 'swr';
import type {
  CredentialChange,
  CredentialResult,
  IntegrationView,
} from '@praktik/domain/satusehat/credential.schema';
import type { ResourceLike } from '@praktik/domain/satusehat/fhir-resources';
import type { LocationFormValues } from '@praktik/domain/satusehat/location.schema';
import type { OrganizationFormValues } from '@praktik/domain/satusehat/organization.schema';
import { request } from './fetcher';
import { keyFilters, keys } from './keys';
import type { SatusehatKind } from './list-queries';

/** A resource as our copy of the platform answers it: its id, its name and the rest of it. */
export type SatusehatResource = ResourceLike & { id: string; resourceType?: string };

/** A page of `GET /dashboard/satu-sehat/{kind}`, numbered from 1 as the platform's pages are. */
export interface SatusehatPage {
  total: number;
  page: number;
  size: number;
  rows: SatusehatResource[];
}

/** The lists' first page and size (spec 2 §7: page from 1, size 50). */
export const SATUSEHAT_FIRST_PAGE = 1;
export const SATUSEHAT_PAGE_SIZE = 50;

const BASE = '/api2/dashboard/satu-sehat';

interface ListAnswer {
  total?: number;
  page?: number;
  size?: number;
  entry?: { resource?: SatusehatResource }[];
}

/** The rows of a list answer: each entry's resource, those without an id left out. */
export function pageFromAnswer(answer: ListAnswer, page: number, size: number): SatusehatPage {
  const rows = (answer.entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource): resource is SatusehatResource => !!resource && !!resource.id);
  return {
    total: typeof answer.total === 'number' ? answer.total : rows.length,
    page: answer.page ?? page,
    size: answer.size ?? size,
    rows,
  };
}

export async function getIntegration(): Promise<IntegrationView | null> {
  return (await request<{ data: IntegrationView | null }>(`${BASE}/integration`)).data;
}

/** The clinic's link, `null` while it has none. */
export function useIntegration() {
  return useSWR(keys.satusehatIntegration(), getIntegration);
}

/** Saves the link after the platform accepted the credentials (an empty secret keeps the saved one). */
export async function saveIntegration(body: CredentialChange): Promise<CredentialResult> {
  return (
    await request<{ data: CredentialResult }>(`${BASE}/integration`, { method: 'POST', body })
  ).data;
}

export async function listSatusehat(
  kind: SatusehatKind,
  page: number,
  size: number,
): Promise<SatusehatPage> {
  const search = new URLSearchParams({ page: String(page), size: String(size) });
  return pageFromAnswer(await request<ListAnswer>(`${BASE}/${kind}?${search}`), page, size);
}

/** A page of the clinic's organizations or locations; the previous page stays while the next loads. */
export function useSatusehatList(kind: SatusehatKind, page: number, size: number) {
  return useSWR(keys.satusehatList(kind, page, size), ([, k, p, s]) => listSatusehat(k, p, s), {
    keepPreviousData: true,
  });
}

export async function getSatusehatResource(
  kind: SatusehatKind,
  id: string,
): Promise<SatusehatResource> {
  return (await request<{ data: SatusehatResource }>(`${BASE}/${kind}/${encodeURIComponent(id)}`))
    .data;
}

/** One organization or location (edit and detail); nothing is fetched without an id. */
export function useSatusehatResource(kind: SatusehatKind, id: string | null) {
  return useSWR(id ? keys.satusehatResource(kind, id) : null, ([, k, resourceId]) =>
    getSatusehatResource(k, resourceId),
  );
}

export type SatusehatFormValues<K extends SatusehatKind> = K extends 'organization'
  ? OrganizationFormValues
  : LocationFormValues;

/** Adds (no id) or edits (with id) at the platform, then in our copy: one call (spec 2 §7). */
export async function saveSatusehatResource<K extends SatusehatKind>(
  kind: K,
  values: SatusehatFormValues<K>,
  id: string | null,
): Promise<SatusehatResource> {
  const body = id ? { ...values, id } : values;
  return (await request<{ data: SatusehatResource }>(`${BASE}/${kind}`, { method: 'POST', body }))
    .data;
}

/** After a save: that kind's pages and records; a location also refreshes the visit's options. */
export function revalidateSatusehat(mutate: ScopedMutator, kind: SatusehatKind): Promise<unknown> {
  return mutate(keyFilters.satusehatSaved(kind));
}

/** After the link changed: the link, both lists and the visit's location options. */
export function revalidateSatusehatLink(mutate: ScopedMutator): Promise<unknown> {
  return mutate(keyFilters.satusehatLink);
}
