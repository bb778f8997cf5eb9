import type { Page } from '@playwright/test';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import { test, type Clinic, type ClinicAccount } from './clinic-fixture';
import { expect } from './support';
import { clinicDay, expectShown, loginAs } from './helpers';

/*
 * One practitioner's week on a clinic of this file's own (e2e/clinic-fixture.ts), against the
 * real server: the front desk books the GP for tomorrow and for the same weekday a week later,
 * and the second doctor for tomorrow, through the API. The reservation page's "Minggu" tab opens
 * on the first doctor by name (the GP, not the beautician who sorts first), shows tomorrow's
 * patient on tomorrow's column, moves to the next week and back, opens a card's detail and then
 * a day in the day view. The tests only read: they spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

const stamp = Date.now();
const PATIENTS = {
  sinta: `Sinta Minggu E2E ${stamp}`,
  rudi: `Rudi Minggu E2E ${stamp}`,
  wulan: `Wulan Minggu E2E ${stamp}`,
};
const day = clinicDay(1);
const dayNextWeek = clinicDay(8);

/** The clinics this worker already booked (beforeAll runs again per group in a parallel file). */
const bookedClinics = new Set<unknown>();

async function book(
  clinic: Clinic,
  name: string,
  practitioner: ClinicAccount,
  date: string,
  time: string,
) {
  const patient = await clinic.addPatient({ name });
  await clinic.api(
    'POST',
    '/reservation/v1/save-reservation',
    {
      doctorId: practitioner.id,
      dateVisit: date,
      timeVisit: [time],
      serviceId: clinic.services[0]!.id,
      locationId: null,
      patientTab: 'EXISTING',
      patientId: patient.id,
      name,
      identificationType: 'KTP',
      identificationNumber: patient.identificationNumber,
      intent: 'SAVE',
    },
    clinic.staff,
  );
}

test.beforeAll(async ({ clinic }) => {
  if (bookedClinics.has(clinic)) return;
  bookedClinics.add(clinic);
  await book(clinic, PATIENTS.sinta, clinic.doctor, day, '10:00:00');
  await book(clinic, PATIENTS.rudi, clinic.doctor, dayNextWeek, '11:00:00');
  await book(clinic, PATIENTS.wulan, clinic.secondDoctor, day, '10:00:00');
});

/** A day's column of the week, named by its heading ("Selasa 24 Nov 2026"). */
const column = (page: Page, date: string) =>
  page.getByRole('listitem', { name: new RegExp(`${formatLongDate(date, 'id')}$`) });

test("the front desk opens a doctor's week, moves a week on and back, and opens a day", async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await page.goto(`/dashboard/reservation?date=${day}`);
  await expectShown(page, page.getByRole('grid', { name: /^Jadwal reservasi/ }));

  await page.getByRole('tab', { name: 'Minggu', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=week/);
  // The first doctor by name, not the beautician who comes first in the list.
  await expect(page.getByRole('heading', { level: 2, name: /^dr\. Andi Pratama, / })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`${clinic.doctor.name}.*Dokter atau terapis`) }),
  ).toBeVisible();

  // Tomorrow's patient on tomorrow's column, with time, service and status; the second doctor's
  // patient is not in this week.
  const tomorrow = column(page, day);
  await expectShown(page, tomorrow);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  const sinta = tomorrow.getByRole('button', { name: new RegExp(PATIENTS.sinta) });
  await expect(sinta).toContainText('10:00–10:15');
  await expect(sinta).toContainText(clinic.services[0]!.name);
  await expect(sinta).toContainText('Reservasi');
  await expect(tomorrow).toContainText('08:00–12:00, 13:00–16:00');
  await expect(page.getByText(PATIENTS.wulan)).toHaveCount(0);

  // The card opens the reservation's detail, as on the day views.
  await sinta.click();
  const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
  await expect(dialog.getByText(PATIENTS.sinta).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]view=week/);

  // The next week holds next week's patient on the same weekday; back again, tomorrow's.
  await page.getByRole('button', { name: 'Minggu berikutnya' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]date=${dayNextWeek}`));
  await expect(
    column(page, dayNextWeek).getByRole('button', { name: new RegExp(PATIENTS.rudi) }),
  ).toBeVisible();
  await expect(page.getByText(PATIENTS.sinta)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Minggu ini' })).toBeEnabled();
  await page.getByRole('button', { name: 'Minggu sebelumnya' }).click();
  await expect(
    column(page, day).getByRole('button', { name: new RegExp(PATIENTS.sinta) }),
  ).toBeVisible();
  await expect(page.getByText(PATIENTS.rudi)).toHaveCount(0);

  // A day's heading opens that day in the day view, where both doctors' patients are.
  await column(page, day).getByRole('heading', { level: 3 }).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]view=grid/);
  await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
  const grid = page.getByRole('grid', { name: /^Jadwal reservasi/ });
  await expectShown(page, grid);
  await expect(grid.getByText(PATIENTS.sinta)).toBeVisible();
  await expect(grid.getByText(PATIENTS.wulan)).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the week is a list of days, one under another, within the screen', async ({
    page,
    clinic,
  }) => {
    await loginAs(page, clinic.staff);
    await page.goto(`/dashboard/reservation?date=${day}&view=week&doctor=${clinic.doctor.id}`);
    const tomorrow = column(page, day);
    await expectShown(page, tomorrow);
    await expect(tomorrow.getByRole('button', { name: new RegExp(PATIENTS.sinta) })).toBeVisible();
    const first = await page.getByRole('heading', { level: 3 }).nth(0).boundingBox();
    const second = await page.getByRole('heading', { level: 3 }).nth(1).boundingBox();
    expect(first && second && second.y > first.y && second.x === first.x).toBe(true);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
  });
});
