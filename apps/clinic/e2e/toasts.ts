import { expect, type BrowserContext, type Page } from '@playwright/test';

/*
 * A snackbar goes after 2.5 s (the spec's time). On CI's shared, slower machine a journey's check
 * can come after it went, though the user saw it: the page records each snackbar's text the moment
 * it is put on screen, and expectToast looks in that record. The record lives in sessionStorage,
 * so a snackbar shown just before a full page load is still found after it.
 */
const RECORD_KEY = 'e2e-toasts';
/** The ui package's Toast: react-aria's toast carries role="alertdialog"; Alert has no such role. */
const TOAST_SELECTOR = '[role="alertdialog"][data-tone]';

/** Records every snackbar the pages of `target` show from their next load on. */
export async function recordToasts(target: Page | BrowserContext) {
  await target.addInitScript(
    ({ key, selector }) => {
      const record = (toast: Element) => {
        try {
          const shown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
          shown.push(toast.textContent ?? '');
          window.sessionStorage.setItem(key, JSON.stringify(shown));
        } catch {
          // A page without storage (about:blank) shows no snackbar of ours.
        }
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches(selector)) record(node);
            node.querySelectorAll(selector).forEach(record);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { key: RECORD_KEY, selector: TOAST_SELECTOR },
  );
}

/**
 * Passes once a snackbar containing `text` has been shown, now or since the last one found: each
 * snackbar is found once, so a second call needs a second snackbar.
 */
export async function expectToast(page: Page, text: string, timeout = 30_000) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ key, wanted }) => {
            const shown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
            const at = shown.findIndex((toast) => toast.includes(wanted));
            if (at < 0) return shown;
            shown.splice(at, 1);
            window.sessionStorage.setItem(key, JSON.stringify(shown));
            return 'shown';
          },
          { key: RECORD_KEY, wanted: text },
        ),
      { message: `a snackbar saying "${text}"`, timeout },
    )
    .toBe('shown');
}
