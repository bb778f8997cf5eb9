import type { Locator, Page } from '@playwright/test';
import { lineTotal } from '@praktik/domain/money/line-total';
import { paymentTotals, type PaymentLine } from '@praktik/domain/money/payment-totals';
import { expect as baseExpect } from './support';
import { test } from './clinic-fixture';
import { api, clinicDay, expectShown, loginAs, reportPageErrors } from './helpers';

/*
 * The cashier against the real server, on a clinic of this file's own
 * (e2e/clinic-fixture.ts): the owner puts two items and a package in the price list through the
 * API; a reservation's visit is started and ended by the doctor (Belum Bayar); the cashier
 * (staff) opens the reservation detail and takes the payment: the two items, the package and a
 * percentage discount, paid by QRIS. The totals shown are the domain's; after saving the status
 * is DONE in the dialog and on the timetable, and the chain read back through the API has the
 * same totals. A correction then shows both rows, dated DD-MM-YYYY (of the payment the first test
 * saved: the file runs in order), and the invoice and the 58 and 80 mm receipts, opened from the
 * dialog in tabs of their own, print the correction apart with totals that add up; the 48 mm
 * printable width chosen on the receipt page is remembered. The cashier then gives the corrected
 * item back in cash: the refund row, the payment history and the invoice show it negative, the net
 * total what the clinic kept. A doctor taking their own waiting visit's payment sees no discount fields.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const CATALOGUE = {
  category: `Kasir E2E ${stamp}`,
  consultation: { name: `Konsultasi Kasir E2E ${stamp}`, price: 150_000 },
  medicine: { name: `Salep Kasir E2E ${stamp}`, price: 75_000 },
  package: { name: `Paket Kasir E2E ${stamp}`, price: 500_000 },
};
const PATIENTS = { cashier: `Hana Bayar E2E ${stamp}`, doctor: `Indra Dokter E2E ${stamp}` };
type Journey = keyof typeof PATIENTS;

// Tomorrow: the fixture's doctor works every day, and every hour of it is still to come.
const date = clinicDay(1);
const ktpOf = (index: number) => `3175${String(stamp).slice(-11)}${index}`;
/** Each journey's half hour of the doctor's morning: nobody else books in this clinic. */
const TIMES: Record<Journey, string[]> = {
  cashier: ['09:00:00', '09:15:00'],
  doctor: ['09:30:00', '09:45:00'],
};

let ids: { reservations: Record<Journey, string> };

test.beforeAll(async ({ clinic }) => {
  const category = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: CATALOGUE.category,
  });
  const itemIds: string[] = [];
  for (const item of [CATALOGUE.consultation, CATALOGUE.medicine]) {
    const saved = await clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
      ...item,
      category_item_id: category.id,
    });
    itemIds.push(saved.id);
  }
  await clinic.api('POST', '/pricing/v1/packages', {
    ...CATALOGUE.package,
    number_of_visit: 5,
    items: itemIds,
  });
  const andi = clinic.doctor.id;
  const reservations = {} as Record<Journey, string>;
  for (const [index, journey] of (Object.keys(PATIENTS) as Journey[]).entries()) {
    const patient = await clinic.addPatient({
      name: PATIENTS[journey],
      phoneNumber: `0814${String(stamp).slice(-7)}${index}`,
      dob: '17-08-1990',
      gender: 'FEMALE',
      address: 'Jl. Kasir No. 1, Jakarta',
      identificationNumber: ktpOf(index),
      medicalRecordNumber: `PY-${stamp}-${index}`,
    });
    const saved = await clinic.api<{ id: string }>('POST', '/reservation/v1/save-reservation', {
      doctorId: andi,
      dateVisit: date,
      timeVisit: TIMES[journey],
      serviceId: clinic.services[0]!.id,
      locationId: null,
      patientTab: 'EXISTING',
      patientId: patient.id,
      name: PATIENTS[journey],
      identificationType: 'KTP',
      identificationNumber: ktpOf(index),
      intent: 'SAVE',
    });
    await clinic.api('POST', '/dashboard/start-visit-v2', {
      staffId: andi,
      identificationNumber: ktpOf(index),
      patientId: patient.id,
      bookingId: saved.id,
    });
    reservations[journey] = saved.id;
  }
  // The doctor ends both visits: they wait for payment (Belum Bayar).
  for (const id of Object.values(reservations)) {
    await clinic.api(
      'POST',
      '/reservation/v1/end-visit-reservation',
      { booking_id: id, note: 'Kontrol satu minggu lagi.' },
      clinic.doctor,
    );
  }
  ids = { reservations };
});

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

function card(page: Page, name: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: new RegExp(name) });
}

