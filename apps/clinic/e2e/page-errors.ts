import type { Page } from '@playwright/test';

/** Uncaught errors of each page: a screen that crashes (a white page) fails with its error. */
export const pageErrors = new Map<Page, string[]>();

/** Keeps the uncaught errors of `page`, for `expectNoPageErrors` and a failed journey's report. */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
}
