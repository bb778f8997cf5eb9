import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations } from './support';
import { CLINIC_DOCTOR_NAME, test } from './clinic-fixture';
import { expectToast } from './toasts';
// The no-show test alone signs in to the demo clinic: a no-show is a booking whose time passed
// unattended, which only the seed can have made for a clinic signed up minutes ago. It adds one
// patient there and saves nothing else (its dialog is cancelled).
// eslint-disable-next-line no-restricted-imports -- the one journey that needs the seed's past
import { clinicDay, DEMO, fillDate, loginAs, openAs, openContext } from './helpers';

/*
 * The timetable page on a clinic of this file's own (e2e/clinic-fixture.ts), against the
 * real server: staff book an existing and a new patient from a free hour of dr. Andi's row (08-12
 * and 13-16 every day, a quarter-hour schedule; the keyboard's way is front-desk-keyboard.spec); a
 * second open timetable shows a new booking without reload; a doctor sees only their own row; a
 * slot taken while the dialog was open is refused with the server's words; staff reschedule a
 * booking to the day after, a taken slot first refused in the dialog, and another open timetable
 * sees the card land. Every test books its own hour of tomorrow (the reschedule its own hour of
 * the day after), so the tests need no order and run on either worker.
 */
test.describe.configure({ mode: 'parallel' });

// Tomorrow: every hour of it is still to come.
const DAY = clinicDay(1);
const timetableUrl = (date: string) => `/dashboard/reservation?date=${date}`;
const TAG = Date.now().toString(36);

function doctorRow(page: Page, name = CLINIC_DOCTOR_NAME): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The hour's cell of dr. Andi's row ('HH' is the column: 0..23). */
function hourCell(page: Page, hour: number): Locator {
  return doctorRow(page).locator(`[role="gridcell"][data-col="${hour}"]`);
}

/**
 * Opens the timetable of `date` and waits for dr. Andi's row. The first opening loads the page's
 * code as well: on a loaded machine that took over 30 s, longer than a step's usual wait.
 */
async function openTimetable(page: Page, date: string) {
  await page.goto(timetableUrl(date));
  await expect(doctorRow(page)).toBeVisible({ timeout: 60_000 });
}

async function openAddDialog(page: Page, hour: number): Promise<Locator> {
  await hourCell(page, hour).getByRole('button', { name: 'Tambah reservasi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Reservasi' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A patient made through the API, with an identity number (so "Pasien Lama" can book them). */
async function createPatient(page: Page, name: string): Promise<string> {
  return page.evaluate(async (patientName) => {
    const token = localStorage.getItem('id_token');
    const answer = await fetch('/api2/dashboard/patient', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: patientName,
        phoneNumber: '081298765432',
        dob: '17-05-1990',
        gender: 'FEMALE',
        address: 'Jl. Melati 5, Jakarta',
        identificationType: 'KTP',
        identificationNumber: `3174${String(Date.now()).slice(-12)}`,
        medicalRecordNumber: `RM-${patientName.replace(/\W/g, '')}`,
        email: '',
        remark: '',
        allergies: [],
      }),
    });
    if (!answer.ok) throw new Error(`patient: HTTP ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: { id: string } }).data.id;
  }, name);
}

async function chooseService(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: /Layanan/ }).click();
  await page
    .getByRole('listbox', { name: /Layanan/ })
    .getByRole('option')
    .first()
    .click();
  await expect(page.getByRole('listbox', { name: /Layanan/ })).toBeHidden();
}

async function pickSlot(dialog: Locator, time: string) {
  await dialog.getByRole('option', { name: time, exact: true }).click();
}

/** The slot is chosen already: the hour clicked on the timetable. */
async function expectPicked(dialog: Locator, time: string) {
  await expect(dialog.getByRole('option', { name: time, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** The card of a patient in dr. Andi's row. */
function cardOf(page: Page, name: string): Locator {
  return doctorRow(page).getByRole('button', { name: new RegExp(`^${name} No\\. `) });
}

test('staff book an existing patient from a free hour', async ({ page, clinic }) => {
  await loginAs(page, clinic.staff);
  const name = `Rina Lama ${TAG}`;
  await createPatient(page, name);
  await openTimetable(page, DAY);
  await expect(page).toHaveURL(new RegExp(`date=${DAY}`));

  const dialog = await openAddDialog(page, 9);
  await expect(dialog.getByRole('textbox', { name: 'Dokter' })).toHaveValue(CLINIC_DOCTOR_NAME);
  await expect(dialog.getByRole('textbox', { name: 'Dokter' })).toHaveAttribute('readonly');
  // The schedule's quarter hour is the duration to start from.
  await expect(dialog.getByRole('radio', { name: '15 menit' })).toBeChecked();

  // The hour clicked comes chosen, its first quarter (the visit's length).
  await expectPicked(dialog, '09:00');
  await expect(dialog.getByRole('option', { name: '09:15', exact: true })).toHaveAttribute(
    'aria-selected',
    'false',
  );

  // Saving with nothing chosen names what is missing.
  await pickSlot(dialog, '09:00');
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(dialog.getByText('Harap pilih waktu')).toBeVisible();
  await expect(dialog.getByText('Harap pilih layanan')).toBeVisible();

  await pickSlot(dialog, '09:00');
  await chooseService(page, dialog);
  await dialog.getByRole('searchbox', { name: 'Cari nama pasien' }).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${name},`) }).check();
  await expect(dialog.getByRole('textbox', { name: `Nomor identitas ${name}` })).not.toHaveValue(
    '',
  );
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();

  await expectToast(page, 'Reservasi berhasil disimpan');
  await expect(dialog).toBeHidden();
  await expect(
    hourCell(page, 9).getByRole('button', { name: new RegExp(`^${name} No\\. `) }),
  ).toBeVisible();
  // The card shows its time: a later quarter of the same hour would not look the same.
  await expect(cardOf(page, name)).toContainText('09:00–09:15');

  // Its card opens the reservation in the address (the detail dialog reads it).
  await cardOf(page, name).click();
  await expect(page).toHaveURL(new RegExp(`date=${DAY}&reservation=`));
});