async function openDetail(page: Page, name: string): Promise<Locator> {
  await page.goto(`/dashboard/reservation?date=${date}`);
  // The first opening loads the timetable's code too: slow on a loaded machine.
  await expectShown(page, page.getByRole('grid'), 60_000);
  await card(page, name).click();
  const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
  await expect(dialog.getByText(name).first()).toBeVisible();
  return dialog;
}

const grandTotalOf = (scope: Locator) =>
  scope.getByText('Total Bayar', { exact: true }).locator('xpath=following-sibling::dd[1]');

const rupiah = (amount: number) => amount.toLocaleString('id-ID');

/** Picks a catalogue choice in line `row` (1-based) of the editor. */
async function choose(page: Page, form: Locator, label: RegExp, option: string) {
  await form.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the cashier takes a QRIS payment of two items, a package and a discount: DONE at once @smoke', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const dialog = await openDetail(page, PATIENTS.cashier);
  await expect(dialog.locator('[data-status="WAITING_PAYMENT"]')).toHaveText('Belum Bayar');
  await dialog.getByRole('button', { name: 'Tambah pembayaran' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah pembayaran' });

  await form.getByRole('button', { name: 'Tambah Item' }).click();
  // The new line's first field, above the button, takes the focus.
  await expect(form.getByRole('button', { name: /Item \(Baris 1\)$/ })).toBeFocused();
  await choose(page, form, /Item \(Baris 1\)$/, CATALOGUE.consultation.name);
  await form.getByRole('button', { name: /Tipe Diskon \(Baris 1\)/ }).click();
  await page.getByRole('option', { name: 'Persentase' }).click();
  await form.getByRole('textbox', { name: /^Diskon.*\(Baris 1\)/ }).fill('10');
  await form.getByRole('button', { name: 'Tambah Item' }).click();
  await choose(page, form, /Item \(Baris 2\)$/, CATALOGUE.medicine.name);
  await form.getByRole('textbox', { name: 'Kuantitas (Baris 2)' }).fill('2');
  await form.getByRole('button', { name: 'Tambah Paket' }).click();
  await choose(page, form, /Paket \(Baris 3\)$/, CATALOGUE.package.name);
  await form.getByRole('button', { name: /Metode Pembayaran/ }).click();
  await page.getByRole('option', { name: 'QRIS' }).click();

  const lines: PaymentLine[] = [
    { quantity: 1, price: CATALOGUE.consultation.price, discountType: 'PERCENTAGE', discount: 10 },
    { quantity: 2, price: CATALOGUE.medicine.price },
    { quantity: 1, price: CATALOGUE.package.price, isPackage: true },
  ];
  const expected = paymentTotals(lines);
  expect(lines.map(lineTotal)).toEqual([135_000, 150_000, 500_000]);
  await expect(grandTotalOf(form)).toContainText(rupiah(expected.grandTotal));

  await form.getByRole('button', { name: 'Simpan pembayaran' }).click();
  await expect(page.getByText('Pembayaran tersimpan')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(dialog.locator('[data-status="DONE"]')).toBeVisible();
  // What comes next has the focus: printing the invoice, not the dialog's close button.
  await expect(dialog.getByRole('link', { name: 'Cetak invoice' })).toBeFocused();
  await expect(grandTotalOf(dialog)).toContainText(rupiah(expected.grandTotal));
  await expect(dialog.getByRole('link', { name: 'Cetak invoice' })).toHaveAttribute(
    'href',
    /\/print-invoice\?id=/,
  );
  await expect(dialog.getByRole('link', { name: 'Cetak struk 58 mm' })).toHaveAttribute(
    'href',
    /\/print-receipt\?id=.+&width=58/,
  );
  await expect(dialog.getByRole('link', { name: 'Cetak struk 80 mm' })).toHaveAttribute(
    'href',
    /\/print-receipt\?id=.+&width=80/,
  );
  // The invoice names the visit's patient and their record number (the form asked for no name).
  const invoiceHref = await dialog
    .getByRole('link', { name: 'Cetak invoice' })
    .getAttribute('href');
  const invoice = await page.context().newPage();
  await invoice.addInitScript(() => {
    window.print = () => {};
  });
  await invoice.goto(invoiceHref!);
  await expect(invoice.getByRole('heading', { name: 'BUKTI PEMBAYARAN', level: 1 })).toBeVisible();
  const invoiceField = (label: string) =>
    invoice.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(invoiceField('Nama Pasien')).toHaveText(PATIENTS.cashier);
  await expect(invoiceField('No. Rekam Medis')).toHaveText(`PY-${stamp}-0`);
  await invoice.close();
  await dialog.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(card(page, PATIENTS.cashier)).toHaveAccessibleName(/Selesai/);

  const detail = await api<{ payment: { id: string; total_amount: number; grand_total: number } }>(
    page,
    'GET',
    `/api2/reservation/v1/get-reservation-detail/${ids.reservations.cashier}`,
  );
  const chain = await api<{ total_amount: number; grand_total: number; payment_method: string }>(
    page,
    'GET',
    `/api2/payment/v1/payment/${detail.payment.id}`,
  );
  expect(chain).toMatchObject({
    total_amount: expected.totalAmount,
    grand_total: expected.grandTotal,
    payment_method: 'QRIS',
  });
});

test('a correction of the paid visit shows both rows; its invoice and both receipts add up', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const dialog = await openDetail(page, PATIENTS.cashier);
  await dialog.getByRole('button', { name: 'Koreksi pembayaran' }).click();
  const form = page.getByRole('dialog', { name: 'Koreksi pembayaran' });
  await form.getByRole('button', { name: 'Tambah Koreksi' }).click();
  await choose(page, form, /Item \(Koreksi 1\)$/, CATALOGUE.medicine.name);
  await expect(grandTotalOf(form)).toContainText(rupiah(CATALOGUE.medicine.price));
  await form.getByRole('button', { name: 'Simpan koreksi' }).click();
  await expect(page.getByText('Koreksi pembayaran tersimpan')).toBeVisible();
  const rows = dialog.getByRole('grid', { name: 'Baris pembayaran' });
  await expect(rows.getByRole('row').filter({ hasText: 'Pembayaran' })).toHaveCount(1);
  await expect(rows.getByRole('row').filter({ hasText: 'Koreksi' })).toHaveCount(1);
  await expect(grandTotalOf(dialog)).toContainText(rupiah(785_000 + CATALOGUE.medicine.price));
  // The rows' dates as the spec writes dates, DD-MM-YYYY.
  await expect(rows.getByRole('row').filter({ hasText: 'Koreksi' })).toContainText(
    /(?<!\d)\d{2}-\d{2}-\d{4}(?!\d)/,
  );
  await expect(rows).not.toContainText(/(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/);

  // The prints, opened from the dialog in tabs of their own, with the print dialog counted.
  await page.context().addInitScript(() => {
    window.print = () => {};
  });
  const net = 785_000 + CATALOGUE.medicine.price;
  const correction = rows.getByRole('row').filter({ hasText: 'Koreksi' });
  const correctionNumber = (await correction.getByRole('rowheader').textContent())!.trim();
  const open = async (name: string) => {
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name }).click(),
    ]);
    await expect(tab.getByRole('heading', { name: 'BUKTI PEMBAYARAN', level: 1 })).toBeVisible();
    return tab;
  };

  await test.step('the invoice: the original by group, the correction apart, totals that add up', async () => {
    const invoice = await open('Cetak invoice');
    const valueOf = (name: string | RegExp) =>
      invoice
        .getByRole('rowheader', { name, exact: true })
        .locator('xpath=following-sibling::td[1]');
    await expect(valueOf(`Subtotal ${CATALOGUE.category}`)).toHaveText(`Rp${rupiah(285_000)}`);
    await expect(valueOf('Subtotal Paket')).toHaveText(`Rp${rupiah(500_000)}`);
    // 285.000 + 500.000: the total is what its groups add up to, the correction not among them.
    await expect(valueOf('Total')).toHaveText(`Rp${rupiah(785_000)}`);
    await expect(
      invoice.getByRole('rowheader', {
        name: new RegExp(
          `^Koreksi No\\. Kuitansi ${correctionNumber} · \\d{2}-\\d{2}-\\d{4} · QRIS$`,
        ),
      }),
    ).toBeVisible();
    await expect(valueOf(`Total koreksi ${correctionNumber}`)).toHaveText(
      `Rp${rupiah(CATALOGUE.medicine.price)}`,
    );
    await expect(valueOf('Total Bayar')).toHaveText(`Rp${rupiah(net)}`);
    await expect(valueOf('QRIS')).toHaveText(`Rp${rupiah(net)}`);
    await invoice.close();
  });

  for (const width of [58, 80]) {
    await test.step(`the ${width} mm receipt: the same sections and totals`, async () => {
      const receipt = await open(`Cetak struk ${width} mm`);
      const slip = receipt.locator(`[data-receipt="${width}"]`);
      const beside = (label: string) =>
        slip.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
      await expect(beside('Total')).toHaveText(`Rp${rupiah(785_000)}`);
      await expect(beside(`Total koreksi ${correctionNumber}`)).toHaveText(
        `Rp${rupiah(CATALOGUE.medicine.price)}`,
      );
      await expect(beside('Total Bayar')).toHaveText(`Rp${rupiah(net)}`);
      // The printer's width, remembered on this device: 48 mm on a 58 mm roll.
      if (width === 58) {
        await receipt.getByRole('radio', { name: '48 mm' }).check();
        await expect
          .poll(() => slip.evaluate((node) => Math.round((node.clientWidth * 25.4) / 96)))
          .toBe(48 + 4);
        await receipt.reload();
        await expect(receipt.getByRole('radio', { name: '48 mm' })).toBeChecked();
      }
      await receipt.close();
    });
  }
});

