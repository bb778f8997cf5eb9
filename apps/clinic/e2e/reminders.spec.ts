import { CLINIC_DOCTOR_NAME, test, type Clinic, type ClinicAccount } from './clinic-fixture';
import { expect, expectNoSeriousAxeViolations } from './support';
import { clinicDay, loginAs, openAs } from './helpers';
import { stubWhatsapp } from './whatsapp-stub';

/*
 * "Reminders" on a clinic of this file's own (e2e/clinic-fixture.ts), against the real server:
 * the front desk books three patients for tomorrow through the API (with both doctors, out of
 * time order), plus one it cancels and one for the day after; it opens tomorrow's reminders from
 * the timetable and finds just the three BOOKED reservations of tomorrow, in time order, each
 * with a WhatsApp link carrying the reminder that greets the patient by name; sending one records
 * who sent it, which the owner opening the list at another desk sees; a doctor is not offered the
 * list (the server answers them 403). The tests need no order.
 */
test.describe.configure({ mode: 'parallel' });

const TIMETABLE = '/dashboard/reservation';

/** A new patient booked by the front desk with `doctor` on `date` at `time`: the reservation id. */
async function book(
  clinic: Clinic,
  {
    name,
    phone,
    doctor,
    date,
    time,
  }: {
    name: string;
    phone: string;
    doctor: ClinicAccount;
    date: string;
    time: string;
  },
): Promise<string> {
  const patient = await clinic.addPatient({ name, phoneNumber: phone });
  return clinic.book({ patient, practitioner: doctor, date, time });
}

test('staff open tomorrow’s reminders and find a WhatsApp link per booked reservation', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const tag = Date.now();
  const tomorrow = clinicDay(1);
  // Booked out of time order and with both doctors (dr. Sari's slots are half hours).
  const afternoon = `Lina Siang E2E ${tag}`;
  const late = `Maya Sari E2E ${tag}`;
  const early = `Nina Pagi E2E ${tag}`;
  await book(clinic, {
    name: afternoon,
    phone: '081377770001',
    doctor: clinic.doctor,
    date: tomorrow,
    time: '14:00:00',
  });
  await book(clinic, {
    name: late,
    phone: '081377770002',
    doctor: clinic.secondDoctor,
    date: tomorrow,
    time: '11:00:00',
  });
  await book(clinic, {
    name: early,
    phone: '081377770003',
    doctor: clinic.doctor,
    date: tomorrow,
    time: '08:30:00',
  });
  // Neither a cancelled reservation of tomorrow nor a booked one of the day after is reminded of.
  const cancelled = await book(clinic, {
    name: `Oki Batal E2E ${tag}`,
    phone: '081377770004',
    doctor: clinic.doctor,
    date: tomorrow,
    time: '09:00:00',
  });
  await clinic.api(
    'POST',
    '/reservation/v1/update-reservation',
    { booking_id: cancelled, status: 'CANCELLED' },
    clinic.staff,
  );
  await book(clinic, {
    name: `Putu Lusa E2E ${tag}`,
    phone: '081377770005',
    doctor: clinic.doctor,
    date: clinicDay(2),
    time: '08:00:00',
  });

  await loginAs(page, clinic.staff);
  await page.goto(TIMETABLE);
  await page.getByRole('button', { name: 'Pengingat besok' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pengingat besok' });
  const table = dialog.getByRole('grid', { name: 'Reservasi besok' });
  // The header row and tomorrow's three BOOKED reservations, in time order.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.getByRole('rowheader')).toHaveText([early, late, afternoon]);

  const first = rows.first();
  const patient = (await first.getByRole('rowheader').innerText()).trim();
  const link = first.getByRole('link', { name: `Kirim WhatsApp ke ${patient}` });
  await expect(link).toHaveText('Kirim WhatsApp');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/62\d{8,13}\?text=/);
  const message = decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
  // The front desk's bookings remind in Indonesian, the app's default language.
  expect(message).toContain(`Halo ${patient}`);
  await expect(first).toContainText(/62\d{8,13}/);

  // In time order, as the server sends them: each row starts no earlier than the one before.
  const starts = (await rows.allInnerTexts()).map((text) => /\d{2}:\d{2}/.exec(text)?.[0] ?? '');
  expect(starts.every((start) => start !== '')).toBe(true);
  expect([...starts].sort()).toEqual(starts);
  await expect(dialog).toContainText(/\d{2} \w{3} \d{4}/);
  await expectNoSeriousAxeViolations();

  await test.step('a send is recorded, and the next receptionist sees who sent it', async () => {
    await stubWhatsapp(page);
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/sends') && response.request().method() === 'POST',
    );
    const opened = page.waitForEvent('popup');
    await link.click();
    expect((await recorded).status()).toBe(201);
    await (await opened).close();
    const sentBy = new RegExp(`Dikirim oleh ${clinic.staff.name}, \\d{2}:\\d{2}`);
    await expect(first).toContainText(sentBy);
    // The other rows were not sent.
    await expect(rows.filter({ hasText: 'Dikirim oleh' })).toHaveCount(1);

    const owner = await openAs(browser, baseURL, clinic.owner);
    await owner.page.goto(TIMETABLE);
    await owner.page.getByRole('button', { name: 'Pengingat besok' }).click();
    const ownerRow = owner.page
      .getByRole('dialog', { name: 'Pengingat besok' })
      .getByRole('row')
      .filter({ hasText: patient });
    await expect(ownerRow).toContainText(sentBy, { timeout: 60_000 });
    await owner.context.close();
  });

  await dialog.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(dialog).toBeHidden();
});

test('a doctor is not offered tomorrow’s reminders', async ({ page, browser, baseURL, clinic }) => {
  // The owner is offered them too (the front desk's other role).
  await loginAs(page, clinic.owner);
  await page.goto(TIMETABLE);
  await expect(page.getByRole('button', { name: 'Pengingat besok' })).toBeVisible();

  const doctor = await openAs(browser, baseURL, clinic.doctor);
  await doctor.page.goto(TIMETABLE);
  // The timetable has loaded: the doctor's own row (the fixture's doctor works every day). This
  // context's first opening loads the page's code as well: over 20 s on a loaded machine.
  await expect(
    doctor.page.getByRole('rowheader', { name: CLINIC_DOCTOR_NAME, exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(doctor.page.getByRole('button', { name: 'Pengingat besok' })).toHaveCount(0);
  await doctor.context.close();
});