test('staff book a new patient, who is created with the reservation', async ({ page, clinic }) => {
  await loginAs(page, clinic.staff);
  await openTimetable(page, DAY);
  const name = `Dimas Baru ${TAG}`;
  const dialog = await openAddDialog(page, 10);
  await expectPicked(dialog, '10:00');
  await chooseService(page, dialog);
  await dialog.getByRole('tab', { name: 'Pasien Baru' }).click();
  await dialog.getByRole('textbox', { name: 'Nama', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081311112222');
  await fillDate(page, 'Tanggal lahir', '02/03/1985');
  await dialog.getByRole('radio', { name: 'Laki-laki' }).check();
  await dialog.getByRole('textbox', { name: 'Alamat', exact: true }).fill('Jl. Kenanga 3, Depok');
  await dialog.getByRole('textbox', { name: 'Nomor rekam medis', exact: true }).fill(`RM-B-${TAG}`);
  // Spec 1's patient fields, as the patient form has them: the remark and the allergies.
  await dialog.getByRole('textbox', { name: 'Catatan', exact: true }).fill('Datang bersama ibunya');
  const allergy = dialog.getByRole('textbox', { name: 'Alergi', exact: true });
  await allergy.fill('Amoksisilin');
  await allergy.press('Enter');
  await allergy.fill('Udang');
  await dialog.getByRole('button', { name: 'Tambah alergi' }).click();
  const tags = dialog.getByRole('list', { name: 'Alergi pasien' });
  await expect(tags.getByRole('listitem')).toHaveText(['Amoksisilin', 'Udang']);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();

  await expectToast(page, 'Reservasi berhasil disimpan');
  await expect(cardOf(page, name)).toBeVisible();

  // The patient now exists, with the remark and the allergies: the patient list finds them.
  await page.goto(`/dashboard/patient`);
  await page.getByRole('textbox', { name: 'Nama', exact: true }).first().fill(name);
  // The filter applies after its second's wait (the address then holds it); the patient is
  // opened from the filtered list, as a person sees it.
  await expect(page).toHaveURL(/name\.contains=/);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient\/detail-patient\?id=.+/);
  await expect(page.getByRole('textbox', { name: 'Catatan', exact: true })).toHaveValue(
    'Datang bersama ibunya',
  );
  await expect(page.getByRole('list', { name: 'Alergi pasien' }).getByRole('listitem')).toHaveText([
    'Amoksisilin',
    'Udang',
  ]);
});

test('a doctor sees only their own row', async ({ page, browser, baseURL, clinic }) => {
  await loginAs(page, clinic.owner);
  await openTimetable(page, DAY);
  expect(await page.getByRole('rowheader').count()).toBeGreaterThan(1);

  const doctor = await openAs(browser, baseURL, clinic.doctor);
  await openTimetable(doctor.page, DAY);
  await expect(doctor.page.getByRole('rowheader')).toHaveCount(1);
  await doctor.context.close();
});

/** Books a slot straight through the API, as another desk would at the same moment. */
async function bookThroughApi(page: Page, patientId: string, time: string, date = DAY) {
  return page.evaluate(
    async ({ patientId, date, time }) => {
      const token = localStorage.getItem('id_token');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const business = (await (await fetch('/api2/dashboard/business', { headers })).json()) as {
        services: { id: string | number }[];
      };
      const doctors = (await (await fetch('/api2/dashboard/doctors', { headers })).json()) as {
        data: { id: string; name: string }[];
      };
      const andi = doctors.data.find((d) => d.name === 'dr. Andi Pratama');
      const answer = await fetch('/api2/reservation/v1/save-reservation', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          intent: 'SAVE',
          patientTab: 'EXISTING',
          patientId,
          identificationType: 'KTP',
          identificationNumber: `3174${String(Date.now()).slice(-12)}`,
          doctorId: andi?.id,
          dateVisit: date,
          timeVisit: [time],
          serviceId: String(business.services[0]?.id),
        }),
      });
      return answer.status;
    },
    { patientId, date, time },
  );
}

