import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect } from './support';
import { test } from './clinic-fixture';
import {
  clinicDay,
  expectNoPageErrors,
  expectShown,
  loginAs,
  openAs,
  reportPageErrors,
  rowWith,
} from './helpers';
import { expectToast } from './toasts';

/*
 * Counter sales from the payment history, on a clinic of this file's own (e2e/clinic-fixture.ts):
 * the owner puts a medicine (a FARMASI category) and a consultation in the price list, and a
 * patient's visit is started, ended and paid through the API. The front desk sells two tubes of
 * the medicine to a walk-in buyer from the history page ("Tambah Pembayaran"), gets the sale's
 * receipt to print in a tab of its own, sees the row, opens it (a counter sale: the correction
 * dialog over its recorded chain), adds a correction, then gives one tube back by transfer from
 * the same row (a refund); the visit's row opens the reservation detail, by keyboard. A known
 * patient can be the buyer, and only then are packages offered. The owner sees who made and
 * changed the sale, its correction and its refund; a doctor has no add button.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const MEDICINE = { name: `Salep Kasir ${stamp}`, price: 40_000 };
const CONSULTATION = { name: `Konsultasi Kasir ${stamp}`, price: 120_000 };
const PATIENT = `Rina Kunjungan ${stamp}`;
const BUYER = `Pembeli Kasir ${stamp}`;
const TABLE = 'Riwayat pembayaran';
const KTP = `3174${String(stamp).slice(-11)}7`;

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

test.beforeAll(async ({ clinic }) => {
  const farmasi = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: `Obat Kasir ${stamp}`,
    type: 'FARMASI',
  });
  await clinic.api('POST', '/pricing/v1/items', { ...MEDICINE, category_item_id: farmasi.id });
  const services = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: `Layanan Kasir ${stamp}`,
  });
  const consultation = await clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
    ...CONSULTATION,
    category_item_id: services.id,
  });
  // A visit of tomorrow (the fixture's doctor works every day), started, ended and paid today.
  const patient = await clinic.addPatient({ name: PATIENT, identificationNumber: KTP });
  const reservation = await clinic.api<{ id: string }>('POST', '/reservation/v1/save-reservation', {
    doctorId: clinic.doctor.id,
    dateVisit: clinicDay(1),
    timeVisit: ['10:00:00', '10:15:00'],
    serviceId: clinic.services[0]!.id,
    locationId: null,
    patientTab: 'EXISTING',
    patientId: patient.id,
    name: PATIENT,
    identificationType: 'KTP',
    identificationNumber: KTP,
    intent: 'SAVE',
  });
  await clinic.api('POST', '/dashboard/start-visit-v2', {
    staffId: clinic.doctor.id,
    identificationNumber: KTP,
    patientId: patient.id,
    bookingId: reservation.id,
  });
  await clinic.api(
    'POST',
    '/reservation/v1/end-visit-reservation',
    { booking_id: reservation.id, note: 'Kontrol bila perlu.' },
    clinic.doctor,
  );
  await clinic.api(
    'POST',
    '/payment/v1/save-payment',
    {
      bookingId: reservation.id,
      method: 'CASH',
      totalAmount: CONSULTATION.price,
      totalAmountCorrection: 0,
      paymentItems: [
        {
          itemId: consultation.id,
          itemName: CONSULTATION.name,
          qty: 1,
          amount: CONSULTATION.price,
          type: 'CONSULTATION',
          total: CONSULTATION.price,
        },
      ],
    },
    clinic.staff,
  );
});

const rupiah = (amount: number) => amount.toLocaleString('id-ID');
const grandTotalOf = (scope: Locator) =>
  scope.getByText('Total Bayar', { exact: true }).locator('xpath=following-sibling::dd[1]');

/** Picks a catalogue choice of the editor (`label`: the line's select, e.g. Item (Baris 1)). */
async function choose(page: Page, form: Locator, label: RegExp, option: string) {
  await form.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function openHistory(page: Page) {
  await page.goto('/dashboard/payment');
  await expectShown(page, page.getByRole('grid', { name: TABLE }));
}

test('the front desk sells medicine at the counter, prints it, corrects and refunds it from its row', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await openHistory(page);
  await expect(rowWith(page, TABLE, CONSULTATION.name)).toHaveCount(1);

  await test.step('Tambah Pembayaran: a walk-in buyer, two tubes by QRIS', async () => {
    await page.getByRole('button', { name: 'Tambah Pembayaran' }).click();
    const form = page.getByRole('dialog', { name: 'Penjualan di kasir' });
    await form.getByRole('textbox', { name: 'Nama pembeli' }).fill(BUYER);
    // Without a patient, no package: it is used on a patient's later visits.
    await expect(form.getByRole('button', { name: 'Tambah Item' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Tambah Paket' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Tambah Item' }).click();
    await choose(page, form, /Item \(Baris 1\)$/, MEDICINE.name);
    await form.getByRole('textbox', { name: 'Kuantitas (Baris 1)' }).fill('2');
    await form.getByRole('button', { name: /Metode Pembayaran/ }).click();
    await page.getByRole('option', { name: 'QRIS' }).click();
    await expect(grandTotalOf(form)).toContainText(rupiah(2 * MEDICINE.price));
    await form.getByRole('button', { name: 'Simpan pembayaran' }).click();
    await expectToast(page, 'Penjualan tersimpan');
    await expect(form).toBeHidden();
  });

  await test.step('the sale is in the history, and its receipt prints in a tab of its own', async () => {
    const sale = rowWith(page, TABLE, MEDICINE.name);
    await expect(sale).toHaveCount(1);
    await expect(sale).toContainText(BUYER);
    await expect(sale).toContainText(rupiah(2 * MEDICINE.price));
    const receiptNumber = (await sale.getByRole('rowheader').textContent())!.trim();
    const prints = page.getByRole('group', { name: `Cetak penjualan ${receiptNumber}` });
    await expect(page.getByText(`Penjualan ${receiptNumber} tersimpan.`)).toBeVisible();
    const receipt = prints.getByRole('link', { name: 'Cetak struk 58 mm' });
    await expect(receipt).toHaveAttribute('target', '_blank');
    await page.context().addInitScript(() => {
      window.print = () => {};
    });
    const [tab] = await Promise.all([page.waitForEvent('popup'), receipt.click()]);
    await expect(tab.getByText(receiptNumber).first()).toBeVisible();
    await expect(tab.getByText(MEDICINE.name).first()).toBeVisible();
    await tab.close();
  });

  await test.step('the sale’s row opens its chain; a correction adds a row to the history', async () => {
    await rowWith(page, TABLE, BUYER).getByRole('gridcell', { name: MEDICINE.name }).click();
    const form = page.getByRole('dialog', { name: 'Koreksi pembayaran' });
    // The recorded sale, read-only, with its prints, above the new rows.
    await expect(form.getByRole('grid', { name: 'Baris pembayaran' })).toContainText(
      rupiah(2 * MEDICINE.price),
    );
    await expect(form.getByRole('link', { name: 'Cetak invoice' })).toBeVisible();
    await form.getByRole('button', { name: 'Tambah Koreksi' }).click();
    await choose(page, form, /Item \(Koreksi 1\)$/, MEDICINE.name);
    await form.getByRole('button', { name: 'Simpan koreksi' }).click();
    await expectToast(page, 'Koreksi pembayaran tersimpan');
    await expect(form).toBeHidden();
    await expect(rowWith(page, TABLE, MEDICINE.name)).toHaveCount(2);
  });

  await test.step('from the same row, one tube is given back by transfer: a negative line', async () => {
    await rowWith(page, TABLE, BUYER)
      .first()
      .getByRole('gridcell', { name: MEDICINE.name })
      .click();
    const correction = page.getByRole('dialog', { name: 'Koreksi pembayaran' });
    await correction.getByRole('button', { name: 'Kembalikan dana' }).click();
    const form = page.getByRole('dialog', { name: 'Pengembalian dana' });
    await form
      .getByRole('textbox', { name: `Jumlah dikembalikan ${MEDICINE.name}` })
      .first()
      .fill('1');
    await form.getByRole('button', { name: /Metode pengembalian dana/ }).click();
    await page.getByRole('option', { name: 'Transfer' }).click();
    await form.getByRole('textbox', { name: /Alasan pengembalian dana/ }).fill('Satu tube kembali');
    await form.getByRole('button', { name: 'Simpan pengembalian dana' }).click();
    await expect(page.getByText('Pengembalian dana tersimpan')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(rowWith(page, TABLE, MEDICINE.name)).toHaveCount(3);
    await expect(rowWith(page, TABLE, `-Rp${rupiah(MEDICINE.price)}`)).toHaveCount(1);
  });

  await test.step('the visit’s row opens its reservation detail, by keyboard', async () => {
    const visitRow = rowWith(page, TABLE, CONSULTATION.name);
    await visitRow.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Detail reservasi' });
    await expect(detail.getByText(PATIENT).first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Koreksi pembayaran' })).toBeVisible();
    await detail.getByRole('button', { name: 'Tutup' }).first().click();
    await expect(detail).toBeHidden();
  });
  expectNoPageErrors(page);
});

test('a known patient can be the buyer, and only then are packages offered', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await openHistory(page);
  await page.getByRole('button', { name: 'Tambah Pembayaran' }).click();
  const form = page.getByRole('dialog', { name: 'Penjualan di kasir' });
  await form.getByRole('combobox', { name: /Pasien/ }).fill(PATIENT.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(PATIENT) }).click();
  await expect(form.getByRole('textbox', { name: 'Nama pembeli' })).toHaveValue(PATIENT);
  await expect(form.getByRole('button', { name: 'Tambah Paket' })).toBeVisible();
  await form.getByRole('button', { name: 'Batal' }).click();
  await expect(form).toBeHidden();
  expectNoPageErrors(page);
});

test('the owner sees who made and changed the sale; a doctor has no add button', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  await loginAs(page, clinic.owner);
  await openHistory(page);
  // Who made and changed a payment are the owner's columns to choose beside the defaults.
  await expect(page.getByRole('columnheader', { name: 'Dibuat Oleh' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Kolom/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Kolom' });
  for (const column of ['Dibuat Oleh', 'Diubah Oleh']) {
    await chooser.getByText(column, { exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Dibuat Oleh' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Diubah Oleh' })).toBeVisible();
  const rows = rowWith(page, TABLE, MEDICINE.name);
  await expect(rows).toHaveCount(3);
  // Created by and updated by, both the front desk's, on the sale, its correction and its refund.
  const twice = new RegExp(`${clinic.staff.name}.*${clinic.staff.name}`);
  for (const row of await rows.all()) await expect(row).toContainText(twice);
  await expect(page.getByRole('button', { name: 'Tambah Pembayaran' })).toBeVisible();

  const doctor = await openAs(browser, baseURL, clinic.doctor);
  await openHistory(doctor.page);
  await expect(rowWith(doctor.page, TABLE, CONSULTATION.name)).toHaveCount(1);
  await expect(doctor.page.getByRole('button', { name: 'Tambah Pembayaran' })).toHaveCount(0);
  expectNoPageErrors(doctor.page);
  await doctor.context.close();
  expectNoPageErrors(page);
});
