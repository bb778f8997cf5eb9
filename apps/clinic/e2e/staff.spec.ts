import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './support';
import { test } from './clinic-fixture';
import { expectToast } from './toasts';
import { fillDate, login, loginAs, pickOption, rowWith } from './helpers';

/*
 * Staff, on a clinic of this file's own (e2e/clinic-fixture.ts): the owner adds a doctor (the
 * front desk's e-mail, already taken, is refused at the field), edits, deactivates and
 * reactivates them; the new doctor signs in with the owner's password, must set their own first
 * and then reaches the dashboard, where dr. Andi's row offers them nothing; the front desk sees
 * the list without add or edit. The two tests need no order and run on either worker.
 */
test.describe.configure({ mode: 'parallel' });

const STAFF_TABLE = 'Daftar staf';
const stamp = Date.now();
const member = {
  name: `dr. Rina Kusuma E2E ${stamp}`,
  email: uniqueEmail('rina'),
  phone: `0812${String(stamp).slice(-8)}`,
  address: 'Jl. Melati No. 7, Bandung',
  newAddress: 'Jl. Kenanga No. 21, Bandung',
  ownersPassword: 'Sementara123!',
  ownPassword: 'RinaSendiri456!',
  ihsNumber: `1000${String(stamp).slice(-7)}`,
};

