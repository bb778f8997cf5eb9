import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, watchAxe } from './axe-watch';
import { watchPageErrors } from './page-errors';
import { recordToasts } from './toasts';

/** The server the global setup started; known only once it ran, so read here, in the worker. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
    await use(url);
  },
  // Every page a journey shows is checked by axe right after each navigation, and its uncaught
  // errors are kept for expectNoPageErrors; pages a journey opens in contexts of its own are
  // watched by openContext. A serious violation at any
  // of those moments fails the journey when it ends.
  page: async ({ page }, use) => {
    watchAxe(page);
    watchPageErrors(page);
    await recordToasts(page);
    await use(page);
    await expectNoSeriousAxeViolations();
  },
});

export { watchAxe, expectNoSeriousAxeViolations };

export { expect };

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Text attachments (the booking's reservation.ics). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Waits for a message to `address` in the SMTP server's mailbox (the first that `where` takes). */
export async function waitForMail(
  address: string,
  timeoutMs = 20_000,
  where: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail;
      if (mail.to.includes(address.toLowerCase()) && where(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** The first link in a mail that goes to `path` (the activation, reset or e-mail confirm page). */
export function linkIn(mail: Mail, path: string): string {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]*${path.replace(/\//g, '\\/')}\\?(?:key|token)=[^\\s"'<>]+`,
  );
  const found = pattern.exec(mail.text) ?? pattern.exec(mail.html);
  if (!found) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return found[0].replace(/&amp;/g, '&');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.praktik.test`;
}

export async function useLocale(page: Page, locale: 'id' | 'en') {
  await page.addInitScript((l) => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', l);
  }, locale);
}
