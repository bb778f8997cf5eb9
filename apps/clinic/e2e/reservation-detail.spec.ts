import type { Browser, Locator, Page } from '@playwright/test';
import { expect as baseExpect } from './support';
import { CLINIC_DOCTOR_NAME, publishClinic, test, type Clinic } from './clinic-fixture';
import { expectToast } from './toasts';
import { api, callApi, clinicDay, expectShown, loginAs, openAs, reportPageErrors } from './helpers';

/*
 * The reservation detail dialog on a clinic of this file's own (e2e/clinic-fixture.ts), against
 * the real server: staff open a booked reservation from the timetable and cancel it (it leaves
 * the grid); start a visit from one (it shows among the active visits) and end it (Belum Bayar);
 * move an active one to another doctor (its card changes rows); start one for a patient whose
 * walk-in visit is still going (the alert's "Ya" ends that one first); and start an online
 * booking's visit for an existing patient. A second open timetable (the owner's) sees each
 * change arrive without reload. The reservations are made through the API on tomorrow's hours
 * of dr. Andi (who works every day), one hour each; the online booking through the public
 * booking API, the clinic published first as its owner would. The tests share these
 * reservations and run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const SARI = 'dr. Sari Lestari, Sp.KK';
const stamp = Date.now();

/** Each patient of the journeys: one reservation each. */
const PATIENTS = {
  cancel: `Rani Batal E2E ${stamp}`,
  start: `Bayu Mulai E2E ${stamp}`,
  transfer: `Citra Pindah E2E ${stamp}`,
  busy: `Dodi Aktif E2E ${stamp}`,
} as const;
type Role = keyof typeof PATIENTS;
/** Books the time the transfer picked, just before the transfer is saved. */
const RIVAL = `Eka Rebut E2E ${stamp}`;
/** Books online (no patient yet); the front desk starts the visit for an existing patient. */
const ONLINE = { booker: `Fajar Daring E2E ${stamp}`, patient: `Gita Pilih E2E ${stamp}` };
/**
 * Each reservation's two quarter hours of dr. Andi's tomorrow (08-12 and 13-16), an hour apart:
 * nobody else books in this clinic.
 */
const TIMES: Record<Role | 'online', string[]> = {
  cancel: ['08:00:00', '08:15:00'],
  start: ['09:00:00', '09:15:00'],
  transfer: ['10:00:00', '10:15:00'],
  busy: ['11:00:00', '11:15:00'],
  online: ['13:00:00', '13:15:00'],
};

