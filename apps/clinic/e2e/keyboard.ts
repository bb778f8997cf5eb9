import type { Locator, Page } from '@playwright/test';

/** What has the focus, for a failure message: its tag and name, or the page body. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${label ?? ''}"`;
  });
}

/**
 * Presses Tab until the focus is on `target` or inside it (a listbox keeps one tab stop for its
 * options), at most `limit` presses: the keyboard's way there. None when it is there already.
 */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let pressed = 0; ; pressed += 1) {
    if (
      await target.evaluate(
        (element) => element === document.activeElement || element.contains(document.activeElement),
      )
    ) {
      return;
    }
    if (pressed === limit) break;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `${limit} presses of Tab did not reach ${target.toString()}; the focus is on ${await focusedDescription(page)}`,
  );
}
