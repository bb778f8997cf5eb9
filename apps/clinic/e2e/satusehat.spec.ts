import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './support';
import { test } from './clinic-fixture';
import { expectToast } from './toasts';
import { addPatient, createClinicFromNothing, expectShown, loginAs, rowWith } from './helpers';
import { standInDemoCredentials } from './satusehat-stand-in';

/*
 * SATUSEHAT's screens: a new clinic's owner (signed up from nothing through the screens) links it
 * to SATUSEHAT (the server's stand-in, with its demo credentials) and sees the platform's answer;
 * a wrong secret shows the translated refusal under the client key; the owner adds an
 * organization and a location, views and edits them, and finds the location among the
 * start-visit dialog's choices. A doctor, dr. Andi of a clinic of this file's own
 * (e2e/clinic-fixture.ts), has no integration menu and is refused its pages. The two tests share
 * nothing and run on either worker.
 */
test.describe.configure({ mode: 'parallel', timeout: 420_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });

const stamp = Date.now();
const organization = `Poli Umum ${stamp}`;
const location = `Ruang Periksa ${stamp}`;
const renamedLocation = `Ruang Periksa Dua ${stamp}`;
const patient = {
  name: `Sari Satusehat ${stamp}`,
  phone: '081298765432',
  ktp: `3273${String(stamp).slice(-12).padStart(12, '0')}`,
  mrn: `SS-${stamp}`,
};

const ORGANIZATION_TABLE = 'Daftar organisasi';
const LOCATION_TABLE = 'Daftar lokasi';

/** Fills the fields an organization and a location share. */
async function fillAddress(page: Page, formName: string, name: string) {
  const form = page.getByRole('form', { name: formName });
  await expectShown(page, form);
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('Nama').fill(name);
  await field('Email').fill(`poli${stamp}@klinik.example`);
  await field('Nomor telepon').fill('0227654321');
  await field('Website').fill('https://klinik.example');
  await field('Provinsi').fill('32');
  await field('Kota/Kabupaten').fill('3273');
  await field('Kecamatan').fill('327301');
  await field('Kelurahan/Desa').fill('3273011001');
  await field('Kode pos').fill('40111');
  await field('Alamat').fill('Jl. Braga No. 10, Bandung');
  return form;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Data berhasil ditambahkan');
}