// Tomorrow: the fixture's doctors work every day, and every hour of it is still to come.
const date = clinicDay(1);
/** Tomorrow as the app writes a reservation's day ("Kamis, 26 November 2026"). */
const longDate = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${date}T12:00:00Z`));

/** The reservations here are tomorrow's: starting one asks first, and this says yes. */
async function confirmOtherDayStart(page: Page) {
  const ask = page.getByRole('alertdialog', { name: 'Mulai kunjungan di hari lain?' });
  await expect(ask).toContainText(`Reservasi ini untuk ${longDate}, bukan hari ini.`);
  await ask.getByRole('button', { name: 'Ya, mulai sekarang' }).click();
  await expect(ask).toBeHidden();
}
const ktpOf = (index: number) => `3174${String(stamp).slice(-11)}${index}`;

interface Ids {
  sari: string;
  service: string;
  rival: string;
  online: { reservation: string; patient: string };
  patients: Record<Role, string>;
  reservations: Record<Role, string>;
}
let ids: Ids;

/** A patient of the clinic born 17 Aug 1990, with the identity number `ktpOf(index)`. */
async function createPatient(clinic: Clinic, name: string, index: number): Promise<string> {
  const patient = await clinic.addPatient({
    name,
    phoneNumber: `0813${String(stamp).slice(-7)}${index}`,
    dob: '17-08-1990',
    gender: 'FEMALE',
    address: 'Jl. Cikini Raya No. 5, Jakarta Pusat',
    identificationNumber: ktpOf(index),
    medicalRecordNumber: `RD-${stamp}-${index}`,
  });
  return patient.id;
}

/** The reservation's card on the timetable (a button named by the patient). */
function card(page: Page, name: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: new RegExp(name) });
}

/** The timetable row of a doctor. */
function doctorRow(page: Page, doctor: string): Locator {
  // By its header: a card may name another doctor ("dipindah ke dr. Sari ...").
  return page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: doctor }) });
}

async function openTimetable(page: Page) {
  await page.goto(`/dashboard/reservation?date=${date}`);
  await expectShown(page, page.getByRole('grid'));
}

/** Another screen with the same day open: it must follow every change without reload. */
async function watchTimetable(browser: Browser, baseURL: string | undefined, clinic: Clinic) {
  const watcher = await openAs(browser, baseURL, clinic.owner);
  await openTimetable(watcher.page);
  return watcher;
}

/** How fast a change must reach the other open timetable (a second is the aim; a loaded machine adds). */
const LIVE = { timeout: 5_000 };

async function openDetail(page: Page, name: string): Promise<Locator> {
  await card(page, name).click();
  const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name).first()).toBeVisible();
  return dialog;
}

test.beforeAll(async ({ clinic, request }) => {
  const andi = clinic.doctor.id;
  const service = clinic.services[0]!.id;
  const roles = Object.keys(PATIENTS) as Role[];
  const patients = {} as Record<Role, string>;
  const reservations = {} as Record<Role, string>;
  for (const [index, role] of roles.entries()) {
    patients[role] = await createPatient(clinic, PATIENTS[role], index);
    const saved = await clinic.api<{ id: string }>(
      'POST',
      '/reservation/v1/save-reservation',
      {
        doctorId: andi,
        dateVisit: date,
        timeVisit: TIMES[role],
        serviceId: service,
        locationId: null,
        patientTab: 'EXISTING',
        patientId: patients[role],
        name: PATIENTS[role],
        identificationType: 'KTP',
        identificationNumber: ktpOf(index),
        intent: 'SAVE',
      },
      clinic.staff,
    );
    reservations[role] = saved.id;
  }
  /** Starts dr. Andi's visit with the role's patient, for its reservation or as a walk-in. */
  const startVisit = (role: Role, bookingId?: string) =>
    clinic.api(
      'POST',
      '/dashboard/start-visit-v2',
      {
        staffId: andi,
        identificationNumber: ktpOf(roles.indexOf(role)),
        patientId: patients[role],
        ...(bookingId && { bookingId }),
      },
      clinic.staff,
    );
  // Moving a patient is for a visit going on: that reservation's visit starts first.
  await startVisit('transfer', reservations.transfer);
  // The busy patient is being seen as a walk-in (no reservation) when their reservation starts.
  await startVisit('busy');
  const rival = await createPatient(clinic, RIVAL, 9);
  // The online booking as /reservation-pasien sends it: no token, no patient of the clinic; the
  // public booking takes published clinics only.
  await publishClinic(clinic);
  const booked = await request.post(
    `/api2/service-provider/provider/${clinic.businessId}/reservations`,
    {
      data: {
        serviceId: service,
        doctorId: andi,
        dateVisit: date,
        timeVisit: TIMES.online,
        name: ONLINE.booker,
        email: `fajar.${stamp}@example.com`,
        phoneNumber: `0812${String(stamp).slice(-8)}`,
        dateOfBirth: '1992-03-04',
        gender: 'MALE',
      },
    },
  );
  if (booked.status() !== 201) throw new Error(`online booking: ${await booked.text()}`);
  const online = {
    reservation: ((await booked.json()) as { data: { id: string } }).data.id,
    patient: await createPatient(clinic, ONLINE.patient, 8),
  };
  ids = { sari: clinic.secondDoctor.id, service, rival, online, patients, reservations };
});

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

test('staff cancel a booked reservation after confirming, and it leaves the timetable', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const watcher = await watchTimetable(browser, baseURL, clinic);
  await expect(card(watcher.page, PATIENTS.cancel)).toBeVisible();
  await loginAs(page, clinic.staff);
  await openTimetable(page);
  const dialog = await openDetail(page, PATIENTS.cancel);
  await expect(dialog.getByText('Reservasi', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Pembayaran dan paket aktif' })).toBeVisible();
  // Spec 2 writes the date DD MMM YYYY with Indonesian month names ("26 Nov 2026").
  const [year, month, day] = date.split('-');
  const MONTHS_ID = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'Mei',
    'Jun',
    'Jul',
    'Agt',
    'Sep',
    'Okt',
    'Nov',
    'Des',
  ];
  await expect(
    dialog.getByText(`${day} ${MONTHS_ID[Number(month) - 1]} ${year}`, { exact: true }),
  ).toBeVisible();
  // The birth date too, in the booker's section and in the patient's.
  await expect(dialog.getByText('17 Agt 1990', { exact: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Batalkan reservasi' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apakah Anda yakin?' });
  await confirm.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expectToast(page, 'Reservasi berhasil dibatalkan');
  await expect(dialog).toBeHidden();
  await expect(card(page, PATIENTS.cancel)).toBeHidden();
  await expect(card(watcher.page, PATIENTS.cancel)).toBeHidden(LIVE);
  await watcher.context.close();
  const detail = await callApi<{ status: string }>(
    page,
    'GET',
    `/api2/reservation/v1/get-reservation-detail/${ids.reservations.cancel}`,
  );
  expect(detail.data.status).toBe('CANCELLED');
});

test('staff start a visit from a reservation, find it among the active visits, and end it', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const watcher = await watchTimetable(browser, baseURL, clinic);
  await expect(card(watcher.page, PATIENTS.start)).toHaveAccessibleName(/Reservasi/);
  await loginAs(page, clinic.staff);
  await openTimetable(page);
  let dialog = await openDetail(page, PATIENTS.start);
  // Tomorrow's reservation: asked first, naming its day; Batal starts nothing.
  await dialog.getByRole('button', { name: 'Mulai kunjungan' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Mulai kunjungan di hari lain?' });
  await expect(ask).toContainText(`Reservasi ini untuk ${longDate}, bukan hari ini.`);
  await ask.getByRole('button', { name: 'Batal' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.locator('[data-status="BOOKED"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mulai kunjungan' }).click();
  await confirmOtherDayStart(page);
  await expectToast(page, 'Kunjungan berhasil dimulai');
  await expect(dialog.locator('[data-status="ACTIVE"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Akhiri kunjungan' })).toBeVisible();
  // The pressed button is gone: the focus is on the first action of the started visit.
  await expect(dialog.getByRole('button', { name: 'Asesmen' })).toBeFocused();
  await expect(card(watcher.page, PATIENTS.start)).toHaveAccessibleName(/Aktif/, LIVE);

  await page.goto('/dashboard/active-visit');
  await expect(page.getByRole('row').filter({ hasText: PATIENTS.start })).toBeVisible();

  await openTimetable(page);
  dialog = await openDetail(page, PATIENTS.start);
  await dialog.getByRole('button', { name: 'Akhiri kunjungan' }).click();
  const end = page.getByRole('alertdialog', { name: 'Akhiri kunjungan' });
  await end.getByRole('textbox', { name: /Catatan/ }).fill('Kontrol satu minggu lagi.');
  await end.getByRole('button', { name: 'Akhiri Kunjungan', exact: true }).click();
  await expect(end).toBeHidden();
  await expect(dialog.locator('[data-status="WAITING_PAYMENT"]')).toHaveText('Belum Bayar');
  await expect(dialog.getByRole('button', { name: 'Akhiri kunjungan' })).toBeHidden();
  await expect(card(watcher.page, PATIENTS.start)).toHaveAccessibleName(/Belum Bayar/, LIVE);
  await watcher.context.close();
});

test('staff move an active visit to another doctor (a time taken meanwhile is refused and the slots refresh), and its card changes rows', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const watcher = await watchTimetable(browser, baseURL, clinic);
  await expect(
    doctorRow(watcher.page, SARI).getByRole('button', { name: new RegExp(PATIENTS.transfer) }),
  ).toHaveCount(0);
  await loginAs(page, clinic.staff);
  await openTimetable(page);
  await expect(
    doctorRow(page, CLINIC_DOCTOR_NAME).getByRole('button', {
      name: new RegExp(PATIENTS.transfer),
    }),
  ).toBeVisible();
  const dialog = await openDetail(page, PATIENTS.transfer);
  await dialog.getByRole('button', { name: 'Pindahkan pasien' }).click();
  const transfer = page.getByRole('dialog', { name: 'Pindahkan pasien' });
  // The day the patient stays on, in the app's language as the add dialog writes it.
  await expect(transfer.getByText(`Tanggal ${longDate}`, { exact: true })).toBeVisible();
  // Nothing chosen: the domain's message, nothing sent.
  await transfer.getByRole('button', { name: 'Simpan' }).click();
  await expect(transfer.getByText('Harap masukkan Dokter/Terapis yang valid')).toBeVisible();
  await transfer.getByRole('button', { name: /Dokter atau terapis/ }).click();
  await page.getByRole('option', { name: SARI, exact: true }).click();
  const slots = transfer.getByRole('listbox').last();
  await slots.getByRole('option', { disabled: false }).first().click();

  // Someone books the picked time meanwhile: the database refuses the move (409), the dialog
  // says so, and the slots are read again with that time taken.
  const picked = (await slots.getByRole('option', { selected: true }).allTextContents()).map(
    (label) => `${label.trim().slice(0, 5)}:00`,
  );
  expect(picked.length).toBeGreaterThan(0);
  await api(page, 'POST', '/api2/reservation/v1/save-reservation', {
    doctorId: ids.sari,
    dateVisit: date,
    timeVisit: picked,
    serviceId: ids.service,
    locationId: null,
    patientTab: 'EXISTING',
    patientId: ids.rival,
    name: RIVAL,
    identificationType: 'KTP',
    identificationNumber: ktpOf(9),
    intent: 'SAVE',
  });
  await transfer.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    transfer.getByRole('alert').filter({ hasText: 'Waktu ini baru saja dipesan' }),
  ).toBeVisible();
  await expect(slots.getByRole('option', { selected: true })).toHaveCount(0);
  await expect(slots.getByRole('option', { name: picked[0]!.slice(0, 5) }).first()).toBeDisabled();

  await slots.getByRole('option', { disabled: false }).first().click();
  await transfer.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Pasien berhasil dipindahkan');
  await expect(transfer).toBeHidden();
  await expect(
    doctorRow(page, SARI).getByRole('button', { name: new RegExp(PATIENTS.transfer) }),
  ).toBeVisible();
  // dr. Andi's card stays, saying where the patient went, not a visit he finished.
  const left = doctorRow(page, CLINIC_DOCTOR_NAME).getByRole('button', {
    name: new RegExp(PATIENTS.transfer),
  });
  await expect(left).toContainText(`dipindah ke ${SARI}`);
  await expect(left).not.toContainText('Selesai');
  await expect(
    doctorRow(watcher.page, SARI).getByRole('button', { name: new RegExp(PATIENTS.transfer) }),
  ).toBeVisible(LIVE);
  await watcher.context.close();
});

test("the active-visit alert's Yes ends the walk-in visit and starts the reservation's", async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await openTimetable(page);
  let dialog = await openDetail(page, PATIENTS.busy);
  await dialog.getByRole('button', { name: 'Mulai kunjungan' }).click();
  await confirmOtherDayStart(page);
  const alert = page.getByRole('alertdialog', { name: 'Pasien masih memiliki kunjungan aktif' });
  await expect(alert).toBeVisible();
  // "Lihat detail" of a walk-in visit (no reservation) opens that visit's assessment.
  await alert.getByRole('button', { name: 'Lihat detail' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/active-visit/assesment\\?id=[^&]+&patientId=${ids.patients.busy}`),
  );

  await openTimetable(page);
  dialog = await openDetail(page, PATIENTS.busy);
  await dialog.getByRole('button', { name: 'Mulai kunjungan' }).click();
  await confirmOtherDayStart(page);
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Ya', exact: true }).click();
  await expectToast(page, 'Kunjungan berhasil dimulai');
  await expect(alert).toBeHidden();
  await expect(dialog.locator('[data-status="ACTIVE"]')).toBeVisible();
  // A started visit is past the question of confirming.
  await expect(dialog.getByText('Belum dikonfirmasi', { exact: true })).toBeHidden();
  const detail = await api<{ visit_id: string | null; status: string }>(
    page,
    'GET',
    `/api2/reservation/v1/get-reservation-detail/${ids.reservations.busy}`,
  );
  expect(detail.status).toBe('ACTIVE');
  expect(detail.visit_id).not.toBeNull();
});

