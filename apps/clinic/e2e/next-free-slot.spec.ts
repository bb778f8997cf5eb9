import type { Locator, Page } from '@playwright/test';
import { expect } from './support';
import { CLINIC_DOCTOR_NAME, scheduleBody, test, type Clinic, type Week } from './clinic-fixture';
import { expectToast } from './toasts';
import { clinicDay, expectNoPageErrors, loginAs, reportPageErrors } from './helpers';

/*
 * "Slot kosong berikutnya" in the add-reservation dialog, on a clinic of this file's own
 * (e2e/clinic-fixture.ts). dr. Andi and dr. Sari work around the clock every day in half hours;
 * the first two free half hours of dr. Andi's from now are booked through the API, so the
 * earliest he has is the third. The front desk opens the dialog on tomorrow's timetable (every
 * hour of it still to come) and asks: the date, the slot and, for "any", the practitioner are
 * filled with the server's answer, which is said in the dialog; once booked, the timetable shows
 * the day of the booking. The slots move with the clock,
 * so what is expected is asked of the server at the moment of asking, and held to what must be
 * true of it (after the booked ones; not dr. Andi's when anyone may take it).
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const ALL_DAY = [['00:00', '24:00']] as const;
const TOMORROW = clinicDay(1);
const TAG = Date.now().toString(36);

interface NextFree {
  slot: {
    doctorId: string;
    doctorName: string;
    dateVisit: string;
    timeVisit: string[];
    availability_start: string;
    availability_end: string;
  } | null;
}

const booked: { dateVisit: string; end: string }[] = [];

function nextFree(clinic: Clinic, doctorId: string | null) {
  const doctor = doctorId ? `&doctor_id=${doctorId}` : '';
  return clinic.api<NextFree>('GET', `/reservation/v1/next-free-slot?duration=30${doctor}`);
}

/** "Jumat, 4 Desember 2026", as the dialog writes the clinic's date. */
function dateText(date: string): string {
  return new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

const hm = (time: string) => time.slice(0, 5);

/** The same spans on all seven days. */
function everyDay(spans: Week['spans']) {
  return { 1: spans, 2: spans, 3: spans, 4: spans, 5: spans, 6: spans, 7: spans };
}

test.beforeAll(async ({ clinic }) => {
  for (const practitioner of [clinic.doctor, clinic.secondDoctor]) {
    await clinic.api(
      'POST',
      '/schedule/save-schedule-doctor',
      scheduleBody(practitioner.id, 30, everyDay(ALL_DAY)),
    );
  }
  // Half an hour a day, hour-long treatments: her row has a free hour, yet no visit fits.
  await clinic.api(
    'POST',
    '/schedule/save-schedule-doctor',
    scheduleBody(clinic.beautician.id, 60, everyDay([['10:00', '10:30']])),
  );
  const patient = await clinic.addPatient({ name: `Pasien Pagi ${TAG}` });
  // dr. Andi's first two free half hours from now are taken.
  for (let taken = 0; taken < 2; taken += 1) {
    const { slot } = await nextFree(clinic, clinic.doctor.id);
    if (!slot) throw new Error('dr. Andi has no free half hour');
    await clinic.api('POST', '/reservation/v1/save-reservation', {
      doctorId: slot.doctorId,
      dateVisit: slot.dateVisit,
      timeVisit: slot.timeVisit,
      serviceId: clinic.services[0]!.id,
      locationId: null,
      patientTab: 'EXISTING',
      patientId: patient.id,
      name: patient.name,
      identificationType: 'KTP',
      identificationNumber: patient.identificationNumber,
      intent: 'SAVE',
    });
    booked.push({ dateVisit: slot.dateVisit, end: slot.availability_end });
  }
});

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

function doctorRow(page: Page, name = CLINIC_DOCTOR_NAME): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The add dialog from tomorrow's `hour` of a practitioner's row. */
async function openDialogAt(page: Page, name: string, hour: number): Promise<Locator> {
  await page.goto(`/dashboard/reservation?date=${TOMORROW}`);
  await expect(doctorRow(page, name)).toBeVisible({ timeout: 60_000 });
  await doctorRow(page, name)
    .locator(`[role="gridcell"][data-col="${hour}"]`)
    .getByRole('button', { name: 'Tambah reservasi' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Reservasi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Tanggal kunjungan' })).toHaveValue(
    dateText(TOMORROW),
  );
  return dialog;
}

/** The add dialog from tomorrow's 09:00 of dr. Andi's row. */
async function openAddDialog(page: Page): Promise<Locator> {
  const dialog = await openDialogAt(page, CLINIC_DOCTOR_NAME, 9);
  // The schedule's half hour is the visit's length, and the hour clicked comes chosen.
  await expect(dialog.getByRole('radio', { name: '30 menit' })).toBeChecked();
  await expect(dialog.getByRole('option', { name: '09:00', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return dialog;
}

type FoundSlot = NonNullable<NextFree['slot']>;

const announcement = (slot: FoundSlot) =>
  `Slot kosong berikutnya: ${dateText(slot.dateVisit)}, ${hm(slot.availability_start)}–${hm(slot.availability_end)}, ${slot.doctorName}.`;

/**
 * Presses "Slot kosong berikutnya": the slot the dialog says, which is the server's answer just
 * before or just after the press (the clock may pass a slot's start in between).
 */
async function pressNextFree(dialog: Locator, ask: () => Promise<NextFree>): Promise<FoundSlot> {
  const before = (await ask()).slot;
  await dialog.getByRole('button', { name: 'Slot kosong berikutnya' }).click();
  const said = dialog.getByRole('status').filter({ hasText: 'Slot kosong berikutnya:' });
  await expect(said).toBeVisible();
  const after = (await ask()).slot;
  const text = (await said.textContent()) ?? '';
  const slot = [before, after].find((answer) => answer && text.includes(announcement(answer)));
  if (!slot)
    throw new Error(`the dialog said "${text}"; the server ${JSON.stringify([before, after])}`);
  return slot;
}

/** The dialog shows the slot it said: in its date, doctor and picker. */
async function expectFilledWith(dialog: Locator, slot: FoundSlot) {
  await expect(dialog.getByRole('textbox', { name: 'Tanggal kunjungan' })).toHaveValue(
    dateText(slot.dateVisit),
  );
  await expect(dialog.getByRole('textbox', { name: 'Dokter' })).toHaveValue(slot.doctorName);
  for (const time of slot.timeVisit) {
    await expect(dialog.getByRole('option', { name: hm(time), exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  // Tomorrow's 09:00 from the timetable is no longer chosen, unless 09:00 is the slot's own: on
  // tomorrow, or today when the run starts between 07:30 and 08:00 WIB (two half hours booked
  // from now). On today's picker after 09:00 there is no 09:00 at all: count the chosen ones.
  if (!slot.timeVisit.includes('09:00:00')) {
    await expect(
      dialog.getByRole('option', { name: '09:00', exact: true, selected: true }),
    ).toHaveCount(0);
  }
}

test('the front desk books dr. Andi’s next free slot, after the first ones of today were taken', async ({
  page,
  clinic,
}) => {
  const name = `Pasien Cepat ${TAG}`;
  await clinic.addPatient({ name });
  await loginAs(page, clinic.staff);
  const dialog = await openAddDialog(page);
  const expected = await pressNextFree(dialog, () => nextFree(clinic, clinic.doctor.id));
  expect(expected.doctorName).toBe(CLINIC_DOCTOR_NAME);
  // Later than both booked ones.
  for (const taken of booked) {
    expect(
      `${expected.dateVisit} ${expected.availability_start}` >= `${taken.dateVisit} ${taken.end}`,
    ).toBe(true);
  }

  await expectFilledWith(dialog, expected);

  await dialog.getByRole('button', { name: /Layanan/ }).click();
  await page
    .getByRole('listbox', { name: /Layanan/ })
    .getByRole('option')
    .first()
    .click();
  await dialog.getByRole('searchbox', { name: 'Cari nama pasien' }).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${name},`) }).check();
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expectToast(page, 'Reservasi berhasil disimpan');
  await expect(dialog).toBeHidden();

  // The timetable goes to the day booked (today, as a rule, from tomorrow's page), where dr.
  // Andi's row holds the patient's card: the booking is on the slot answered.
  await expect(page).toHaveURL(new RegExp(`[?&]date=${expected.dateVisit}(&|$)`));
  await expect(
    doctorRow(page).getByRole('button', { name: new RegExp(`^${name} No\\. `) }),
  ).toBeVisible({ timeout: 60_000 });
  await expectNoPageErrors(page);
});

test('with “any practitioner” the earliest of them all is filled in, doctor included', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const dialog = await openAddDialog(page);
  // The box itself is hidden under its label (react-aria): the label is what a reader clicks.
  await dialog.getByText('Dokter mana saja', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Dokter mana saja' })).toBeChecked();
  const expected = await pressNextFree(dialog, () => nextFree(clinic, null));
  // dr. Andi's first free half hours are taken; dr. Sari still has them.
  expect(expected.doctorName).not.toBe(CLINIC_DOCTOR_NAME);
  await expectFilledWith(dialog, expected);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expectNoPageErrors(page);
});

test('when nothing fits within the month, the dialog says so and keeps what was there', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  const dialog = await openDialogAt(page, clinic.beautician.name, 10);
  await expect(dialog.getByRole('radio', { name: '1 jam' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Slot kosong berikutnya' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Tidak ada slot kosong' })).toHaveText(
    `Tidak ada slot kosong 1 jam untuk ${clinic.beautician.name} sampai ${dateText(clinicDay(29))}.`,
  );
  await expect(dialog.getByRole('textbox', { name: 'Tanggal kunjungan' })).toHaveValue(
    dateText(TOMORROW),
  );
  await expect(dialog.getByRole('textbox', { name: 'Dokter' })).toHaveValue(clinic.beautician.name);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expectNoPageErrors(page);
});