test('staff refunds the corrected item by cash; the rows, the payment history and the invoice show it negative', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const dialog = await openDetail(page, PATIENTS.cashier);
  await dialog.getByRole('button', { name: 'Kembalikan dana' }).click();
  const form = page.getByRole('dialog', { name: 'Pengembalian dana' });
  // The correction's line is the medicine's second line of the chain: one unit, Rp75.000.
  await form
    .getByRole('textbox', { name: `Jumlah dikembalikan ${CATALOGUE.medicine.name}` })
    .last()
    .fill('1');
  const totals = form.getByLabel('Total pengembalian dana');
  await expect(
    totals
      .getByText('Pengembalian dana', { exact: true })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(`-Rp${rupiah(CATALOGUE.medicine.price)}`);
  await expect(
    totals.getByText('Total bersih', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(`Rp${rupiah(785_000)}`);
  await form.getByRole('button', { name: /Metode pengembalian dana/ }).click();
  await page.getByRole('option', { name: 'Tunai' }).click();
  await form
    .getByRole('textbox', { name: /Alasan pengembalian dana/ })
    .fill('Salep tidak jadi dipakai');
  await form.getByRole('button', { name: 'Simpan pengembalian dana' }).click();
  await expect(page.getByText('Pengembalian dana tersimpan')).toBeVisible();

  const rows = dialog.getByRole('grid', { name: 'Baris pembayaran' });
  const refundRow = rows.getByRole('row').filter({ hasText: 'Pengembalian dana' });
  await expect(refundRow).toContainText('Salep tidak jadi dipakai');
  await expect(refundRow).toContainText(`-Rp${rupiah(CATALOGUE.medicine.price)}`);
  await expect(grandTotalOf(dialog)).toContainText(rupiah(785_000));
  const refundNumber = (await refundRow.getByRole('rowheader').textContent())!.trim();
  const invoiceHref = await dialog
    .getByRole('link', { name: 'Cetak invoice' })
    .getAttribute('href');

  await test.step('the payment history lists the refund line negative, paid by cash', async () => {
    await page.goto('/dashboard/payment');
    const history = page.getByRole('grid', { name: 'Riwayat pembayaran' });
    await expectShown(page, history);
    const line = history.getByRole('row').filter({ hasText: refundNumber });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(CATALOGUE.medicine.name);
    await expect(line).toContainText(`-Rp${rupiah(CATALOGUE.medicine.price)}`);
    await expect(line).toContainText('Tunai');
  });

  await test.step('the invoice prints the refund apart, and the net total adds up', async () => {
    await page.context().addInitScript(() => {
      window.print = () => {};
    });
    await page.goto(invoiceHref!);
    const valueOf = (name: string | RegExp) =>
      page.getByRole('rowheader', { name, exact: true }).locator('xpath=following-sibling::td[1]');
    await expect(
      page.getByRole('rowheader', {
        name: new RegExp(
          `^Pengembalian dana No\\. Kuitansi ${refundNumber} · \\d{2}-\\d{2}-\\d{4} · Tunai$`,
        ),
      }),
    ).toBeVisible();
    await expect(page.getByText('Alasan: Salep tidak jadi dipakai')).toBeVisible();
    await expect(valueOf(`Total pengembalian dana ${refundNumber}`)).toHaveText(
      `-Rp${rupiah(CATALOGUE.medicine.price)}`,
    );
    await expect(valueOf('Total Bayar')).toHaveText(`Rp${rupiah(785_000)}`);
  });
});

test("a doctor taking their own waiting visit's payment sees no discount fields", async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.doctor);
  const dialog = await openDetail(page, PATIENTS.doctor);
  await dialog.getByRole('button', { name: 'Tambah pembayaran' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah pembayaran' });
  await form.getByRole('button', { name: 'Tambah Item' }).click();
  await expect(form.getByRole('textbox', { name: 'Kuantitas (Baris 1)' })).toBeVisible();
  await expect(form.getByRole('button', { name: /Tipe Diskon/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^Diskon/ })).toHaveCount(0);
  await expect(form.getByRole('columnheader', { name: 'Diskon' })).toHaveCount(0);
});
