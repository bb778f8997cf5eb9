/*
 * The dashboard's shell and home page, loaded on demand. Apart from the route table, which
 * renders them, so that the sign-in page can start loading them without importing the table
 * that imports it.
 */
export const loadDashboardLayout = () => import('./DashboardLayout');
export const loadDashboardHomePage = () => import('./DashboardHomePage');

/**
 * Starts loading the dashboard's shell and home page, e.g. while a sign-in is on its way, so
 * the shell is there when the sign-in answers. Not on the sign-in page's first load: that
 * stays light.
 */
export function preloadDashboard(): void {
  void loadDashboardLayout();
  void loadDashboardHomePage();
}
