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
  // The owner's master data menu (the menu shows it to owners only).
  '/dashboard/item',
  '/dashboard/category-item',
  '/dashboard/package',
  // The patients' packages, the second entry of the "Pasien" group.
  '/dashboard/patient-package',

  // The payment history.
  '/dashboard/payment',
  // Closing the day, linked from the payment history.
  '/dashboard/cash-closing',

  // The owner's integration group (the menu shows it to owners only).
  '/dashboard/credential',
  '/dashboard/organization',
  '/dashboard/location',
] as const;

export function hasPage(url: string): boolean {
  return (DASHBOARD_PAGES as readonly string[]).includes(url);
}
