/**
 * A public entry page whose HTML the build renders ahead (scripts/prerender.mjs), so a first
 * visit paints it from HTML and CSS instead of waiting for the app's JavaScript
 * (docs/decisions/0027-public-pages-rendered-at-build.md). What is rendered is what a visitor
 * without a session sees first in Indonesian; main.tsx hydrates it only then, and renders over it
 * otherwise.
 */
export interface PrerenderedPage {
  path: string;
  /**
   * The query a visit carries for its first view to be the one rendered ahead: none, or these
   * parameters, each non-empty (their values do not change that view). Any other query (a `next=`
   * after sign-in) may change the page: the app draws it then.
   */
  query: readonly string[];
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', query: [] },
  { path: '/login', query: [] },
  { path: '/pasien', query: [] },
  // A shared booking link (spec 1 §2.4): the build renders its loading state, for links whose
  // clinic the server cannot draw in; the server renders the others per request, the clinic, its
  // doctors and the week in them (routes/booking/booking-links.ts, `reserveTargetOf`).
  { path: '/reservation-pasien', query: ['serviceId', 'clinicId'] },
];

/** The address the build renders a page at: placeholders stand for the query's values. */
export function renderedAddressOf(page: PrerenderedPage): string {
  if (page.query.length === 0) return page.path;
  return `${page.path}?${new URLSearchParams(page.query.map((name) => [name, '-']))}`;
}

/** Whether a visit of `path` with this query first shows the page the build rendered ahead. */
export function showsRenderedPage(path: string, query: URLSearchParams): boolean {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page) return false;
  if (page.query.length === 0) return query.size === 0;
  return page.query.every((name) => !!query.get(name)?.trim());
}
