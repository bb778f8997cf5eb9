import type { Locator, Page } from '@playwright/test';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { listDate } from '@praktik/domain/packages/patient-package-row';
import { expect as baseExpect } from './support';
import { scheduleBody, test, type Clinic } from './clinic-fixture';
import { expectToast } from './toasts';
import {
  api,
  clinicDay,
  expectNoPageErrors,
  expectShown,
  loginAs,
  reportPageErrors,
  rowWith,
} from './helpers';
import { stubWhatsapp } from './whatsapp-stub';

/*
 * Patient packages on a clinic of this file's own (e2e/clinic-fixture.ts). The follow-up list
 * browses the patients not back for over a month until a search, which needs a name (spec 2 §2.9,
 * decision 0052); the menu's "Pasien" group leads to it at
 * desktop and phone widths. A package sold to a patient at the counter is chosen on the
 * patient's BOOKED reservation of today, used when the visit starts, undone, used again and
 * released (spec 2 §4), the reservation detail, the package's detail page and the API agreeing
 * at each step. A patient whose phone was typed 08… gets the month-old warning's WhatsApp link to
 * 628… (the browser's clock moved on), and sending it records who sent it. Everything the journey needs is made through the API as
 * the owner: a catalogue package, a patient, the sale, and dr. Andi's week made all day every
 * day (the fixture's hours would leave no slot of today in the evening). The tests build on each
 * other (the package used, then released): they run in order on one clinic.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const PATIENT = `Wulan Paket E2E ${stamp}`;
const PACKAGE = `Paket Facial E2E ${stamp}`;
const VISITS = 5;
const ktp = `3174${String(stamp).slice(-12)}`;

function shiftDay(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

const ALL_DAY = [['00:00', '24:00']] as const;

interface Ids {
  cataloguePackage: string;
  patientPackage: string;
  reservation: string;
  date: string;
}
let ids: Ids;

/** The first free quarter hour of the practitioner's day (null when the day has none left). */
async function firstFreeSlot(
  clinic: Clinic,
  doctorId: string,
  date: string,
): Promise<string | null> {
  const answer = await clinic.api<{
    days: { slots: { availability_start: string; available: boolean }[] }[];
  }>('POST', '/schedule/get-available-slots', { doctor_id: doctorId, date, duration: 15 });
  return answer.days[0]?.slots.find((slot) => slot.available)?.availability_start ?? null;
}

/** A counter sale of the catalogue package to a patient: they hold it from then on. */
function sellPackage(clinic: Clinic, patientId: string, packageId: string, method: string) {
  return clinic.api('POST', '/payment/v1/save-payment', {
    method,
    patientId,
    paymentItems: [
      {
        packageId,
        packageName: PACKAGE,
        isPackage: true,
        isDeposit: false,
        type: 'CONSULTATION',
        qty: 1,
        amount: 600_000,
        total: 600_000,
      },
    ],
    totalAmount: 600_000,
    totalAmountCorrection: 0,
  });
}

test.beforeAll(async ({ clinic }) => {
  const category = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: `Perawatan E2E ${stamp}`,
  });
  const item = await clinic.api<{ id: string }>('POST', '/pricing/v1/items', {
    name: `Facial E2E ${stamp}`,
    price: 150_000,
    category_item_id: category.id,
  });
  const pkg = await clinic.api<{ id: string }>('POST', '/pricing/v1/packages', {
    name: PACKAGE,
    price: 600_000,
    number_of_visit: VISITS,
    items: [item.id],
  });
  const patient = await clinic.addPatient({
    name: PATIENT,
    // Typed the way patients give it: the WhatsApp link must turn it into 62….
    phoneNumber: `0812${String(stamp).slice(-8)}`,
    dob: '12-03-1991',
    gender: 'FEMALE',
    address: 'Jl. Kemang Raya No. 21, Jakarta Selatan',
    identificationNumber: ktp,
    medicalRecordNumber: `PK-${stamp}`,
  });
  // The counter sale (decision 9): the patient holds the package from here on.
  await sellPackage(clinic, patient.id, pkg.id, 'CASH');
  const held = await clinic.api<{ package_id: string | number; package_name: string }[]>(
    'GET',
    `/packages/v1/patient-packages?name=${encodeURIComponent(PATIENT)}`,
  );
  expect(held.map((row) => row.package_name)).toEqual([PACKAGE]);

  const doctorId = clinic.doctor.id;
  await clinic.api(
    'POST',
    '/schedule/save-schedule-doctor',
    scheduleBody(doctorId, 15, {
      1: ALL_DAY,
      2: ALL_DAY,
      3: ALL_DAY,
      4: ALL_DAY,
      5: ALL_DAY,
      6: ALL_DAY,
      7: ALL_DAY,
    }),
  );
  // Today; in the day's last quarter hour no slot of today is left, and tomorrow's first is.
  let date = clinicDay();
  let slot = await firstFreeSlot(clinic, doctorId, date);
  if (!slot) {
    date = shiftDay(date, 1);
    slot = await firstFreeSlot(clinic, doctorId, date);
  }
  if (!slot) throw new Error(`no free slot of ${clinic.doctor.name} on ${date}`);
  const reservation = await clinic.api<{ id: string }>('POST', '/reservation/v1/save-reservation', {
    doctorId,
    dateVisit: date,
    timeVisit: [slot],
    serviceId: clinic.services[0]!.id,
    locationId: null,
    patientTab: 'EXISTING',
    patientId: patient.id,
    name: PATIENT,
    identificationType: 'KTP',
    identificationNumber: ktp,
    intent: 'SAVE',
  });
  ids = {
    cataloguePackage: pkg.id,
    patientPackage: String(held[0]!.package_id),
    reservation: reservation.id,
    date,
  };
});

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

