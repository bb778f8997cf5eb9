import type { Page } from '@playwright/test';
import { test, type Clinic, type ClinicAccount } from './clinic-fixture';
import { expect } from './support';
import { clinicDay, expectShown, loginAs } from './helpers';
import { expectToast } from './toasts';

/*
 * Queue numbers on a clinic of this file's own (e2e/clinic-fixture.ts): by default each
 * practitioner's patients are numbered from 1, as the agenda shows; the owner switches the clinic
 * to one run on its profile page, and the next booking of the day follows every number given.
 * One test: the setting it changes is the clinic's.
 */
const stamp = Date.now();
const day = clinicDay(1);
const agendaPage = `/dashboard/reservation?date=${day}&view=agenda`;

async function book(clinic: Clinic, name: string, practitioner: ClinicAccount, time: string) {
  await clinic.book({ patient: await clinic.addPatient({ name }), practitioner, date: day, time });
}

/** Each listed patient with the queue number on their row, top to bottom. */
async function numbered(page: Page) {
  const agenda = page.getByRole('grid', { name: /^Agenda reservasi/ });
  const rows = agenda.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const count = await rows.count();
  const shown: string[] = [];
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    const name = (await row.getByRole('rowheader').textContent())?.replace(/ E2E \d+$/, '');
    // The cell's text holds its label for the phone's card layout ("No. Antrean") too.
    const number = (await row.getByRole('gridcell').nth(1).textContent())?.replace(/\D/g, '');
    shown.push(`${name} ${number}`);
  }
  return shown;
}

test('each doctor numbers from 1; the owner sets one clinic run and the next booking follows it', async ({
  page,
  clinic,
}) => {
  await book(clinic, `Rudi Antre E2E ${stamp}`, clinic.doctor, '08:30:00');
  await book(clinic, `Wulan Antre E2E ${stamp}`, clinic.secondDoctor, '10:30:00');
  await book(clinic, `Sinta Antre E2E ${stamp}`, clinic.doctor, '10:00:00');

  await loginAs(page, clinic.owner);
  await page.goto(agendaPage);
  await expect
    .poll(() => numbered(page))
    .toEqual(['Rudi Antre 1', 'Sinta Antre 2', 'Wulan Antre 1']);

  await page.goto('/dashboard/business-profile');
  const card = page.getByRole('form', { name: 'Nomor antrean' });
  await expectShown(page, card);
  await expect(card.getByRole('radio', { name: /^Per dokter/ })).toBeChecked();
  await card.getByRole('radio', { name: /^Satu antrean klinik/ }).check();
  await card.getByRole('button', { name: 'Simpan nomor antrean' }).click();
  await expectToast(page, 'Pengaturan nomor antrean berhasil disimpan');

  await book(clinic, `Tono Antre E2E ${stamp}`, clinic.secondDoctor, '11:00:00');
  await page.goto(agendaPage);
  // Numbers already given stay; the clinic's run goes on past the highest of the day.
  await expect
    .poll(() => numbered(page))
    .toEqual(['Rudi Antre 1', 'Sinta Antre 2', 'Wulan Antre 1', 'Tono Antre 3']);

  await page.goto('/dashboard/business-profile');
  await expect(
    page.getByRole('form', { name: 'Nomor antrean' }).getByRole('radio', { name: /^Satu antrean/ }),
  ).toBeChecked();
});
