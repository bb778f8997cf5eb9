import { unstable_serialize, type Key } from 'swr';

/**
 * What a page the server renders per request carries for its first render: SWR's fallback, its
 * entries keyed as SWR keys them. The app's first render then reads the same data the server
 * rendered from, and React hydrates the markup instead of drawing it again
 * (docs/decisions/0066-shared-booking-link-rendered-per-request.md).
 */
export type PageData = Record<string, unknown>;

/**
 * On `#root`, not in a `<script>`: the Content-Security-Policy allows no inline script, and an
 * attribute needs no parsing step of its own.
 */
export const PAGE_DATA_ATTRIBUTE = 'data-page-data';

export function pageDataOf(entries: readonly (readonly [key: Key, data: unknown])[]): PageData {
  return Object.fromEntries(entries.map(([key, data]) => [unstable_serialize(key), data]));
}

/** The data `#root` carries, or none (a page rendered at build time, or an unreadable value). */
export function readPageData(root: Pick<Element, 'getAttribute'>): PageData | undefined {
  const text = root.getAttribute(PAGE_DATA_ATTRIBUTE);
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' ? (data as PageData) : undefined;
  } catch {
    return undefined;
  }
}