async function openStaffList(page: Page) {
  await page.getByRole('link', { name: 'Staf Klinik' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/user-clinic$/);
  await expect(page.getByRole('heading', { name: 'Staf Klinik', level: 2 })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /menu pengguna/i }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the owner adds, edits, deactivates and reactivates a doctor, who then sets a password', async ({
  page,
  clinic,
}) => {
  // Three sign-ins and a dozen screens, each scanned by axe on a shared machine.
  test.setTimeout(420_000);
  await loginAs(page, clinic.owner);

  await test.step('a taken e-mail is refused beside the e-mail field', async () => {
    await openStaffList(page);
    await page.getByRole('link', { name: 'Tambah staf' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-clinic\/add-user-clinic$/);
    const form = page.getByRole('form', { name: 'Tambah Staf' });
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(member.name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(clinic.staff.email);
    await pickOption(page, 'Peran', 'Dokter');
    await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill(member.phone);
    await fillDate(page, 'Tanggal lahir', '14/07/1988');
    await form.getByText('Perempuan', { exact: true }).click();
    await form
      .getByRole('textbox', { name: 'Nomor identitas', exact: true })
      .fill('3273015407880002');
    await form.getByRole('textbox', { name: 'Alamat', exact: true }).fill(member.address);
    await form
      .getByRole('textbox', { name: 'Kata sandi', exact: true })
      .fill(member.ownersPassword);
    await form
      .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
      .fill(member.ownersPassword);
    await form.getByRole('button', { name: 'Simpan' }).click();
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Email ini sudah dipakai/);
    await expect(page).toHaveURL(/\/add-user-clinic$/);
  });

  await test.step('with a free e-mail the doctor is added and listed as active', async () => {
    const form = page.getByRole('form', { name: 'Tambah Staf' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Data berhasil ditambahkan');
    await expect(page).toHaveURL(/\/dashboard\/user-clinic$/);
    const row = rowWith(page, STAFF_TABLE, member.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Dokter');
    await expect(row).toContainText('14-07-1988');
    await expect(row).toContainText(member.address);
    await expect(row).toContainText('Aktif');
    await expect(row.getByRole('link', { name: `Jadwal ${member.name}` })).toHaveAttribute(
      'href',
      /\/dashboard\/user-clinic\/schedule-doctor-clinic\?id=[^&]+&doctor-name=dr\.\+Rina/,
    );
  });

  await test.step('the edit form opens with the stored data and saves a new address and an IHS number', async () => {
    const row = rowWith(page, STAFF_TABLE, member.name);
    await row.getByRole('link', { name: `Ubah ${member.name}`, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-clinic\/edit-user-clinic\?id=.+/);
    const form = page.getByRole('form', { name: 'Ubah Staf' });
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      member.email,
    );
    await expect(form.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Kata sandi', exact: true })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Alamat', exact: true }).fill(member.newAddress);
    // A doctor's IHS number on SATUSEHAT: asked while the role is a doctor's only.
    const ihs = form.getByRole('textbox', { name: 'IHS number SATUSEHAT', exact: true });
    await expect(ihs).toHaveValue('');
    await pickOption(page, 'Peran', 'Beautician');
    await expect(ihs).toHaveCount(0);
    await pickOption(page, 'Peran', 'Dokter');
    await ihs.fill(member.ihsNumber);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Data berhasil diubah');
    await expect(page).toHaveURL(/\/dashboard\/user-clinic$/);
    await expect(rowWith(page, STAFF_TABLE, member.name)).toContainText(member.newAddress);
  });

  await test.step('the detail page shows the member read-only', async () => {
    await rowWith(page, STAFF_TABLE, member.name)
      .getByRole('link', { name: member.name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user-clinic\/detail-user-clinic\?id=.+/);
    const name = page.getByRole('textbox', { name: 'Nama', exact: true });
    await expect(name).toHaveValue(member.name);
    await expect(name).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Alamat', exact: true })).toHaveValue(
      member.newAddress,
    );
    await expect(
      page.getByRole('textbox', { name: 'IHS number SATUSEHAT', exact: true }),
    ).toHaveValue(member.ihsNumber);
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-clinic$/);
  });

  await test.step('deactivating asks first, then the row shows inactive', async () => {
    const row = rowWith(page, STAFF_TABLE, member.name);
    await row.getByRole('button', { name: `Nonaktifkan ${member.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Nonaktifkan ${member.name}?` });
    await expect(dialog).toBeVisible();
    // Cancel leaves the account as it was.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Aktif');
    await row.getByRole('button', { name: `Nonaktifkan ${member.name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Nonaktifkan ${member.name}?` })
      .getByRole('button', { name: 'Ya, nonaktifkan' })
      .click();
    // The row itself tells (the toast is gone after 2.5 s, possibly before a slow check).
    await expect(row).toContainText('Nonaktif');
    await expect(row.getByRole('button', { name: `Aktifkan ${member.name}` })).toBeVisible();
  });

  await test.step('a deactivated member cannot sign in', async () => {
    await logout(page);
    await login(page, member.email, member.ownersPassword);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  await test.step('reactivated, the row shows active again', async () => {
    await loginAs(page, clinic.owner);
    await openStaffList(page);
    const row = rowWith(page, STAFF_TABLE, member.name);
    await row.getByRole('button', { name: `Aktifkan ${member.name}` }).click();
    await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Nonaktifkan ${member.name}` })).toBeVisible();
    await logout(page);
  });

  await test.step("the new doctor signs in with the owner's password and must set their own", async () => {
    await login(page, member.email, member.ownersPassword);
    await expect(page).toHaveURL(/\/first-password$/);
    await expect(page.getByRole('heading', { name: 'Buat kata sandi Anda' })).toBeVisible();
    // Nothing else opens before the change.
    await page.goto('/dashboard/patient');
    await expect(page).toHaveURL(/\/first-password$/);
    await page
      .getByRole('textbox', { name: 'Kata sandi dari pemilik klinik', exact: true })
      .fill(member.ownersPassword);
    await page
      .getByRole('textbox', { name: 'Kata sandi baru', exact: true })
      .fill(member.ownPassword);
    await page
      .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
      .fill(member.ownPassword);
    await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's own calls now answer: the patient list opens.
    await page.goto('/dashboard/patient');
    await expect(page).toHaveURL(/\/dashboard\/patient$/);
    await expect(page.getByRole('grid', { name: 'Daftar pasien' })).toBeVisible();
  });

  await test.step("in the staff list the doctor has only their own row's actions", async () => {
    await openStaffList(page);
    await expect(page.getByRole('link', { name: 'Tambah staf' })).toHaveCount(0);
    const own = rowWith(page, STAFF_TABLE, member.name);
    await expect(own.getByRole('link', { name: `Jadwal ${member.name}` })).toBeVisible();
    await expect(own.getByRole('link', { name: `Ubah ${member.name}` })).toHaveCount(0);
    const other = rowWith(page, STAFF_TABLE, clinic.doctor.name);
    await expect(other.getByRole('link')).toHaveCount(0);
    await expect(other.getByRole('button')).toHaveCount(0);
  });
});

test('staff see the list without add, edit or deactivate, and cannot open the add form', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await openStaffList(page);
  const table = page.getByRole('grid', { name: STAFF_TABLE });
  await expect(rowWith(page, STAFF_TABLE, clinic.doctor.name)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Tambah staf' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: /^Ubah / })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Nonaktifkan / })).toHaveCount(0);
  // The schedule link stays on doctor and beautician rows only.
  await expect(
    rowWith(page, STAFF_TABLE, clinic.doctor.name).getByRole('link', { name: /^Jadwal / }),
  ).toHaveCount(1);
  await expect(
    rowWith(page, STAFF_TABLE, clinic.beautician.name).getByRole('link', { name: /^Jadwal / }),
  ).toHaveCount(1);
  await expect(
    rowWith(page, STAFF_TABLE, clinic.staff.name).getByRole('link', { name: /^Jadwal / }),
  ).toHaveCount(0);

  await test.step('the role filter keeps one role', async () => {
    await pickOption(page, 'Peran', 'Dokter');
    await expect(page).toHaveURL(/role=ROLE_DOCTOR/);
    await expect(rowWith(page, STAFF_TABLE, clinic.doctor.name)).toHaveCount(1);
    for (const role of await table.getByRole('row').allInnerTexts()) {
      if (role.includes('Peran')) continue;
      expect(role).toContain('Dokter');
    }
  });

  await page.goto('/dashboard/user-clinic/add-user-clinic');
  await expect(page.getByRole('form', { name: 'Tambah Staf' })).toHaveCount(0);
  await expect(page.getByText('Akses ditolak')).toBeVisible();
});
