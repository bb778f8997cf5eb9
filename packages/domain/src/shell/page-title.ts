/** Top-bar title keys for the pages that have their own; anything else reads "Dashboard". */
export const PAGE_TITLE_SEGMENTS = [
  'profile',
  'change-password',
  'business-profile',
  'onboarding',
  'patient',
  'patient-package',
  'active-visit',
  'history-visit',
  'report-visit',
  'reservation',
  'history',
  'payment',
  'cash-closing',
  'category-item',
  'item',
  'package',
  'user-clinic',
  'credential',
  'organization',
  'location',
] as const;

export const FALLBACK_PAGE_TITLE_KEY = 'pageTitle.dashboard';

/**
 * Spec 1 §2.6: the title comes from the first URL segment, or the third when the path is under
 * dashboard (counting the empty segment before the first slash), shown translated.
 */
export function pageTitleKey(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0]!.split('/');
  const segment = pathname.includes('dashboard') ? segments[2] : segments[1];
  return segment && (PAGE_TITLE_SEGMENTS as readonly string[]).includes(segment)
    ? `pageTitle.${segment}`
    : FALLBACK_PAGE_TITLE_KEY;
}

export function allPageTitleKeys(): string[] {
  return [...PAGE_TITLE_SEGMENTS.map((s) => `pageTitle.${s}`), FALLBACK_PAGE_TITLE_KEY];
}