test("staff start an online booking's visit for an existing patient: chosen by name, the identity number confirmed, the doctor the booking's", async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await openTimetable(page);
  // Its booker never opened the mail's confirm link: the card and the detail say so.
  await expect(card(page, ONLINE.booker)).toContainText('Belum dikonfirmasi');
  const dialog = await openDetail(page, ONLINE.booker);
  await expect(dialog.getByText('Belum dikonfirmasi', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mulai kunjungan' }).click();
  await confirmOtherDayStart(page);
  const picker = page.getByRole('dialog', { name: 'Pilih pasien' });
  await picker.getByRole('combobox', { name: /Cari pasien/ }).fill(ONLINE.patient);
  await page.getByRole('option', { name: new RegExp(ONLINE.patient) }).click();
  await picker.getByRole('button', { name: 'Lanjut' }).click();

  const identity = page.getByRole('dialog', { name: 'Nomor identitas pasien' });
  await expect(identity.getByText(`Pasien: ${ONLINE.patient}`)).toBeVisible();
  // A form dialog opens on its first field, not on itself.
  await expect(identity.getByRole('form').locator(':focus')).toHaveCount(1);
  await expect(identity.getByRole('textbox', { name: /Nomor KTP/ })).toHaveValue(ktpOf(8));
  // The booking names its doctor: the choice is locked, and the field says why.
  const doctor = identity.getByRole('button', { name: /Dokter/ });
  await expect(doctor).toBeDisabled();
  await expect(doctor).toContainText(CLINIC_DOCTOR_NAME);
  await expect(identity.getByText('Dokter dari reservasi')).toBeVisible();
  await identity.getByRole('button', { name: 'Simpan' }).click();

  await expectToast(page, 'Kunjungan berhasil dimulai');
  await expect(identity).toBeHidden();
  await expect(dialog.locator('[data-status="ACTIVE"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Asesmen' })).toBeFocused();
  const detail = await api<{ patient_id: string | null; status: string; visit_id: string | null }>(
    page,
    'GET',
    `/api2/reservation/v1/get-reservation-detail/${ids.online.reservation}`,
  );
  expect(detail).toMatchObject({ patient_id: ids.online.patient, status: 'ACTIVE' });
  expect(detail.visit_id).not.toBeNull();
});
