/** Dashboard pages that exist, so the menu leaves out entries without a page yet. */
export const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/change-password',
  '/dashboard/business-profile',
  '/dashboard/patient',
  '/dashboard/active-visit',
  '/dashboard/history-visit',
  '/dashboard/report-visit',
  '/dashboard/user-clinic',
  '/dashboard/reservation',
] as const;

export function hasPage(url: string): boolean {
  return (DASHBOARD_PAGES as readonly string[]).includes(url);
}
