import type { Browser, Page } from '@playwright/test';
import { SATURDAY, SUNDAY, WEEKDAY_NAMES, weekdayOf } from '@praktik/domain/slots/weekdays';
import { slotsTexts } from '@praktik/domain/slots/slots.texts';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import { expect as baseExpect, expectNoSeriousAxeViolations, uniqueEmail } from './support';
import { test } from './clinic-fixture';
import { expectToast } from './toasts';
import {
  addPatient,
  clinicDay,
  createClinicFromNothing,
  expectNoPageErrors,
  expectShown,
  fillDate,
  login,
  openAs,
  openContext,
  pickOption,
  reportPageErrors,
  rowWith,
} from './helpers';

/*
 * Staff and schedules, twice: on a clinic a new owner makes from nothing through the screens, and
 * on a clinic already at work, of this file's own (e2e/clinic-fixture.ts: doctors, a beautician
 * and a front desk, the practitioners with their weeks). The owner adds a doctor and a staff member and sets
 * the doctor's week; the doctor signs in with the owner's password, must choose their own first,
 * and then sees the schedule; the staff member (after the same first sign-in) adds a patient and
 * starts a visit with that doctor; the owner deactivates the staff member, whose open tab is
 * signed out at its next click. Owner, doctor and staff each have a browser context of their
 * own, as on three computers. The two clinics share nothing: the tests run on either worker.
 */
test.describe.configure({ mode: 'parallel', timeout: 420_000 });
test.use({
  actionTimeout: 30_000,
  navigationTimeout: 45_000,
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
});
const expect = baseExpect.configure({ timeout: 30_000 });

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

const STAFF_TABLE = 'Daftar staf';
const DEACTIVATED = 'Akun ini telah dinonaktifkan. Hubungi pemilik klinik Anda';

interface Member {
  name: string;
  email: string;
  role: 'Dokter' | 'Staf';
  /** The password the owner gives; the member replaces it at the first sign-in. */
  ownersPassword: string;
  ownPassword: string;
  ktp: string;
}

function newMember(role: Member['role'], name: string, tag: string): Member {
  const digits = String(Date.now()).slice(-9);
  return {
    name: `${name} ${tag}`,
    email: uniqueEmail(role === 'Dokter' ? 'dokter' : 'staf'),
    role,
    ownersPassword: 'DariPemilik123',
    ownPassword: `Sendiri${digits}`,
    ktp: `3273${role === 'Dokter' ? '01' : '02'}${digits.padStart(10, '0')}`,
  };
}

/** The weekday's name as the schedule screen shows it ("Jumat"). */
function weekdayName(isoDate: string): string {
  return slotsTexts.id.weekday[WEEKDAY_NAMES[weekdayOf(isoDate)]];
}

async function addStaffMember(page: Page, member: Member) {
  await page.goto('/dashboard/user-clinic');
  await page.getByRole('link', { name: 'Tambah staf' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-clinic\/add-user-clinic$/);
  const form = page.getByRole('form', { name: 'Tambah Staf' });
  await expectShown(page, form);
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(member.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
  await pickOption(page, 'Peran', member.role);
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081377788899');
  await fillDate(page, 'Tanggal lahir', '02/03/1988');
  await form.getByText('Perempuan', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Nomor identitas', exact: true }).fill(member.ktp);
  await form.getByRole('textbox', { name: 'Alamat', exact: true }).fill('Jl. Dago No. 21, Bandung');
  await form.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(member.ownersPassword);
  await form
    .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
    .fill(member.ownersPassword);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Data berhasil ditambahkan');
  await expect(page).toHaveURL(/\/dashboard\/user-clinic$/);
  await expect(rowWith(page, STAFF_TABLE, member.name)).toHaveCount(1);
}

/**
 * A member signs in with the owner's password: the first-sign-in screen comes before anything
 * else, even a deep link, and the member's own password opens the dashboard, which welcomes a
 * newcomer by name, with the clinic and the name in the user menu, without a reload.
 */
async function firstSignIn(page: Page, member: Member, clinicName: string) {
  await login(page, member.email, member.ownersPassword);
  await expect(page).toHaveURL(/\/first-password$/);
  await expect(page.getByRole('heading', { name: 'Buat kata sandi Anda' })).toBeVisible();
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
  await expectShown(page, page.getByRole('heading', { name: `Selamat datang, ${member.name}!` }));
  await expect(page.getByText(clinicName, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `${member.name}, Menu pengguna` })).toBeVisible();
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu utama' });
}

/**
 * The preview shows this week (Sunday to Saturday) first: a date of next week (tomorrow, when
 * today is Saturday) is one "next week" press away.
 */
async function showWeekOf(page: Page, isoDate: string) {
  if (weekdayOf(isoDate) === SUNDAY) {
    await page.getByRole('button', { name: 'Minggu berikutnya' }).click();
  }
}

/** The week preview's entry for `isoDate`. */
function previewDay(page: Page, isoDate: string) {
  const preview = page.getByRole('region', { name: 'Slot yang bisa dipesan' });
  return preview
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: formatLongDate(isoDate) ?? isoDate }) });
}

