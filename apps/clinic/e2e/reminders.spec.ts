import { test, expect, expectNoSeriousAxeViolations } from './support';
import { DEMO, DEMO_DOCTOR_NAME, loginAs, openAs } from './helpers';

/*
 * "Reminders" on the demo clinic, against the real server: the front desk opens
 * tomorrow's reminders from the timetable and finds the demo week's BOOKED reservations of
 * tomorrow, each with a WhatsApp link carrying the reminder that greets the patient by name; a
 * doctor is not offered the list (the server answers them 403).
 */

const TIMETABLE = '/dashboard/reservation';

test('staff open tomorrow’s reminders and find a WhatsApp link per seeded reservation', async ({
  page,
}) => {
  await loginAs(page, DEMO.staff);
  await page.goto(TIMETABLE);
  await page.getByRole('button', { name: 'Pengingat besok' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pengingat besok' });
  const table = dialog.getByRole('grid', { name: 'Reservasi besok' });
  // The header row and at least one reservation of tomorrow from the demo seed.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  expect(await rows.count()).toBeGreaterThan(0);

  const first = rows.first();
  const patient = (await first.getByRole('rowheader').innerText()).trim();
  const link = first.getByRole('link', { name: `Kirim WhatsApp ke ${patient}` });
  await expect(link).toHaveText('Kirim WhatsApp');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/62\d{8,13}\?text=/);
  const message = decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
  // The demo patients booked at the clinic have chosen Indonesian.
  expect(message).toContain(`Halo ${patient}`);
  await expect(first).toContainText(/62\d{8,13}/);

  // In time order, as the server sends them: each row starts no earlier than the one before.
  const starts = (await rows.allInnerTexts()).map((text) => /\d{2}:\d{2}/.exec(text)?.[0] ?? '');
  expect(starts.every((start) => start !== '')).toBe(true);
  expect([...starts].sort()).toEqual(starts);
  await expect(dialog).toContainText(/\d{2} \w{3} \d{4}/);
  await expectNoSeriousAxeViolations();

  await dialog.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(dialog).toBeHidden();
});

test('a doctor is not offered tomorrow’s reminders', async ({ page, browser, baseURL }) => {
  // The owner is offered them too (the front desk's other role).
  await loginAs(page, DEMO.owner);
  await page.goto(TIMETABLE);
  await expect(page.getByRole('button', { name: 'Pengingat besok' })).toBeVisible();

  const doctor = await openAs(browser, baseURL, DEMO.doctor);
  await doctor.page.goto(TIMETABLE);
  // The timetable has loaded: the doctor's own row, or on a day off (the demo doctors do not work
  // on Sundays) the empty state.
  await expect(
    doctor.page
      .getByRole('rowheader', { name: DEMO_DOCTOR_NAME, exact: true })
      .or(doctor.page.getByText('Tidak ada jadwal dokter', { exact: true })),
  ).toBeVisible();
  await expect(doctor.page.getByRole('button', { name: 'Pengingat besok' })).toHaveCount(0);
  await doctor.context.close();
});