interface PackageDetail {
  remaining_visits: number;
  released_at: string | null;
}

const packageDetail = (page: Page) =>
  api<PackageDetail>(page, 'GET', `/api2/packages/v1/patient-packages/${ids.patientPackage}`);

async function openReservation(page: Page): Promise<Locator> {
  await page.goto(`/dashboard/reservation?date=${ids.date}&reservation=${ids.reservation}`);
  const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
  await expectShown(page, dialog.getByRole('grid', { name: 'Paket aktif' }));
  return dialog;
}

/** The package's row in the reservation detail's active packages. */
function packageRow(dialog: Locator): Locator {
  return dialog.getByRole('grid', { name: 'Paket aktif' }).getByRole('row').filter({
    hasText: PACKAGE,
  });
}

/** The package's detail page, reached through the menu and the follow-up list. */
async function openPackageDetail(page: Page) {
  // The open reservation detail is modal: the menu behind it takes no click.
  const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  const group = menu.getByRole('button', { name: 'Pasien', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: 'Paket Pasien', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient-package$/);
  const filter = page.getByRole('search', { name: 'Filter paket pasien' });
  await filter.getByRole('textbox', { name: 'Nama', exact: true }).fill(PATIENT);
  await filter.getByRole('button', { name: 'Cari' }).click();
  await rowWith(page, 'Daftar paket pasien', PATIENT)
    .getByRole('link', { name: PATIENT, exact: true })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/patient-package/detail-patient-package\\?id=${ids.patientPackage}$`),
  );
  await expectShown(page, page.getByRole('heading', { name: 'Detail Paket Pasien' }));
  await expect(page.getByText(PATIENT, { exact: true })).toBeVisible();
}

/** The history's rows of this package, newest first, as "action remaining" texts. */
async function expectHistory(page: Page, rows: string[]) {
  const history = page.getByRole('grid', { name: 'Riwayat paket' });
  await expect(history.getByRole('row').filter({ hasText: PACKAGE })).toHaveCount(rows.length);
  for (const [index, text] of rows.entries()) {
    const [action, remaining] = text.split(' ');
    const row = history.getByRole('row').filter({ hasText: PACKAGE }).nth(index);
    await expect(row.getByRole('gridcell').filter({ hasText: action! }).first()).toBeVisible();
    await expect(row.getByRole('gridcell', { name: remaining!, exact: true })).toBeVisible();
  }
}

test('the follow-up list browses who has not been back for a month, and searches once a name is typed', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const browsed = page.waitForResponse((response) =>
    response.url().includes('/api2/packages/v1/patient-packages?'),
  );
  await page.goto('/dashboard/patient-package');
  // The page's own header (h2); the top bar repeats the title as the shell's h1, which is hidden
  // at this width only once the shell's styles are in (a check in between saw both).
  await expect(page.getByRole('heading', { name: 'Paket Pasien', level: 2 })).toBeVisible();
  // Before any search: the browsable list of the month's absentees, asked of the server (whose
  // clock decides the month). This clinic's packages were sold today: nobody is overdue yet.
  const overdue = new URL((await browsed).url()).searchParams;
  expect(overdue.get('overdue')).toBe('true');
  expect(overdue.get('name')).toBeNull();
  await expect(
    page.getByRole('heading', {
      name: 'Belum kembali lebih dari sebulan, yang paling lama di atas',
    }),
  ).toBeVisible();
  await expect(
    page.getByText('Semua pasien paket sudah berkunjung dalam sebulan terakhir'),
  ).toBeVisible();
  const filter = page.getByRole('search', { name: 'Filter paket pasien' });
  const searchButton = filter.getByRole('button', { name: 'Cari' });
  await expect(searchButton).toBeDisabled();

  const answer = page.waitForResponse((response) =>
    response.url().includes('/api2/packages/v1/patient-packages?'),
  );
  // Part of the name, as the front desk types it: the holder of this clinic's package is found.
  await filter.getByRole('textbox', { name: 'Nama', exact: true }).fill('Wulan');
  await expect(searchButton).toBeEnabled();
  await searchButton.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('name')).toBe('Wulan');
  await expect(page.getByRole('grid', { name: 'Daftar paket pasien' })).toBeVisible();
  await expect(rowWith(page, 'Daftar paket pasien', PATIENT)).toContainText(PACKAGE);
  await expect(page.getByRole('heading', { name: 'Hasil pencarian' })).toBeVisible();

  // Reset goes back to browsing.
  await filter.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByRole('heading', {
      name: 'Belum kembali lebih dari sebulan, yang paling lama di atas',
    }),
  ).toBeVisible();
  expectNoPageErrors(page);
});

test('the menu leads to the patient packages at desktop and phone widths', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await page.goto('/dashboard/active-visit');
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  // Two entries: the "Pasien" group opens to both.
  await menu.getByRole('button', { name: 'Pasien', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Semua Pasien', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Paket Pasien', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient-package$/);
  await expect(page.getByRole('heading', { name: 'Paket Pasien', level: 2 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Paket Pasien', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard/active-visit');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu utama' });
  await drawer.getByRole('button', { name: 'Pasien', exact: true }).click();
  await drawer.getByRole('link', { name: 'Paket Pasien', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient-package$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  // On its own page the group starts open, the entry marked current.
  await expect(drawer.getByRole('link', { name: 'Paket Pasien', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await drawer.getByRole('link', { name: 'Semua Pasien', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
  expectNoPageErrors(page);
});

test('a package chosen on a booked reservation is used when the visit starts, undone and used again', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  expect(await packageDetail(page)).toMatchObject({ remaining_visits: VISITS, released_at: null });

  await test.step('chosen while booked: shown one visit less, nothing used yet', async () => {
    const dialog = await openReservation(page);
    const row = packageRow(dialog);
    await expect(row).toContainText(`${VISITS} kunjungan tersisa`);
    await row.getByRole('button', { name: 'Pilih' }).click();
    await expect(row).toContainText(`${VISITS - 1} kunjungan tersisa`);
    await expect(row).toContainText('Dipakai saat kunjungan dimulai');
    expect((await packageDetail(page)).remaining_visits).toBe(VISITS);

    await dialog.getByRole('button', { name: 'Mulai kunjungan' }).click();
    await expectToast(page, 'Kunjungan berhasil dimulai');
    await expect(dialog.locator('[data-status="ACTIVE"]')).toBeVisible();
    await expect(row).toContainText('Dipakai pada kunjungan ini');
    await expect(row).toContainText(`${VISITS - 1} kunjungan tersisa`);
    expect((await packageDetail(page)).remaining_visits).toBe(VISITS - 1);
  });

  await test.step('the detail page shows the use', async () => {
    await openPackageDetail(page);
    const active = rowWith(page, 'Paket aktif', PACKAGE);
    await expect(
      active.getByRole('gridcell', { name: String(VISITS - 1), exact: true }),
    ).toBeVisible();
    await expectHistory(page, [`Dipakai ${VISITS - 1}`, `Dibeli ${VISITS}`]);
  });

  await test.step('undone after confirming: the visit comes back', async () => {
    const dialog = await openReservation(page);
    const row = packageRow(dialog);
    await row.getByRole('button', { name: 'Batalkan pemakaian' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Batalkan pemakaian paket?' });
    await confirm.getByRole('button', { name: 'Batalkan pemakaian' }).click();
    await expect(page.getByText('Pemakaian paket dibatalkan')).toBeVisible();
    await expect(row).toContainText(`${VISITS} kunjungan tersisa`);
    await expect(row).toContainText('Tersedia');
    expect((await packageDetail(page)).remaining_visits).toBe(VISITS);

    await openPackageDetail(page);
    await expectHistory(page, [`Pemakaian ${VISITS}`, `Dipakai ${VISITS - 1}`, `Dibeli ${VISITS}`]);
  });

  await test.step('used again on the open visit', async () => {
    const dialog = await openReservation(page);
    const row = packageRow(dialog);
    await row.getByRole('button', { name: 'Pakai', exact: true }).click();
    await expectToast(page, 'Paket berhasil dipakai');
    await expect(row).toContainText(`${VISITS - 1} kunjungan tersisa`);
    await expect(row).toContainText('Dipakai pada kunjungan ini');
    expect((await packageDetail(page)).remaining_visits).toBe(VISITS - 1);

    await openPackageDetail(page);
    await expect(
      rowWith(page, 'Paket aktif', PACKAGE).getByRole('gridcell', {
        name: String(VISITS - 1),
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('grid', { name: 'Riwayat paket' })
        .getByRole('row')
        .filter({ hasText: 'Dipakai' }),
    ).toHaveCount(2);
  });
  expectNoPageErrors(page);
});

test('a released package keeps its remaining visits on record and is offered no more', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const dialog = await openReservation(page);
  const row = packageRow(dialog);
  await row.getByRole('button', { name: 'Lepas paket' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Lepas paket?' });
  await expect(confirm).toContainText('Sisa kunjungan tetap tercatat');
  await confirm.getByRole('button', { name: 'Lepas paket' }).click();
  await expectToast(page, 'Paket berhasil dilepas');
  await expect(row).toContainText('Dilepas');
  for (const action of ['Pakai', 'Pilih', 'Batalkan pemakaian', 'Lepas paket']) {
    await expect(row.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  const released = await packageDetail(page);
  expect(released.released_at).not.toBeNull();
  expect(released.remaining_visits).toBe(VISITS - 1);

  await page.goto(`/dashboard/patient-package/detail-patient-package?id=${ids.patientPackage}`);
  await expectShown(page, page.getByRole('grid', { name: 'Riwayat paket' }));
  await expect(rowWith(page, 'Paket aktif', PACKAGE)).toHaveCount(0);
  // The package itself says it was released, and on which of the clinic's days.
  await expect(page.getByRole('definition').filter({ hasText: /^Dilepas$/ })).toBeVisible();
  // Bought and released on the same day: the release date is the one under its own term.
  await expect(page.locator('dt:text-is("Tanggal dilepas") + dd')).toHaveText(
    listDate(localDateAt(released.released_at!, DEFAULT_UTC_OFFSET_HOURS)),
  );
  const history = page.getByRole('grid', { name: 'Riwayat paket' });
  const release = history.getByRole('row').filter({ hasText: 'Dilepas' });
  await expect(release).toHaveCount(1);
  await expect(
    release.getByRole('gridcell', { name: String(VISITS - 1), exact: true }),
  ).toBeVisible();

  // The follow-up list is for live packages only (decision 13).
  await page.goto('/dashboard/patient-package');
  const filter = page.getByRole('search', { name: 'Filter paket pasien' });
  await filter.getByRole('textbox', { name: 'Nama', exact: true }).fill(PATIENT);
  await filter.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByText('Tidak ada paket pasien yang cocok')).toBeVisible();
  expectNoPageErrors(page);
});

test("the follow-up list's WhatsApp reminder writes to the 62 number of a phone typed 08…", async ({
  page,
  clinic,
}) => {
  // The warning and its link need a package unseen for over a month: the server's sale is dated
  // today, so the browser's clock is moved 45 days on (the server's stays real).
  await page.clock.install({ time: Date.now() + 45 * 86_400_000 });
  await loginAs(page, clinic.owner);
  const name = `Rina WhatsApp E2E ${stamp}`;
  const typed = `0857${String(stamp).slice(-8)}`;
  const patient = await clinic.addPatient({
    name,
    phoneNumber: typed,
    dob: '05-06-1988',
    gender: 'FEMALE',
    address: 'Jl. Tebet Raya No. 4, Jakarta Selatan',
    medicalRecordNumber: `WA-${stamp}`,
  });
  await sellPackage(clinic, patient.id, ids.cataloguePackage, 'QRIS');

  await page.goto('/dashboard/patient-package');
  const filter = page.getByRole('search', { name: 'Filter paket pasien' });
  await filter.getByRole('textbox', { name: 'Nama', exact: true }).fill(name);
  await filter.getByRole('button', { name: 'Cari' }).click();
  const row = rowWith(page, 'Daftar paket pasien', name);
  await expect(row.getByText('Kunjungan terakhir lebih dari 1 bulan yang lalu')).toBeVisible();
  const link = row.getByRole('link', { name: `Hubungi ${name} via WhatsApp` });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.pathname).toBe(`/62${typed.slice(1)}`);
  expect(href.searchParams.get('text')).toContain(name);
  expect(href.searchParams.get('text')).toContain(PACKAGE);

  // Sending is recorded as the link opens: the row says who sent it, for the next receptionist.
  await stubWhatsapp(page);
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/reminder-sends') && response.request().method() === 'POST',
  );
  const opened = page.waitForEvent('popup');
  await link.click();
  expect((await recorded).status()).toBe(201);
  await (await opened).close();
  await expect(row).toContainText(`Dikirim oleh ${clinic.owner.name}`);
  const listed = await api<{ name: string; last_reminder: { sent_by_name: string } | null }[]>(
    page,
    'GET',
    `/api2/packages/v1/patient-packages?name=${encodeURIComponent(name)}`,
  );
  expect(listed[0]?.last_reminder?.sent_by_name).toBe(clinic.owner.name);
  expectNoPageErrors(page);
});