async function staffJourney(
  browser: Browser,
  baseURL: string | undefined,
  openOwner: () => Promise<{ page: Page; close: () => Promise<void> }>,
  tag: string,
  clinicName: string,
) {
  const doctor = newMember('Dokter', 'dr. Rina Wijaya', tag);
  const staff = newMember('Staf', 'Budi Santoso', tag);
  const stamp = Date.now();
  const patient = {
    name: `Dewi Lestari E2E ${stamp}`,
    phone: `0813${String(stamp).slice(-8)}`,
    ktp: `3273${String(stamp).slice(-12).padStart(12, '0')}`,
    mrn: `E2E-S-${stamp}`,
  };
  // Tomorrow is inside the booking window whatever the hour. The other day checked stays off; it
  // is in the same week (Sunday to Saturday, as the preview shows weeks) as tomorrow.
  const workDay = clinicDay(1);
  const dayOff = weekdayOf(workDay) === SATURDAY ? clinicDay(0) : clinicDay(2);

  const owner = await openOwner();

  await test.step('the owner adds a doctor and a staff member', async () => {
    await addStaffMember(owner.page, doctor);
    await addStaffMember(owner.page, staff);
    const doctorRow = rowWith(owner.page, STAFF_TABLE, doctor.name);
    await expect(doctorRow).toContainText('Dokter');
    await expect(doctorRow.getByText('Aktif', { exact: true })).toBeVisible();
    await expect(doctorRow.getByRole('link', { name: `Jadwal ${doctor.name}` })).toBeVisible();
    // Only doctors and beauticians have a week to set.
    const staffRow = rowWith(owner.page, STAFF_TABLE, staff.name);
    await expect(staffRow).toContainText('Staf');
    await expect(staffRow.getByRole('link', { name: /^Jadwal/ })).toHaveCount(0);
  });

  await test.step("the owner sets the doctor's week", async () => {
    const { page } = owner;
    await rowWith(page, STAFF_TABLE, doctor.name)
      .getByRole('link', { name: `Jadwal ${doctor.name}` })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user-clinic\/schedule-doctor-clinic\?id=.+/);
    await expectShown(page, page.getByRole('heading', { name: `Jadwal ${doctor.name}` }));
    await showWeekOf(page, workDay);
    const day = page.getByRole('switch', { name: weekdayName(workDay), exact: true });
    await expect(day).not.toBeChecked();
    // A new practitioner's week is empty: nothing to book yet.
    await expect(previewDay(page, workDay)).toContainText('Tidak ada slot');

    // react-aria's switch is a hidden input inside its label: a user presses the label.
    await page.locator('label', { has: day }).click();
    await expect(day).toBeChecked();
    await page
      .getByRole('button', { name: `Tambah slot ${weekdayName(workDay)}`, exact: true })
      .click();
    // The added slot (09:00-10:00 on an empty day) is saved at once and offered for booking.
    await expect(page.getByText('Jadwal tersimpan').first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: `${weekdayName(workDay)}, slot 1`, exact: true }),
    ).toBeVisible();
    await expect(previewDay(page, workDay)).toContainText(/[1-9]\d* slot/);
    await expect(previewDay(page, dayOff)).toContainText('Tidak ada slot');

    // Saved, not only shown: a reload reads it back.
    await page.reload();
    await showWeekOf(page, workDay);
    await expect(day).toBeChecked();
    await expect(previewDay(page, workDay)).toContainText(/[1-9]\d* slot/);
  });

  const doctorSide = await openContext(browser, baseURL);
  await test.step('the doctor changes the password at the first sign-in', async () => {
    await firstSignIn(doctorSide.page, doctor, clinicName);
  });

  await test.step('the doctor sees the week the owner set', async () => {
    const { page } = doctorSide;
    await mainMenu(page).getByRole('link', { name: 'Staf Klinik' }).click();
    await rowWith(page, STAFF_TABLE, doctor.name)
      .getByRole('link', { name: `Jadwal ${doctor.name}` })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user-clinic\/schedule-doctor-clinic\?id=.+/);
    await showWeekOf(page, workDay);
    await expect(
      page.getByRole('switch', { name: weekdayName(workDay), exact: true }),
    ).toBeChecked();
    await expect(previewDay(page, workDay)).toContainText(/[1-9]\d* slot/);
    expectNoPageErrors(page);
  });
  await expectNoSeriousAxeViolations();
  await doctorSide.context.close();

  const staffSide = await openContext(browser, baseURL);
  await test.step('the staff member changes the password at the first sign-in', async () => {
    await firstSignIn(staffSide.page, staff, clinicName);
  });

  await test.step('the staff member adds a patient and starts a visit with the doctor', async () => {
    const { page } = staffSide;
    await addPatient(page, patient);
    const search = page.getByRole('search', { name: 'Cari pasien' });
    await search.getByRole('textbox', { name: 'Nama', exact: true }).fill(patient.name);
    await search.getByRole('textbox', { name: 'Nama', exact: true }).press('Enter');
    await expect(rowWith(page, 'Daftar pasien', patient.name)).toHaveCount(1);
    await page.getByRole('button', { name: `Mulai Kunjungan ${patient.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mulai Kunjungan' });
    await expect(dialog.getByText(`Pasien: ${patient.name}`)).toBeVisible();
    await pickOption(page, 'Dokter', doctor.name);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Kunjungan berhasil dimulai');
    await expect(dialog).toBeHidden();

    await page.goto('/dashboard/active-visit');
    await page.getByRole('searchbox', { name: 'Cari nama' }).fill(patient.name);
    await expect(rowWith(page, 'Daftar kunjungan aktif', patient.name)).toContainText(doctor.name);
  });

  await test.step('the owner deactivates the staff member', async () => {
    const { page } = owner;
    await page.goto('/dashboard/user-clinic');
    const row = rowWith(page, STAFF_TABLE, staff.name);
    await row.getByRole('button', { name: `Nonaktifkan ${staff.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Nonaktifkan ${staff.name}?` });
    await confirm.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
    await expect(row.getByText('Nonaktif', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Nonaktifkan ${staff.name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Aktifkan ${staff.name}` })).toBeVisible();
  });

  await test.step("the staff member's open tab is signed out at its next click", async () => {
    const { page } = staffSide;
    // The tab still shows the active visits it had open; its next click asks the server.
    // "Semua Pasien" sits in the "Pasien" group (with "Paket Pasien"), closed on this page.
    await mainMenu(page).getByRole('button', { name: 'Pasien', exact: true }).click();
    await mainMenu(page).getByRole('link', { name: 'Semua Pasien', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    // The sign-in page says why (the 401's detail).
    await expect(page.getByText(DEACTIVATED)).toBeVisible();
    // And the account cannot sign in again, with the same reason.
    await login(page, staff.email, staff.ownPassword);
    await expect(page.getByRole('alert').filter({ hasText: DEACTIVATED })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expectNoPageErrors(page);
  });
  await expectNoSeriousAxeViolations();
  await staffSide.context.close();
  await owner.close();
}

// The full run's: its sign-up and onboarding through the screens are journeys.spec's first test,
// and its staff journey the next test's, on a clinic at work (scripts/test.sh, `@full-run`).
test(
  'a clinic made from nothing: staff, a weekly schedule, first sign-ins and a deactivation',
  {
    tag: '@full-run',
  },
  async ({ browser, baseURL }) => {
    const businessName = `Klinik Ratna Sehat ${Date.now()}`;
    await staffJourney(
      browser,
      baseURL,
      async () => {
        const { context, page } = await openContext(browser, baseURL);
        await test.step('a new owner registers, activates and onboards', async () => {
          await createClinicFromNothing(page, {
            ownerFirstName: 'Ratna',
            email: uniqueEmail('pemilik'),
            password: 'KlinikRatna123',
            businessName,
          });
        });
        return { page, close: () => context.close() };
      },
      'Baru',
      businessName,
    );
  },
);

test('a clinic already at work: staff, a weekly schedule, first sign-ins and a deactivation', async ({
  browser,
  baseURL,
  clinic,
}) => {
  await staffJourney(
    browser,
    baseURL,
    async () => {
      const { context, page } = await openAs(browser, baseURL, clinic.owner);
      return { page, close: () => context.close() };
    },
    'Lama',
    clinic.businessName,
  );
});
