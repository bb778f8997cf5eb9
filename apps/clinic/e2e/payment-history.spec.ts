import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect as baseExpect } from './support';
import { test, type Clinic } from './clinic-fixture';
import {
  BOM,
  expectNoPageErrors,
  expectShown,
  loginAs,
  openAs,
  parseCsv,
  pickOption,
  reportPageErrors,
  rowWith,
} from './helpers';

/*
 * The payment history page, on a clinic of this file's own (e2e/clinic-fixture.ts): the owner
 * makes a category, two items and two counter sales (one with a 10% discount) through the API;
 * the page, filtered to that category, shows their three items, the distinct-payment total and
 * the discount, and the owner's print, CSV, XLSX and PDF of the same filter hold the same rows
 * and total. A doctor's page has no discount columns and no CSV or XLSX button. At 1280 × 800
 * the cashier's default columns fit without scrolling sideways, a receipt number on one line; a
 * column chosen beside them stays after a reload while the print keeps every column; at phone
 * width the rows are cards.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const category = `Kasir Riwayat ${stamp}`;
const facial = `Facial Riwayat ${stamp}`;
const serum = `Serum Riwayat ${stamp}`;
const TABLE = 'Riwayat pembayaran';
// Facial 150.000 less 10% and two serums at 25.000; then one serum alone.
const FIRST_TOTAL = 135_000 + 50_000;
const SECOND_TOTAL = 25_000;
const MM_PER_POINT = 25.4 / 72;

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

/** The run's category, its two items and the two counter sales, made by the owner. */
async function createSales(clinic: Clinic) {
  const { id: categoryId } = await clinic.api<{ id: string }>(
    'POST',
    '/payment/v1/categories-item',
    { name: category },
  );
  const item = (name: string, price: number) =>
    clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
      category_item_id: categoryId,
      name,
      price,
    });
  const facialId = (await item(facial, 150_000)).id;
  const serumId = (await item(serum, 25_000)).id;
  const serumLine = (qty: number) => ({
    itemId: serumId,
    itemName: serum,
    qty,
    amount: 25_000,
    type: 'FARMASI',
    total: qty * 25_000,
  });
  await clinic.api('POST', '/payment/v1/save-payment', {
    method: 'CASH',
    name: `Pembeli Riwayat ${stamp}`,
    totalAmount: FIRST_TOTAL,
    totalAmountCorrection: 0,
    paymentItems: [
      {
        itemId: facialId,
        itemName: facial,
        qty: 1,
        amount: 150_000,
        typeDiscount: 'PERCENTAGE',
        discount: 10,
        type: 'CONSULTATION',
        total: 135_000,
      },
      serumLine(2),
    ],
  });
  await clinic.api('POST', '/payment/v1/save-payment', {
    method: 'QRIS',
    name: `Pembeli Kedua ${stamp}`,
    totalAmount: SECOND_TOTAL,
    totalAmountCorrection: 0,
    paymentItems: [serumLine(1)],
  });
}

