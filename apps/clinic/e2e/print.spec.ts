import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { expect } from './support';
import { test, type Clinic } from './clinic-fixture';
import { loginAs, openContext } from './helpers';

/*
 * Invoice and receipts, on a clinic of this file's own (e2e/clinic-fixture.ts): the owner sells
 * two items (one discounted) and corrects the payment, all through the API; the invoice page and
 * the 58 mm receipt page, printed to PDF by Chromium from their print layouts, both carry the
 * chain's receipt number, its sections and totals that add up, and each receipt's page is as
 * wide as its roll (58 mm, 80 mm). A
 * payment of no clinic of the owner's shows the server's 404; signed out, the invoice page
 * offers the sign-in link.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });

const stamp = Date.now();
const CATEGORY = `Struk ${stamp}`;
const CONSULTATION = `Konsultasi Struk ${stamp}`;
const MEDICINE = `Salep Struk ${stamp}`;
const BUYER = `Pembeli Struk ${stamp}`;
const MM_PER_POINT = 25.4 / 72;

/** A counter sale of two items (10% off the first), then a correction with Rp5.000 off. */
async function paymentWithCorrection(clinic: Clinic): Promise<PaymentChain> {
  const category = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: CATEGORY,
  });
  const item = (name: string, price: number) =>
    clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
      category_item_id: category.id,
      name,
      price,
    });
  const consultation = await item(CONSULTATION, 150_000);
  const medicine = await item(MEDICINE, 25_000);
  const saved = await clinic.api<PaymentChain>('POST', '/payment/v1/save-payment', {
    method: 'QRIS',
    name: BUYER,
    totalAmount: 135_000 + 75_000,
    totalAmountCorrection: 0,
    paymentItems: [
      {
        itemId: consultation.id,
        itemName: CONSULTATION,
        categoryName: CATEGORY,
        qty: 1,
        amount: 150_000,
        typeDiscount: 'PERCENTAGE',
        discount: 10,
        type: 'CONSULTATION',
        total: 135_000,
      },
      {
        itemId: medicine.id,
        itemName: MEDICINE,
        categoryName: CATEGORY,
        qty: 3,
        amount: 25_000,
        type: 'FARMASI',
        total: 75_000,
      },
    ],
  });
  await clinic.api('PUT', '/payment/v1/update-payment', {
    paymentId: saved.id,
    method: 'CASH',
    totalAmountCorrection: 20_000,
    paymentItems: [
      {
        itemId: medicine.id,
        itemName: MEDICINE,
        categoryName: CATEGORY,
        qty: 1,
        amount: 25_000,
        typeDiscount: 'NUMBER',
        discount: 5_000,
        type: 'CORRECTION',
        total: 20_000,
      },
    ],
  });
  return clinic.api<PaymentChain>('GET', `/payment/v1/payment/${saved.id}`);
}

/** The page as Chromium prints it: its text and its first page's size in millimetres. */
async function printed(page: Page) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const [, , width, height] = (await document.getPage(1)).view;
  return {
    text: text.replace(/\s+/g, ' '),
    pages: document.numPages,
    widthMm: width! * MM_PER_POINT,
    heightMm: height! * MM_PER_POINT,
  };
}

/** Opens a print page with the print dialog replaced by a counter, and waits for its call. */
async function openPrintPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'BUKTI PEMBAYARAN', level: 1 })).toBeVisible();
  // The dialog opens by itself, once, half a second after the payment is on screen.
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
}

test('the invoice and both receipts print the chain’s number, its sections and totals that add up', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  await page.addInitScript(() => {
    const counted = window as { printed?: number };
    window.print = () => {
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  await loginAs(page, clinic.owner);
  const chain = await paymentWithCorrection(clinic);
  const original = chain.payment_parent[0]!;
  expect(chain.kind).toBe('CORRECTION');
  expect(original.grand_total + chain.grand_total).toBe(230_000);
  const grandTotal = 'Rp230.000';

  const expectChainIn = (text: string) => {
    expect(text).toContain(original.receipt_number);
    expect(text).toContain(BUYER);
    for (const name of [CONSULTATION, MEDICINE, `Subtotal ${CATEGORY}`]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('Rp135.000');
    expect(text).toContain('Rp20.000');
    expect(text).toMatch(new RegExp(`Total Bayar ${grandTotal.replace('.', '\\.')}`));
    // Each total is the sum of what is printed above it: the original's group and total, the
    // correction apart with its own number and method, then what each method took.
    expect(text).toContain(`Subtotal ${CATEGORY} Rp210.000 Total Rp210.000`);
    expect(text).toContain(`No. Kuitansi ${chain.receipt_number}`);
    expect(text).toContain(`Total koreksi ${chain.receipt_number} Rp20.000`);
    expect(text).toContain('QRIS Rp210.000');
    expect(text).toContain('Tunai Rp20.000');
    expect(text).not.toMatch(/(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/);
  };

  await test.step('the invoice, on an A4 portrait page', async () => {
    await openPrintPage(page, `/print-invoice?id=${chain.id}`);
    const invoice = await printed(page);
    expectChainIn(invoice.text);
    expect(invoice.widthMm).toBeCloseTo(210, 0);
    expect(invoice.heightMm).toBeCloseTo(297, 0);
  });

  await test.step('the 58 mm receipt, on one page of the roll’s width', async () => {
    await openPrintPage(page, `/print-receipt?id=${original.id}&width=58`);
    const receipt = await printed(page);
    expectChainIn(receipt.text);
    expect(receipt.widthMm).toBeCloseTo(58, 0);
    expect(receipt.pages).toBe(1);
    // No logo on the narrow roll.
    await expect(page.getByRole('img')).toHaveCount(0);
  });

  await test.step('the 80 mm receipt, on one page of its roll’s width, with the logo', async () => {
    await openPrintPage(page, `/print-receipt?id=${original.id}&width=80`);
    const receipt = await printed(page);
    expectChainIn(receipt.text);
    expect(receipt.widthMm).toBeCloseTo(80, 0);
    expect(receipt.pages).toBe(1);
  });

  await test.step('a payment of no clinic of the owner’s: the server’s 404 is shown', async () => {
    await page.goto('/print-receipt?id=00000000-0000-4000-8000-000000000000&width=80');
    await expect(page.getByText('Pembayaran tidak ditemukan')).toBeVisible();
  });

  await test.step('signed out, the invoice page offers the sign-in link', async () => {
    const { context, page: stranger } = await openContext(browser, baseURL);
    await stranger.goto(`/print-invoice?id=${chain.id}`);
    await expect(stranger.getByRole('heading', { name: 'Masuk untuk mencetak' })).toBeVisible();
    await expect(stranger.getByText(BUYER)).toHaveCount(0);
    await stranger.getByRole('link', { name: 'Masuk' }).click();
    await expect(stranger).toHaveURL(/\/login$/);
    await context.close();
  });
});
