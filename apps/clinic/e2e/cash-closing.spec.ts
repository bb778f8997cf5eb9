import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { expect } from './support';
import { test, type Clinic } from './clinic-fixture';
import { expectNoPageErrors, loginAs, openAs } from './helpers';

/*
 * Closing the day ("Tutup Kasir"), on a clinic of this file's own (e2e/clinic-fixture.ts): the
 * front desk takes a cash and a QRIS payment (through the API, as the payment dialog's own
 * journeys do it on screen), opens Tutup Kasir from the payment history, counts Rp5.000 less
 * cash than expected, closes after the confirmation, sees the difference and prints the closing
 * on an 80 mm roll (a tab of its own). A correction made afterwards is in the next closing, not
 * the first; the owner sees both closings of the front desk.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });

const stamp = Date.now();
const CATEGORY = `Kasir ${stamp}`;
const CONSULTATION = `Konsultasi Kasir ${stamp}`;
const MEDICINE = `Vitamin Kasir ${stamp}`;
const MM_PER_POINT = 25.4 / 72;

async function sell(
  clinic: Clinic,
  method: 'CASH' | 'QRIS',
  item: { id: string; name: string; price: number },
): Promise<PaymentChain> {
  return clinic.api<PaymentChain>(
    'POST',
    '/payment/v1/save-payment',
    {
      method,
      name: `Pembeli ${stamp}`,
      paymentItems: [{ itemId: item.id, itemName: item.name, qty: 1, amount: item.price }],
    },
    clinic.staff,
  );
}

/** The value printed beside a label of the sheet (`dt` → `dd`). */
const valueBeside = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test('the front desk closes the day, prints it on 80 mm, a later correction goes to the next closing, the owner sees both', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const category = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: CATEGORY,
  });
  const item = async (name: string, price: number) => ({
    ...(await clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
      category_item_id: category.id,
      name,
      price,
    })),
    name,
    price,
  });
  const consultation = await item(CONSULTATION, 150_000);
  const medicine = await item(MEDICINE, 25_000);
  const cashSale = await sell(clinic, 'CASH', consultation);
  await sell(clinic, 'QRIS', medicine);

  await page.context().addInitScript(() => {
    const counted = window as { printed?: number };
    window.print = () => {
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  await loginAs(page, clinic.staff);

  await test.step('from the payment history to Tutup Kasir: the open figures by method', async () => {
    await page.goto('/dashboard/payment');
    await page.getByRole('main').getByRole('link', { name: 'Tutup Kasir' }).click();
    await expect(page).toHaveURL(/\/dashboard\/cash-closing$/);
    const open = page.getByRole('table', { name: 'Total per metode pembayaran' });
    await expect(open.getByRole('row', { name: /^Tunai/ })).toContainText('Rp150.000');
    await expect(open.getByRole('row', { name: /^QRIS/ })).toContainText('Rp25.000');
    await expect(valueBeside(page, 'Tunai seharusnya')).toHaveText('Rp150.000');
  });

  await test.step('counts Rp5.000 less, sees the difference, closes after confirming', async () => {
    await page.getByLabel('Uang Tunai Dihitung').fill('145.000');
    await expect(valueBeside(page, 'Selisih')).toHaveText('-Rp5.000 (kurang)');
    await page.getByRole('button', { name: 'Tutup Kasir' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('2 transaksi');
    await dialog.getByRole('button', { name: 'Ya, tutup kasir' }).click();
    // The closing just made, above the (now empty) open figures.
    const closed = page.getByRole('article', { name: 'TUTUP KASIR' }).first();
    await expect(closed).toContainText('Tunai dihitungRp145.000');
    await expect(closed).toContainText('-Rp5.000 (kurang)');
    // Nothing is open any more.
    await expect(valueBeside(page, 'Tunai seharusnya').last()).toHaveText('Rp0');
  });

  await test.step('prints the closing on 80 mm, in a tab of its own', async () => {
    const [printTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Cetak struk 80 mm' }).first().click(),
    ]);
    await expect(printTab).toHaveURL(/\/print-cash-closing\?id=.+&paper=80/);
    await expect(printTab.getByRole('heading', { name: 'TUTUP KASIR', level: 1 })).toBeVisible();
    await expect
      .poll(() => printTab.evaluate(() => (window as { printed?: number }).printed))
      .toBe(1);
    const pdf = await printTab.pdf({ preferCSSPageSize: true, printBackground: true });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(document, { mergePages: true });
    const [, , width] = (await document.getPage(1)).view;
    expect(width! * MM_PER_POINT).toBeCloseTo(80, 0);
    expect(document.numPages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(clinic.businessName);
    expect(flat).toContain('Tunai dihitung Rp145.000');
    expect(flat).toContain('Selisih -Rp5.000 (kurang)');

    // The same closing on A4, from the link above the slip.
    await printTab.getByRole('link', { name: 'Cetak di kertas A4' }).click();
    await expect(printTab).toHaveURL(/paper=A4/);
    await expect(
      printTab.getByRole('table', { name: 'Total per metode pembayaran' }),
    ).toBeVisible();
    await expect
      .poll(() => printTab.evaluate(() => (window as { printed?: number }).printed))
      .toBeGreaterThanOrEqual(1);
    const a4 = await getDocumentProxy(
      new Uint8Array(await printTab.pdf({ preferCSSPageSize: true, printBackground: true })),
    );
    const [, , a4Width, a4Height] = (await a4.getPage(1)).view;
    expect(a4Width! * MM_PER_POINT).toBeCloseTo(210, 0);
    expect(a4Height! * MM_PER_POINT).toBeCloseTo(297, 0);
    const a4Text = (await extractText(a4, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(a4Text).toContain('Tunai Rp150.000 Rp0 Rp150.000');
    expect(a4Text).toContain('QRIS Rp25.000 Rp0 Rp25.000');
    await printTab.close();
  });

  await test.step('a correction made later is in the next closing', async () => {
    await clinic.api(
      'PUT',
      '/payment/v1/update-payment',
      {
        paymentId: cashSale.id,
        method: 'CASH',
        paymentItems: [{ itemId: medicine.id, qty: 1, amount: medicine.price, type: 'CORRECTION' }],
      },
      clinic.staff,
    );
    await page.reload();
    await expect(valueBeside(page, 'Tunai seharusnya')).toHaveText('Rp25.000');
    await page.getByLabel('Uang Tunai Dihitung').fill('25.000');
    await page.getByRole('button', { name: 'Tutup Kasir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, tutup kasir' }).click();
    await expect(page.getByText('Rp0 (pas)')).toBeVisible();
  });

  await test.step('the owner sees both closings of the front desk', async () => {
    const { context, page: owner } = await openAs(browser, baseURL, clinic.owner);
    await owner.goto('/dashboard/cash-closing');
    const history = owner
      .getByRole('grid', { name: 'Riwayat tutup kasir' })
      .or(owner.getByRole('table', { name: 'Riwayat tutup kasir' }));
    const rows = history.getByRole('row').filter({ hasText: clinic.staff.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '-Rp5.000' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Rp25.000' })).toHaveCount(1);
    expectNoPageErrors(owner);
    await context.close();
  });
  expectNoPageErrors(page);
});