const rupiah = (amount: number) => `Rp${amount.toLocaleString('id-ID')}`;

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = readFileSync((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

test('the owner sees the sales, their total and the same rows in the CSV; a doctor sees no discounts', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  await createSales(clinic);
  await loginAs(page, clinic.owner);

  await test.step('the page, filtered to the run’s category, shows its three items and total', async () => {
    // The menu leads to the page; its filter lists take the clinic from the session at once.
    await page.locator('a[href="/dashboard/payment"]').first().click();
    await expectShown(page, page.getByRole('heading', { name: 'Riwayat Pembayaran' }));
    await pickOption(page, 'Kategori', category);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page.getByRole('grid', { name: TABLE }).getByRole('row')).toHaveCount(4);
    await expect(page.getByText(`Total: ${rupiah(FIRST_TOTAL + SECOND_TOTAL)}`)).toBeVisible();
    const discounted = rowWith(page, TABLE, facial);
    // The discount is a column to choose: the screen's defaults leave it out.
    await expect(page.getByRole('columnheader', { name: 'Diskon', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /^Kolom/ }).click();
    await page.getByRole('dialog', { name: 'Kolom' }).getByText('Diskon', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(discounted).toContainText('10%');
    await expect(discounted).toContainText(rupiah(135_000));
    await expect(discounted).toContainText(rupiah(FIRST_TOTAL));
    await expect(page.getByRole('columnheader', { name: 'Diskon', exact: true })).toBeVisible();
    await expect(discounted.getByRole('link', { name: /^Cetak invoice INV-/ })).toHaveAttribute(
      'href',
      /\/print-invoice\?id=/,
    );
    await expect(discounted.getByRole('link', { name: /^Cetak invoice INV-/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  await test.step('the A4 landscape print of the same filter holds the same rows and total', async () => {
    // The print opens beside the filtered page, signed in as it (the same browser context).
    const print = page.getByRole('link', { name: 'Cetak', exact: true });
    const href = await print.getAttribute('href');
    expect(href).toMatch(/^\/print-payment-history\?/);
    // In a new tab: the filtered page stays behind it.
    await expect(print).toHaveAttribute('target', '_blank');
    const printPage = await page.context().newPage();
    // The print page opens the print dialog by itself: counted instead of shown.
    await printPage.addInitScript(() => {
      const counted = window as { printed?: number };
      window.print = () => {
        counted.printed = (counted.printed ?? 0) + 1;
      };
    });
    await printPage.goto(href!);
    const printedTable = printPage.getByRole('table', { name: 'Riwayat pembayaran yang dicetak' });
    await expect(printedTable.getByRole('row')).toHaveCount(4);
    await expect(printPage.getByText(`Total: ${rupiah(FIRST_TOTAL + SECOND_TOTAL)}`)).toBeVisible();
    await expect
      .poll(() => printPage.evaluate(() => (window as { printed?: number }).printed))
      .toBe(1);
    const pdf = await printPage.pdf({ preferCSSPageSize: true, printBackground: true });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(document, { mergePages: true });
    const compact = text.replace(/\s+/g, '');
    for (const name of [facial, serum]) expect(compact).toContain(name.replace(/\s+/g, ''));
    expect(compact).toContain('10%');
    expect(compact).toContain(`Total:${rupiah(FIRST_TOTAL + SECOND_TOTAL)}`);
    // Landscape A4: 297 mm wide, 210 mm high.
    const [, , width, height] = (await document.getPage(1)).view;
    expect(width! * MM_PER_POINT).toBeCloseTo(297, 0);
    expect(height! * MM_PER_POINT).toBeCloseTo(210, 0);
    await printPage.close();
  });

  await test.step('the CSV of the same filter holds the same rows and total', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('payment-history.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    // Indonesian: split on ";" as Excel set to Indonesian splits it.
    const [header, ...rows] = parseCsv(text.slice(BOM.length), ';').filter(
      (row) => row.join('') !== '',
    );
    expect(header).toContain('Diskon');
    expect(rows).toHaveLength(3);
    const itemColumn = header!.indexOf('Item');
    expect(rows.map((row) => row[itemColumn]).sort()).toEqual([facial, serum, serum].sort());
    const totalColumn = header!.indexOf('Total Pembayaran');
    const sum = rows.reduce((total, row) => total + Number(row[totalColumn] || 0), 0);
    expect(sum).toBe(FIRST_TOTAL + SECOND_TOTAL);
  });

  await test.step('the XLSX of the same filter holds the same rows, as numbers and dates', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^payment-history-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    // Row values start at index 1, as getCell counts columns.
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    expect(rows).toHaveLength(3);
    const cell = (row: ExcelJS.Row, title: string) => row.getCell(header.indexOf(title)).value;
    expect(rows.map((row) => cell(row, 'Item')).sort()).toEqual([facial, serum, serum].sort());
    const sum = rows.reduce((total, row) => total + Number(cell(row, 'Total Pembayaran') ?? 0), 0);
    expect(sum).toBe(FIRST_TOTAL + SECOND_TOTAL);
    for (const row of rows) {
      expect(cell(row, 'Tanggal Pembayaran')).toBeInstanceOf(Date);
      expect(typeof cell(row, 'Subtotal')).toBe('number');
    }
  });

  await test.step('the PDF of the same filter lists the items and ends with the same total', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('payment-history.pdf');
    // The PDF's narrow cells wrap the long names, so spaces and line breaks are left out.
    const text = (await pdfTextOf(download)).replace(/\s+/g, '');
    const compact = (words: string) => words.replace(/\s+/g, '');
    expect(text).toContain(compact(facial));
    // The discount reads as on the page (the domain's formatDiscount), not as a bare number.
    expect(text).toContain('Persentase10%Rp135.000');
    expect(text).toContain(`Total${rupiah(FIRST_TOTAL + SECOND_TOTAL)}`);
  });

  await test.step('a doctor’s page has no discount columns and no CSV or XLSX', async () => {
    const doctor = await openAs(browser, baseURL, clinic.doctor);
    await doctor.page.goto('/dashboard/payment');
    await expectShown(doctor.page, doctor.page.getByRole('grid', { name: TABLE }));
    await expect(doctor.page.getByRole('columnheader', { name: 'Subtotal' })).toBeVisible();
    await expect(doctor.page.getByRole('columnheader', { name: /Diskon/ })).toHaveCount(0);
    // Nor can a doctor choose one: the chooser offers only the columns the role may see.
    await doctor.page.getByRole('button', { name: /^Kolom/ }).click();
    const chooser = doctor.page.getByRole('dialog', { name: 'Kolom' });
    await expect(chooser.getByRole('checkbox', { name: 'Dokter' })).toBeVisible();
    await expect(chooser.getByRole('checkbox', { name: /Diskon/ })).toHaveCount(0);
    await doctor.page.keyboard.press('Escape');
    await expect(doctor.page.getByRole('button', { name: 'Ekspor CSV' })).toHaveCount(0);
    await expect(doctor.page.getByRole('button', { name: 'Ekspor Excel' })).toHaveCount(0);
    await expect(doctor.page.getByRole('button', { name: 'Unduh PDF' })).toBeVisible();
    expectNoPageErrors(doctor.page);
    await doctor.context.close();
  });
  expectNoPageErrors(page);
});

test('at 1280 px the cashier’s default columns fit, an extra column stays chosen; a phone shows cards', async ({
  page,
  clinic,
}) => {
  // A sale of its own, with a long patient name and a long item, as the front desk records one.
  const { id: categoryId } = await clinic.api<{ id: string }>(
    'POST',
    '/payment/v1/categories-item',
    { name: `Kategori Kolom ${stamp}` },
  );
  // Names as a clinic's: no run's stamp, which would make one long unbreakable word (a clinic of
  // this file's own; the first test's items are named otherwise).
  const itemName = 'Perawatan Wajah Lengkap dengan Masker Emas';
  const { id: itemId } = await clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
    category_item_id: categoryId,
    name: itemName,
    price: 1_250_000,
  });
  const serumName = 'Serum Vitamin C';
  const { id: serumId } = await clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
    category_item_id: categoryId,
    name: serumName,
    price: 250_000,
  });
  await clinic.api('POST', '/payment/v1/save-payment', {
    method: 'QRIS',
    name: 'Siti Nurhaliza Rahmawati Putri',
    totalAmount: 2_750_000,
    totalAmountCorrection: 0,
    paymentItems: [
      { itemId, itemName, qty: 2, amount: 1_250_000, type: 'CONSULTATION', total: 2_500_000 },
      {
        itemId: serumId,
        itemName: serumName,
        qty: 1,
        amount: 250_000,
        type: 'FARMASI',
        total: 250_000,
      },
    ],
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, clinic.staff);
  await page.goto('/dashboard/payment');
  const grid = page.getByRole('grid', { name: TABLE });
  // The payment's two lines; the first carries the payment's total.
  const lines = rowWith(page, TABLE, 'Siti Nurhaliza Rahmawati Putri');
  const row = lines.first();
  await expectShown(page, row);

  await test.step('the default columns fit the screen, a receipt number on one line', async () => {
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Tanggal Pembayaran',
      'No. Kuitansi',
      'Pasien',
      'Item',
      'Subtotal',
      'Total Pembayaran',
      'Metode Pembayaran',
      'Aksi',
    ]);
    const scroller = await grid.evaluate((table) => {
      const box = table.parentElement!;
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
    });
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    // Headers of two words take a second line rather than widen the table.
    await expect(grid.getByRole('columnheader', { name: 'Total Pembayaran' })).toHaveAttribute(
      'data-wrap-header',
      'true',
    );
    for (const cell of [row.getByRole('rowheader'), row.getByRole('gridcell').first()]) {
      const lines = await cell.locator('[data-overflow]').evaluate((content) => {
        const lineHeight = Number.parseFloat(getComputedStyle(content).lineHeight);
        return Math.round(content.getBoundingClientRect().height / lineHeight);
      });
      expect(lines).toBe(1);
    }
    await expect(row.getByRole('rowheader')).toHaveText(/^INV-\d{8}-\d{4}$/);
  });

  await test.step('a column chosen beside them shows, and is still there after a reload', async () => {
    await expect(grid.getByRole('columnheader', { name: 'Kategori' })).toHaveCount(0);
    const chooser = page.getByRole('button', { name: /^Kolom/ });
    await expect(chooser).toContainText('7/14');
    await chooser.click();
    const dialog = page.getByRole('dialog', { name: 'Kolom' });
    // The front desk may choose the discounts, but not who created or changed a payment.
    await expect(dialog.getByRole('checkbox', { name: 'Diskon', exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Dibuat Oleh' })).toHaveCount(0);
    // The box itself is hidden under its label (react-aria): the label is what a reader clicks.
    await dialog.getByText('Kategori', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Kategori' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('columnheader', { name: 'Kategori' })).toBeVisible();
    await expect(lines).toHaveCount(2);
    await expect(row).toContainText(`Kategori Kolom ${stamp}`);
    await page.reload();
    await expectShown(page, row);
    await expect(grid.getByRole('columnheader', { name: 'Kategori' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Kolom/ })).toContainText('8/14');
  });

  await test.step('the print keeps every column the front desk may see, chosen or not', async () => {
    await expect(grid.getByRole('columnheader', { name: 'Kuantitas' })).toHaveCount(0);
    const href = await page.getByRole('link', { name: 'Cetak', exact: true }).getAttribute('href');
    const printPage = await page.context().newPage();
    // The print page opens the print dialog by itself: nothing to open here.
    await printPage.addInitScript(() => {
      window.print = () => {};
    });
    await printPage.goto(href!);
    const printed = printPage.getByRole('table', { name: 'Riwayat pembayaran yang dicetak' });
    await expect(printed.getByRole('row').filter({ hasText: serumName })).toHaveCount(1);
    for (const header of ['Kuantitas', 'Harga', 'Diskon', 'Dokter', 'Kategori']) {
      await expect(printed.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(printed.getByRole('columnheader', { name: 'Dibuat Oleh' })).toHaveCount(0);
    await printPage.close();
  });

  await test.step('at phone width each row is a card: its receipt number, then its amounts', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toHaveCSS('display', 'flex');
    // Polled: the layout settles a frame or two after the resize on a loaded machine.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    const title = row.getByRole('rowheader');
    await expect(title).toHaveCSS('font-weight', '700');
    const patient = row.getByText('Siti Nurhaliza Rahmawati Putri');
    const total = row.getByRole('gridcell').filter({ hasText: 'Total Pembayaran' });
    await expect(total).toContainText(rupiah(2_750_000));
    for (const part of [title, patient, total, row.getByRole('link', { name: /^Cetak invoice/ })]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The receipt number heads the card, whose payment it is right under it.
    const top = async (part: typeof title) => (await part.boundingBox())!.y;
    expect(await top(title)).toBeLessThan(await top(patient));
    expect(await top(patient)).toBeLessThan(await top(row.getByText('Tanggal Pembayaran')));
    // The payment's second line has no total of its own (it is on the first): its card says
    // nothing of one rather than show the label over a blank.
    const second = lines.nth(1);
    await expect(second.getByText('Subtotal')).toBeVisible();
    const noTotal = second.getByRole('gridcell').filter({ hasText: 'Total Pembayaran' });
    expect((await noTotal.boundingBox())!.height).toBeLessThanOrEqual(1);
  });
  expectNoPageErrors(page);
});
