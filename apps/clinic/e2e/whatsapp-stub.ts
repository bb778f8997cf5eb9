import type { Page } from '@playwright/test';

/**
 * WhatsApp's own site stands in as a blank page: a journey checks what the app sends and records,
 * not wa.me, and leaves the network alone.
 */
export async function stubWhatsapp(page: Page) {
  await page.context().route('https://wa.me/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="id"><title>WhatsApp</title></html>',
    }),
  );
}