test('a slot taken while the dialog was open is refused with the server’s words', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const first = `Fajar Dulu ${TAG}`;
  const second = `Gina Kedua ${TAG}`;
  const firstId = await createPatient(page, first);
  await createPatient(page, second);
  await openTimetable(page, DAY);

  const dialog = await openAddDialog(page, 13);
  await expectPicked(dialog, '13:00');
  await chooseService(page, dialog);
  await dialog.getByRole('searchbox', { name: 'Cari nama pasien' }).fill(second);
  await dialog.getByRole('radio', { name: new RegExp(`^${second},`) }).check();

  // Another desk books 13:00 first.
  expect(await bookThroughApi(page, firstId, '13:00:00')).toBe(201);

  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Waktu ini baru saja dipesan');
  // The slot list is read again: 13:00 is no longer offered.
  await expect(dialog.getByRole('option', { name: '13:00', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(cardOf(page, first)).toBeVisible();
  await expect(cardOf(page, second)).toHaveCount(0);
});

test('a second open timetable shows a new booking without reload @smoke', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  await loginAs(page, clinic.owner);
  const name = `Hana Langsung ${TAG}`;
  const patientId = await createPatient(page, name);
  const other = await openAs(browser, baseURL, clinic.staff);
  await openTimetable(other.page, DAY);
  await expect(cardOf(other.page, name)).toHaveCount(0);

  expect(await bookThroughApi(page, patientId, '14:00:00')).toBe(201);
  // No reload, no polling: the events stream revalidates the open day.
  await expect(cardOf(other.page, name)).toBeVisible({ timeout: 5_000 });
  await other.context.close();
});

test('staff reschedule a booking to another day; a taken slot keeps the dialog open, another timetable sees the card land', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const nextDay = clinicDay(2);
  await loginAs(page, clinic.staff);
  const name = `Indah Pindah ${TAG}`;
  const rival = `Joko Rebut ${TAG}`;
  const patientId = await createPatient(page, name);
  const rivalId = await createPatient(page, rival);
  expect(await bookThroughApi(page, patientId, '14:30:00')).toBe(201);
  const other = await openAs(browser, baseURL, clinic.owner);
  await openTimetable(other.page, nextDay);
  await expect(cardOf(other.page, name)).toHaveCount(0);

  await openTimetable(page, DAY);
  await cardOf(page, name).click();
  const detail = page.getByRole('dialog', { name: 'Detail reservasi' });
  await detail.getByRole('button', { name: 'Ubah jadwal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah jadwal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Jadwal sekarang: .*14:30–14:45 dengan dr\. Andi/)).toBeVisible();
  const [year, month, day] = nextDay.split('-');
  // The dialog's own date field: the timetable's, behind the dialog, has the same name.
  await dialog
    .getByRole('group', { name: 'Tanggal', exact: true })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
  await pickSlot(dialog, '10:00');

  // Another desk books 10:00 of that day first.
  expect(await bookThroughApi(page, rivalId, '10:00:00', nextDay)).toBe(201);
  await dialog.getByRole('button', { name: 'Simpan jadwal' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Waktu ini baru saja dipesan');
  await expect(dialog.getByRole('option', { name: '10:00', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await pickSlot(dialog, '10:30');
  await dialog.getByRole('button', { name: 'Simpan jadwal' }).click();
  await expectToast(page, 'Jadwal reservasi berhasil diubah');
  await expect(dialog).toBeHidden();
  // The page follows the reservation to its day; the detail stays open on its new time.
  await expect(page).toHaveURL(new RegExp(`date=${nextDay}&reservation=`));
  await expect(detail).toContainText('10:30');
  await detail.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(cardOf(page, name)).toContainText('10:30–10:45');
  // No reload: the owner's open timetable of that day hears the move.
  await expect(cardOf(other.page, name)).toBeVisible({ timeout: 5_000 });
  await expect(cardOf(other.page, name)).toContainText('10:30–10:45');
  await other.context.close();

  await openTimetable(page, DAY);
  await expect(cardOf(page, name)).toHaveCount(0);
});

/**
 * A Tuesday at least three weeks after today, 'YYYY-MM-DD': dr. Andi of the demo clinic works on
 * it, clear of the demo's busy week around today.
 */
function demoBookingDay(): string {
  const day = new Date(`${clinicDay(21)}T00:00:00Z`);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A demo patient the no-show job marked in the busy week (the seed marks one per doctor). */
async function patientWithNoShow(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('id_token');
    const headers = { Authorization: `Bearer ${token}` };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    for (let back = 0; back <= 7; back += 1) {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - back);
      const date = day.toISOString().slice(0, 10);
      const answer = await fetch(
        `/api2/reservation/v1/get-reservation-data?reservation_date=${date}`,
        {
          headers,
        },
      );
      const rows = (
        (await answer.json()) as {
          data: { reservations: { noShow: boolean; patientId: string | null; name: string }[] }[];
        }
      ).data;
      const missed = rows
        .flatMap((row) => row.reservations)
        .find((reservation) => reservation.noShow && reservation.patientId);
      if (missed) return missed.name;
    }
    throw new Error('no demo no-show found');
  });
}

// On the demo clinic: a no-show is a booking whose time passed unattended, which only its seed can
// have made for a clinic signed up minutes ago. Nothing is saved: the dialog is cancelled.
test('booking a patient again warns of their no-shows; a patient who always came shows none', async ({
  page,
}) => {
  await loginAs(page, DEMO.staff);
  const missed = await patientWithNoShow(page);
  const fresh = `Intan Hadir ${TAG}`;
  await createPatient(page, fresh);
  await openTimetable(page, demoBookingDay());

  const dialog = await openAddDialog(page, 15);
  const search = dialog.getByRole('searchbox', { name: 'Cari nama pasien' });
  await search.fill(fresh);
  await dialog.getByRole('radio', { name: new RegExp(`^${fresh},`) }).check();
  await expect(dialog.getByRole('textbox', { name: `Nomor identitas ${fresh}` })).toBeVisible();
  await expect(dialog.getByText(/kali tidak datang/)).toHaveCount(0);

  await search.fill(missed);
  await dialog
    .getByRole('radio', { name: new RegExp(`^${missed},`) })
    .first()
    .check();
  await expect(
    dialog.getByText(new RegExp(`^${missed}: [1-9]\\d* kali tidak datang$`)),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
});

test('"Simpan dan Mulai" for a patient still being seen: the alert, and its Ya ends that visit and starts this one', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const name = `Joko Sibuk ${TAG}`;
  const patientId = await createPatient(page, name);
  // The patient is being seen as a walk-in (no reservation) by dr. Andi.
  const started = await page.evaluate(async (id) => {
    const token = localStorage.getItem('id_token');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const doctors = (await (await fetch('/api2/dashboard/doctors', { headers })).json()) as {
      data: { id: string; name: string }[];
    };
    const patient = (await (await fetch(`/api2/dashboard/patient/${id}`, { headers })).json()) as {
      data: { identificationNumber: string };
    };
    const answer = await fetch('/api2/dashboard/start-visit-v2', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        staffId: doctors.data.find((d) => d.name === 'dr. Andi Pratama')?.id,
        patientId: id,
        identificationNumber: patient.data.identificationNumber,
      }),
    });
    return answer.status;
  }, patientId);
  expect(started).toBe(201);
  await openTimetable(page, DAY);

  const dialog = await openAddDialog(page, 15);
  await pickSlot(dialog, '15:30');
  await chooseService(page, dialog);
  await dialog.getByRole('searchbox', { name: 'Cari nama pasien' }).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${name},`) }).check();
  await dialog.getByRole('button', { name: 'Simpan dan Mulai' }).click();

  const alert = page.getByRole('alertdialog', { name: 'Pasien masih memiliki kunjungan aktif' });
  await expect(alert).toBeVisible();
  await expect(
    alert.getByText('Akhiri kunjungan sebelumnya dan mulai kunjungan ini?'),
  ).toBeVisible();
  // Nothing is booked until the question is answered.
  await expect(cardOf(page, name)).toHaveCount(0);
  await alert.getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Reservasi disimpan dan kunjungan dimulai')).toBeVisible();
  await expect(alert).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, name)).toBeVisible();
});

test('a browser set to English still reads the visit date in the app’s language', async ({
  browser,
  baseURL,
  clinic,
}) => {
  const { context, page } = await openContext(browser, baseURL, { locale: 'en-US' });
  await loginAs(page, clinic.staff);
  await openTimetable(page, DAY);
  const dialog = await openAddDialog(page, 8);
  const expected = new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${DAY}T12:00:00Z`));
  await expect(dialog.getByRole('textbox', { name: 'Tanggal kunjungan' })).toHaveValue(expected);
  await context.close();
  // This journey has no `page` fixture to run the check when it ends.
  await expectNoSeriousAxeViolations();
});
