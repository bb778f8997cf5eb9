import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { analyzeInTurn } from './axe-watch';
import { test, expect } from './support';
import { DEMO, loginAs } from './helpers';

/*
 * Phone width (375 px) on the demo clinic: lists show each row as a card with its
 * name, allergies and buttons on screen (nothing scrolls sideways), and the assessment has no
 * scrollable region a keyboard cannot reach.
 */
test.use({ viewport: { width: 375, height: 740 }, actionTimeout: 30_000 });
const slow = expect.configure({ timeout: 30_000 });

/** The page scrolls only downwards. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/** Wholly on screen sideways, so a thumb reaches it without scrolling the page or the table. */
async function expectOnScreenSideways(page: Page, what: Locator) {
  await expect(what).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  // Measured again until it holds: a list that re-renders (its data refreshed) replaces the
  // element between finding it and measuring it, and a replaced element has no box.
  await expect
    .poll(async () => {
      const box = await what.boundingBox();
      if (!box) return 'no box';
      return box.x >= 0 && box.x + box.width <= width
        ? 'on screen'
        : `from ${box.x} to ${box.x + box.width} of ${width}`;
    })
    .toBe('on screen');
}

test('the patient list shows each patient as a card with name, allergies and buttons', async ({
  page,
}, testInfo) => {
  await loginAs(page, DEMO.staff);
  await page.goto('/dashboard/patient');
  const table = page.getByRole('grid', { name: 'Daftar pasien' });
  // A patient with allergies (the demo clinic has several on the first page).
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('list', { name: /alergi/i }) })
    .first();
  await slow(row).toBeVisible();

  const name = row.getByRole('rowheader');
  const allergies = row.getByRole('list', { name: /alergi/i });
  const history = row.getByRole('link', { name: /^Riwayat / });
  const edit = row.getByRole('link', { name: /^Ubah / });
  for (const part of [name, allergies, history, edit]) await expectOnScreenSideways(page, part);
  // The buttons are thumb-sized.
  expect((await history.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoSidewaysScroll(page);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('patient-list-375.png') });
});

test('the active visits and the history show cards that fit the phone', async ({ page }) => {
  await loginAs(page, DEMO.doctor);
  for (const [path, table] of [
    ['/dashboard/active-visit', 'Daftar kunjungan aktif'],
    ['/dashboard/history-visit', 'Riwayat kunjungan'],
  ] as const) {
    await page.goto(path);
    const row = page.getByRole('grid', { name: table }).getByRole('row').nth(1);
    await slow(row.getByRole('rowheader')).toBeVisible();
    await expectOnScreenSideways(page, row.getByRole('rowheader'));
    await expectOnScreenSideways(page, row.getByRole('gridcell').last());
    await expectNoSidewaysScroll(page);
  }
});

test("the owner's doctor report shows a card per doctor that fits the phone", async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await page.goto('/dashboard/report-visit');
  const row = page.getByRole('grid', { name: 'Laporan dokter' }).getByRole('row').nth(1);
  await slow(row.getByRole('rowheader')).toBeVisible();
  await expectOnScreenSideways(page, row.getByRole('rowheader'));
  await expectOnScreenSideways(page, row.getByRole('gridcell').last());
  await expectNoSidewaysScroll(page);
});

test('the assessment at phone width has no scrollable region a keyboard cannot reach', async ({
  page,
}, testInfo) => {
  await loginAs(page, DEMO.doctor);
  await page.goto('/dashboard/active-visit');
  const row = page.getByRole('grid', { name: 'Daftar kunjungan aktif' }).getByRole('row').nth(1);
  await slow(row).toBeVisible();
  await row.getByRole('button', { name: /^Asesmen/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/active-visit\/assesment\?id=.+&patientId=/);
  const diagram = page.getByRole('img', { name: /anotasi$/ });
  await slow(diagram).toBeVisible();

  const results = await analyzeInTurn(
    page,
    new AxeBuilder({ page }).withRules(['scrollable-region-focusable']),
  );
  expect(results.violations.map((v) => v.nodes.map((n) => n.target))).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('assessment-375.png'), fullPage: true });
});