test('the owner links the clinic, adds and edits an organization and a location, and starts a visit there', async ({
  page,
}) => {
  await createClinicFromNothing(page, {
    ownerFirstName: 'Ratna',
    email: uniqueEmail('satusehat-owner'),
    password: 'Rahasia123!',
    businessName: `Klinik Satusehat ${stamp}`,
  });

  await test.step('the integration menu, and a list that says the clinic has no link yet', async () => {
    // The owner's menu has the group, closed until opened. The menu's own links: the dashboard
    // home, still shown while the next page loads, has quick links of the same names.
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByRole('button', { name: 'SATUSEHAT', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Kredensial', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Organisasi', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/organization$/);
    await expect(page.getByText('Belum ada organisasi')).toBeVisible();
  });

  await test.step('adding an organization before the link is refused with a way to the credential screen', async () => {
    await page.getByRole('link', { name: 'Tambah organisasi' }).click();
    await fillAddress(page, 'Tambah Organisasi', organization);
    await page.getByRole('button', { name: 'Simpan' }).click();
    const toCredential = page.getByRole('link', { name: 'Isi kredensial SATUSEHAT' });
    await expect(toCredential).toBeVisible();
    await toCredential.click();
    await expect(page).toHaveURL(/\/dashboard\/credential$/);
  });

  const STAND_IN_DEMO = standInDemoCredentials();
  const form = page.getByRole('form', { name: 'Kredensial SATUSEHAT' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });

  await test.step('a wrong secret is refused in words under the client key, nothing saved', async () => {
    await expect(page.getByText('Klinik belum terhubung ke SATUSEHAT')).toBeVisible();
    await field('ID Organisasi').fill(STAND_IN_DEMO.organizationId);
    await field('Client Key').fill(STAND_IN_DEMO.clientKey);
    await field('Secret Key').fill(`${STAND_IN_DEMO.secretKey}-salah`);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(field('Client Key')).toHaveAttribute('aria-invalid', 'true');
    // Nothing saved: the page still says the clinic has no link.
    await expect(page.getByText('Klinik belum terhubung ke SATUSEHAT')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Kredensial tersimpan' })).toHaveCount(0);
  });

  await test.step('the demo credentials link the clinic: the platform answer in a dialog', async () => {
    await field('Secret Key').fill(STAND_IN_DEMO.secretKey);
    await form.getByRole('button', { name: 'Simpan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kredensial tersimpan' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Nama organisasi')).toBeVisible();
    await expect(dialog.getByText('Nama aplikasi')).toBeVisible();
    await expect(dialog.getByText('Status', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the saved link shows; the secret field starts empty and keeps the saved one', async () => {
    await page.reload();
    const saved = page.getByLabel('Tautan tersimpan');
    await expect(saved).toContainText(STAND_IN_DEMO.organizationId);
    await expect(saved).toContainText('Simulasi');
    await expect(field('Client Key')).toHaveValue(STAND_IN_DEMO.clientKey);
    await expect(field('Secret Key')).toHaveValue('');
    await expect(
      page.getByText('Kosongkan untuk tetap memakai secret key yang tersimpan.'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('dialog', { name: 'Kredensial tersimpan' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('an organization: add, view, edit', async () => {
    await page.goto('/dashboard/organization/add-organization');
    await fillAddress(page, 'Tambah Organisasi', organization);
    await save(page);
    await expect(page).toHaveURL(/\/dashboard\/organization$/);
    const row = rowWith(page, ORGANIZATION_TABLE, organization);
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Lihat ${organization}` }).click();
    const detail = page.getByRole('form', { name: 'Detail Organisasi' });
    await expect(detail.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue(
      organization,
    );
    await expect(detail.getByRole('textbox', { name: 'Kode pos', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    await detail.getByRole('link', { name: 'Ubah' }).click();
    const edit = page.getByRole('form', { name: 'Ubah Organisasi' });
    await edit.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('0221112233');
    await save(page);
    await rowWith(page, ORGANIZATION_TABLE, organization)
      .getByRole('link', { name: `Lihat ${organization}` })
      .click();
    await expect(
      page
        .getByRole('form', { name: 'Detail Organisasi' })
        .getByRole('textbox', { name: 'Nomor telepon', exact: true }),
    ).toHaveValue('0221112233');
  });

  await test.step('a location: add (RT and RW, a description), view, rename', async () => {
    await page.goto('/dashboard/location');
    await page.getByRole('link', { name: 'Tambah lokasi' }).click();
    const add = await fillAddress(page, 'Tambah Lokasi', location);
    await add.getByRole('textbox', { name: 'RT', exact: true }).fill('001');
    await add.getByRole('textbox', { name: 'RW', exact: true }).fill('002');
    await add.getByRole('textbox', { name: 'Deskripsi', exact: true }).fill('Ruang periksa umum');
    await save(page);
    await expect(page).toHaveURL(/\/dashboard\/location$/);
    const row = rowWith(page, LOCATION_TABLE, location);
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Lihat ${location}` }).click();
    const detail = page.getByRole('form', { name: 'Detail Lokasi' });
    await expect(detail.getByRole('textbox', { name: 'RT', exact: true })).toHaveValue('001');
    await expect(detail.getByRole('textbox', { name: 'Deskripsi', exact: true })).toHaveValue(
      'Ruang periksa umum',
    );
    await page.goto('/dashboard/location');
    await rowWith(page, LOCATION_TABLE, location)
      .getByRole('link', { name: `Ubah ${location}` })
      .click();
    const edit = page.getByRole('form', { name: 'Ubah Lokasi' });
    await edit.getByRole('textbox', { name: 'Nama', exact: true }).fill(renamedLocation);
    await save(page);
    await expect(rowWith(page, LOCATION_TABLE, renamedLocation)).toHaveCount(1);
  });

  await test.step('the location is a choice of the start-visit dialog', async () => {
    await addPatient(page, patient);
    const search = page.getByRole('search', { name: 'Cari pasien' });
    await search.getByRole('textbox', { name: 'Nama', exact: true }).fill(patient.name);
    await search.getByRole('textbox', { name: 'Nama', exact: true }).press('Enter');
    await expect(rowWith(page, 'Daftar pasien', patient.name)).toHaveCount(1);
    await page.getByRole('button', { name: `Mulai Kunjungan ${patient.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mulai Kunjungan' });
    await dialog.getByRole('button', { name: 'Lokasi' }).click();
    await expect(page.getByRole('option', { name: renamedLocation, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });
});

test('a doctor has no integration menu and is refused its pages', async ({ page, clinic }) => {
  await loginAs(page, clinic.doctor);
  await expect(page.getByRole('link', { name: 'Semua Pasien' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'SATUSEHAT', exact: true })).toHaveCount(0);
  for (const entry of ['Kredensial', 'Organisasi', 'Lokasi'])
    await expect(page.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  for (const path of [
    '/dashboard/credential',
    '/dashboard/organization',
    '/dashboard/location/add-location',
  ]) {
    await page.goto(path);
    await expect(page.getByText('Akses ditolak')).toBeVisible();
  }
});
