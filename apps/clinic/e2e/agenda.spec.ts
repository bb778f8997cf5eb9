import type { Page } from '@playwright/test';
import { test, type Clinic, type ClinicAccount } from './clinic-fixture';
import { expect } from './support';
import { clinicDay, expectShown, loginAs, pickOption } from './helpers';

/*
 * The day as an agenda on a clinic of this file's own (e2e/clinic-fixture.ts), against the real
 * server: the front desk books four patients for tomorrow through the API, out of time order and
 * with three practitioners. At 1280 px the reservation page switches from the grid to the agenda
 * by keyboard, lists every practitioner's patients by time, finds one by typing part of a name
 * and opens their detail from the row; the view and the search stay in the address. At 390 px
 * the page opens on the first doctor's day as a list, and the picker above it shows another
 * practitioner's. The tests only read: they spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

const stamp = Date.now();
const PATIENTS = {
  sinta: `Sinta Agenda E2E ${stamp}`,
  rudi: `Rudi Agenda E2E ${stamp}`,
  wulan: `Wulan Agenda E2E ${stamp}`,
  tono: `Tono Agenda E2E ${stamp}`,
};
const day = clinicDay(1);
const timetable = `/dashboard/reservation?date=${day}`;

/**
 * The clinics this worker already booked: in a parallel file, beforeAll runs again for each
 * group of tests a worker takes, on the same clinic.
 */
const bookedClinics = new Set<unknown>();

async function book(clinic: Clinic, name: string, practitioner: ClinicAccount, time: string) {
  const patient = await clinic.addPatient({ name });
  await clinic.book({ patient, practitioner, date: day, time });
}

test.beforeAll(async ({ clinic }) => {
  if (bookedClinics.has(clinic)) return;
  bookedClinics.add(clinic);
  await book(clinic, PATIENTS.sinta, clinic.doctor, '10:00:00');
  await book(clinic, PATIENTS.wulan, clinic.secondDoctor, '10:30:00');
  await book(clinic, PATIENTS.rudi, clinic.doctor, '08:30:00');
  await book(clinic, PATIENTS.tono, clinic.beautician, '09:00:00');
});

const agendaOf = (page: Page) => page.getByRole('grid', { name: /^Agenda reservasi/ });

/** The patients the agenda lists, top to bottom. */
const listed = (page: Page) => agendaOf(page).getByRole('rowheader').allTextContents();

test('the front desk switches to the agenda, finds a patient by name and opens the reservation', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await page.goto(timetable);
  await expectShown(page, page.getByRole('grid', { name: /^Jadwal reservasi/ }));

  // The view switch is a tab list: the arrow key moves to "Agenda" and shows it.
  const gridTab = page.getByRole('tab', { name: 'Jadwal' });
  await expect(gridTab).toHaveAttribute('aria-selected', 'true');
  await gridTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]view=agenda/);

  // Every practitioner's patients by time, each row with its practitioner, service and status.
  await expect
    .poll(() => listed(page))
    .toEqual([PATIENTS.rudi, PATIENTS.tono, PATIENTS.sinta, PATIENTS.wulan]);
  const wulan = agendaOf(page).getByRole('row').filter({ hasText: PATIENTS.wulan });
  await expect(wulan).toContainText('10:30');
  await expect(wulan).toContainText(clinic.secondDoctor.name);
  await expect(wulan).toContainText(clinic.services[0]!.name);
  await expect(wulan).toContainText('Reservasi');

  // Part of a name, as it is typed.
  const search = page.getByRole('searchbox', { name: 'Cari nama pasien' });
  const steps = () => page.evaluate(() => window.history.length);
  const stepsBefore = await steps();
  await search.pressSequentially('sinta agenda');
  await expect.poll(() => listed(page)).toEqual([PATIENTS.sinta]);
  await expect(page.getByRole('status').filter({ hasText: 'reservasi cocok' })).toHaveText(
    '1 dari 4 reservasi cocok',
  );
  // Each letter replaced the address: Back does not step through the typing.
  expect(await steps()).toBe(stepsBefore);

  // The row opens the reservation's detail, as the grid's card does.
  await agendaOf(page).getByRole('row').filter({ hasText: PATIENTS.sinta }).click();
  const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(PATIENTS.sinta).first()).toBeVisible();
  await expect(dialog.getByText(clinic.doctor.name).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]reservation=/);
  await expect(page).toHaveURL(/[?&]view=agenda/);

  // Closed, the agenda is as it was left: the same view and the same search.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toHaveValue('sinta agenda');
  await expect.poll(() => listed(page)).toEqual([PATIENTS.sinta]);

  // A reload keeps the view and the search: they live in the address.
  await expect(page).toHaveURL(/[?&]search=sinta(\+|%20)agenda/);
  await page.reload();
  await expectShown(page, agendaOf(page));
  await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('sinta agenda');
  await expect.poll(() => listed(page)).toEqual([PATIENTS.sinta]);

  // Cleared, the search leaves the address.
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]search=/);
  await expect.poll(() => listed(page)).toHaveLength(4);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page opens on one practitioner's day as a list, and the picker shows another's", async ({
    page,
    clinic,
  }) => {
    await loginAs(page, clinic.staff);
    await page.goto(timetable);
    // No view asked for: the agenda, not the grid's 185 px column.
    await expectShown(page, agendaOf(page));
    await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('grid', { name: /^Jadwal reservasi/ })).toHaveCount(0);

    // The first doctor of the timetable's order (by name): dr. Andi, not Dewi Anggraini, the
    // beautician whose name comes first.
    await expect(
      page.getByRole('button', {
        name: new RegExp(`${clinic.doctor.name}.*Dokter atau terapis`),
      }),
    ).toBeVisible();
    await expect.poll(() => listed(page)).toEqual([PATIENTS.rudi, PATIENTS.sinta]);

    await pickOption(page, 'Dokter atau terapis', clinic.beautician.name);
    await expect(page).toHaveURL(new RegExp(`[?&]doctor=${clinic.beautician.id}`));
    await expect.poll(() => listed(page)).toEqual([PATIENTS.tono]);
    await pickOption(page, 'Dokter atau terapis', clinic.doctor.name);
    await expect.poll(() => listed(page)).toEqual([PATIENTS.rudi, PATIENTS.sinta]);
    // One practitioner's day needs no practitioner column.
    await expect(agendaOf(page).getByRole('columnheader', { name: 'Dokter' })).toHaveCount(0);

    // Each row is a card with its time, wholly on screen: the page scrolls only downwards.
    const rudi = agendaOf(page).getByRole('row').filter({ hasText: PATIENTS.rudi });
    await expect(rudi).toContainText('08:30');
    const box = await rudi.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);

    await rudi.click();
    const dialog = page.getByRole('dialog', { name: 'Detail reservasi' });
    await expect(dialog.getByText(PATIENTS.rudi).first()).toBeVisible();
  });
});
