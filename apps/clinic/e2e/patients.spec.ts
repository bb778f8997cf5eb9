import type { Page } from '@playwright/test';
import { expect, test } from './clinic-fixture';
import { expectToast } from './toasts';
import { fillDate, loginAs, rowWith } from './helpers';

/*
 * On a clinic of this file's own (e2e/clinic-fixture.ts), the front desk adds a patient through
 * the form, changes its data and reads it back: the edit form opens with what was stored, the
 * list shows the new values (the old name no more), and the detail page shows them read-only,
 * after a reload too.
 */

const PATIENT_TABLE = 'Daftar pasien';

const stamp = Date.now();
const before = {
  name: `Bagus Santoso E2E ${stamp}`,
  phone: `0813${String(stamp).slice(-8)}`,
  address: 'Jl. Diponegoro No. 3, Semarang',
  mrn: `E2E-ED0-${stamp}`,
};
const after = {
  name: `Bagus Santoso Wibowo E2E ${stamp}`,
  phone: `0857${String(stamp).slice(-8)}`,
  address: 'Jl. Pandanaran No. 88, Semarang',
  mrn: `E2E-ED-${stamp}`,
};

/** `085712345678` as a phone's autofill writes it: `+62 857-1234-5678`. */
function autofilled(phone: string): string {
  return `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
}

async function searchPatient(page: Page, name: string) {
  const search = page.getByRole('search', { name: 'Cari pasien' });
  await search.getByRole('textbox', { name: 'Nama', exact: true }).fill(name);
  await search.getByRole('textbox', { name: 'Nama', exact: true }).press('Enter');
}

test('staff edit a patient and read the change in the list and the detail page', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);

  await test.step('a patient to edit', async () => {
    await page.goto('/dashboard/patient/add-patient');
    const form = page.getByRole('form', { name: 'Tambah Pasien' });
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(before.name);
    await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill(before.phone);
    await fillDate(page, 'Tanggal lahir', '02/03/1985');
    await form.getByText('Laki-laki', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Alamat', exact: true }).fill(before.address);
    // The next number of the clinic's own pattern is offered; the clinic may write its own.
    const mrn = form.getByRole('textbox', { name: 'Nomor rekam medis', exact: true });
    await expect(mrn).toHaveValue(/^RM-\d{6,}$/);
    await mrn.fill(before.mrn);
    // Enter in the allergy field adds the tag (and does not submit the form).
    const allergy = form.getByRole('textbox', { name: 'Alergi', exact: true });
    await allergy.fill('Udang');
    await allergy.press('Enter');
    await expect(allergy).toHaveValue('');
    await expect(
      form.getByRole('list', { name: 'Alergi pasien' }).getByText('Udang', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/add-patient/);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Data berhasil ditambahkan');
    await expect(page).toHaveURL(/\/dashboard\/patient$/);
  });

  await test.step('the edit form opens with the stored data', async () => {
    await searchPatient(page, before.name);
    const row = rowWith(page, PATIENT_TABLE, before.name);
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Ubah ${before.name}`, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/patient\/edit-patient\?id=.+/);
    await expect(page.getByRole('heading', { name: 'Ubah Pasien', level: 2 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Ubah Pasien' });
    await expect(form.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue(before.name);
    await expect(form.getByRole('textbox', { name: 'Nomor telepon', exact: true })).toHaveValue(
      before.phone,
    );
    await expect(form.getByRole('textbox', { name: 'Alamat', exact: true })).toHaveValue(
      before.address,
    );
    await expect(form.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();
  });

  await test.step('change name, phone, gender, address and record number, then save', async () => {
    const form = page.getByRole('form', { name: 'Ubah Pasien' });
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(after.name);
    const phone = form.getByRole('textbox', { name: 'Nomor telepon', exact: true });
    // The telephone keypad, with its +; letters refused with what a number may hold; the number
    // as a phone's autofill writes it is taken and stored as its digits (the list shows them).
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await phone.fill('0857abc');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      form.getByText(
        'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung dan + di depan',
      ),
    ).toBeVisible();
    await phone.fill(autofilled(after.phone));
    await form.getByText('Perempuan', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Alamat', exact: true }).fill(after.address);
    await form.getByRole('textbox', { name: 'Nomor rekam medis', exact: true }).fill(after.mrn);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Data berhasil diubah');
    await expect(page).toHaveURL(/\/dashboard\/patient$/);
  });

  await test.step('the list shows the new data, and the old name no more', async () => {
    await searchPatient(page, after.name);
    const row = rowWith(page, PATIENT_TABLE, after.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(after.phone);
    await expect(row).toContainText(after.address);
    await expect(row).toContainText(after.mrn);
    await expect(row).toContainText('Perempuan');
    await expect(row).toContainText('02-03-1985');
    await searchPatient(page, before.name);
    await expect(page.getByText('Tidak ada pasien yang cocok dengan pencarian.')).toBeVisible();
  });

  await test.step('the detail page shows the same, read-only, after a reload too', async () => {
    await searchPatient(page, after.name);
    await rowWith(page, PATIENT_TABLE, after.name)
      .getByRole('link', { name: after.name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/patient\/detail-patient\?id=.+/);
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await expect(page.getByRole('heading', { name: 'Detail Pasien', level: 2 })).toBeVisible();
      await expect(page.getByText('Data pasien (hanya baca).')).toBeVisible();
      const name = page.getByRole('textbox', { name: 'Nama', exact: true });
      await expect(name).toHaveValue(after.name);
      await expect(name).toHaveAttribute('readonly', '');
      await expect(page.getByRole('textbox', { name: 'Nomor telepon', exact: true })).toHaveValue(
        after.phone,
      );
      await expect(page.getByRole('textbox', { name: 'Alamat', exact: true })).toHaveValue(
        after.address,
      );
      await expect(
        page.getByRole('textbox', { name: 'Nomor rekam medis', exact: true }),
      ).toHaveValue(after.mrn);
      await expect(page.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
      await expect(page.getByRole('list', { name: 'Alergi pasien' })).toHaveText('Udang');
      await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
    }
  });

  await test.step('from the detail page: Edit opens the form, Back returns to the list', async () => {
    await page.getByRole('link', { name: 'Ubah', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/patient\/edit-patient\?id=.+/);
    await expect(
      page
        .getByRole('form', { name: 'Ubah Pasien' })
        .getByRole('textbox', { name: 'Nama', exact: true }),
    ).toHaveValue(after.name);
    await page.goBack();
    await page.getByRole('link', { name: 'Kembali', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/patient$/);
    await expect(page.getByRole('heading', { name: 'Semua Pasien', level: 2 })).toBeVisible();
  });
});

test('a patient clicked while the name filter waits opens, even when their page loads slowly', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.addPatient({ name: `Rahayu Lambat E2E ${stamp}` });
  await loginAs(page, clinic.staff);
  await page.goto('/dashboard/patient');
  const link = rowWith(page, PATIENT_TABLE, patient.name).getByRole('link', {
    name: patient.name,
    exact: true,
  });
  await expect(link).toBeVisible();

  // The detail page's code arrives late, as on a slow phone: the list stays on screen meanwhile,
  // and the filter's wait (a second) runs out before the new page shows.
  let slow = false;
  await page.route('**/*.js', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  const search = page.getByRole('search', { name: 'Cari pasien' });
  await search.getByRole('textbox', { name: 'Nama', exact: true }).fill('Rahayu');
  slow = true;
  await link.click();

  await expect(page.getByRole('heading', { name: 'Detail Pasien', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/patient\/detail-patient\?id=.+/);
  // The filter's late report did not replace the patient's entry either.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
});
