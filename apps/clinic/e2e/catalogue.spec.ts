import type { Page } from '@playwright/test';
import { expect, test } from './clinic-fixture';
import { expectToast } from './toasts';
import { loginAs, pickOption, rowWith } from './helpers';

/*
 * The price list, on a clinic of this file's own (e2e/clinic-fixture.ts): the owner builds the
 * price list (a category, two items, a package of both), changes an item's price (a price typed
 * with letters is refused as "digits only"), sorts the items by price, deletes the package after
 * confirming and is refused deleting the category that still holds items; a staff member has no
 * master data menu and is shown "not allowed" on the add page's address. The two tests are apart:
 * they spread over the workers.
 */
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });

const stamp = Date.now();
const category = `Perawatan Wajah ${stamp}`;
// Names whose order differs from their prices' order once the first is made cheaper.
const cheaper = `Zeta Facial ${stamp}`;
const dearer = `Alfa Peeling ${stamp}`;
const bundle = `Paket Glow ${stamp}`;

const ITEM_TABLE = 'Daftar item';

async function save(page: Page, toast: string) {
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, toast);
}

async function addItem(page: Page, name: string, price: string) {
  await page.goto('/dashboard/item');
  await page.getByRole('link', { name: 'Tambah item' }).click();
  await expect(page).toHaveURL(/\/dashboard\/item\/add-item$/);
  await pickOption(page, 'Kategori Item', category);
  const form = page.getByRole('form', { name: 'Tambah Item' });
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Harga', exact: true }).fill(price);
  await save(page, 'Data berhasil ditambahkan');
  await expect(page).toHaveURL(/\/dashboard\/item$/);
}

/** The item names of the list, in the order shown, of this run only. */
async function itemOrder(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('grid', { name: ITEM_TABLE })
    .getByRole('rowheader')
    .allInnerTexts();
  return names.map((name) => name.trim()).filter((name) => name.endsWith(String(stamp)));
}

test('the owner builds the price list, edits, sorts and deletes; a category with items stays', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.owner);
  await expect(page.getByRole('link', { name: 'Kategori Item' }).first()).toBeAttached();

  await test.step('a category', async () => {
    await page.goto('/dashboard/category-item');
    await page.getByRole('link', { name: 'Tambah kategori' }).click();
    const form = page.getByRole('form', { name: 'Tambah Kategori Item' });
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(category);
    await save(page, 'Data berhasil ditambahkan');
    await expect(rowWith(page, 'Daftar kategori item', category)).toBeVisible();
  });

  await test.step('two items in it', async () => {
    await addItem(page, cheaper, '150.000');
    await addItem(page, dearer, '75.000');
    await expect(rowWith(page, ITEM_TABLE, cheaper)).toContainText('Rp150.000');
  });

  await test.step('a package of both items, chosen from the item options', async () => {
    await page.goto('/dashboard/package/add-package');
    const form = page.getByRole('form', { name: 'Tambah Paket' });
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(bundle);
    await form.getByRole('textbox', { name: 'Jumlah Kunjungan', exact: true }).fill('5');
    await form.getByRole('textbox', { name: 'Harga', exact: true }).fill('600.000');
    await pickOption(page, 'Item 1', `${cheaper} (${category})`);
    await form.getByRole('button', { name: 'Tambah item' }).click();
    await pickOption(page, 'Item 2', `${dearer} (${category})`);
    await save(page, 'Data berhasil ditambahkan');
    await expect(rowWith(page, 'Daftar paket', bundle)).toContainText(`${cheaper}, ${dearer}`);
  });

  await test.step('an item’s price changed, then the items sorted by price', async () => {
    await page.goto('/dashboard/item');
    await rowWith(page, ITEM_TABLE, cheaper)
      .getByRole('link', { name: `Ubah ${cheaper}` })
      .click();
    const form = page.getByRole('form', { name: 'Ubah Item' });
    const price = form.getByRole('textbox', { name: 'Harga', exact: true });
    await expect(price).toHaveValue('Rp150.000');
    // A price typed with letters says what is wrong with it, not that it is missing.
    await price.fill('250000abc');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      form.getByText('Harga hanya boleh berisi angka, misalnya 250000 atau 250.000'),
    ).toBeVisible();
    await expect(price).toHaveValue('250000abc');
    await price.fill('50.000');
    await save(page, 'Data berhasil diubah');
    await expect(rowWith(page, ITEM_TABLE, cheaper)).toContainText('Rp50.000');
    await expect.poll(() => itemOrder(page)).toEqual([dearer, cheaper]);
    await page.getByRole('columnheader', { name: 'Harga' }).click();
    await expect.poll(() => itemOrder(page)).toEqual([cheaper, dearer]);
    await page.getByRole('columnheader', { name: 'Harga' }).click();
    await expect.poll(() => itemOrder(page)).toEqual([dearer, cheaper]);
  });

  await test.step('the package deleted after confirming', async () => {
    await page.goto('/dashboard/package');
    await rowWith(page, 'Daftar paket', bundle)
      .getByRole('button', { name: `Hapus ${bundle}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Data yang telah dihapus tidak dapat dikembalikan');
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, 'Data berhasil dihapus');
    await expect(rowWith(page, 'Daftar paket', bundle)).toHaveCount(0);
  });

  await test.step('the category that still has items is not deleted', async () => {
    await page.goto('/dashboard/category-item');
    await rowWith(page, 'Daftar kategori item', category)
      .getByRole('button', { name: `Hapus ${category}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(
      page
        .getByText(
          'Kategori ini masih memiliki 2 item. Hapus atau pindahkan item tersebut terlebih dahulu',
        )
        .first(),
    ).toBeVisible();
    await expect(rowWith(page, 'Daftar kategori item', category)).toBeVisible();
  });
});

test('a staff member has no master data menu and may not open the add page', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await expect(page.getByRole('link', { name: 'Semua Pasien' }).first()).toBeAttached();
  for (const entry of ['Kategori Item', 'Item', 'Paket'])
    await expect(page.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  await page.goto('/dashboard/item/add-item');
  await expect(page.getByText('Akses ditolak')).toBeVisible();
});
