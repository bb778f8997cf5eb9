import ICAL from 'ical.js';
import type { Page, Request } from '@playwright/test';
import { expect, uniqueEmail, waitForMail, type Mail } from './support';
import { CLINIC_DOCTOR_NAME, publishClinic, test, type Clinic } from './clinic-fixture';
import { fillDate, openContext } from './helpers';

/*
 * The public booking at phone width (375 px), on a clinic of this file's own
 * (e2e/clinic-fixture.ts), published first by its owner through the API as the clinic profile
 * does: a patient picks a service, the clinic, dr. Andi (15-minute visits every day), a free
 * slot, fills in their details and books; the success page shows the booking; the confirmation
 * mail reaches the SMTP server with a reservation.ics that ical.js reads back to the booked start
 * and end at +07:00; the mail's confirm link confirms it (opened twice, the same); the mail's cancel
 * link cancels it, and the confirm link then says it was cancelled; so do the success page (no
 * calendar links left), the .ics (METHOD:CANCEL, a higher SEQUENCE) and a cancellation mail. Two patients racing for one slot: the
 * second is told why and sees it taken. The tests need no order.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 375, height: 740 } });

const SERVICE = 'Konsultasi Dokter Umum';

test.beforeAll(async ({ clinic }) => {
  await publishClinic(clinic);
});

/** The first day of the header whose slot list has a free unit; its date and the unit's time. */
async function pickFirstFreeSlot(page: Page): Promise<{ date: string; start: string }> {
  const days = page.getByRole('radiogroup', { name: 'Tanggal kunjungan' });
  const picker = page.getByRole('listbox');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (const day of await days.getByRole('radio', { disabled: false }).all()) {
      await day.check();
      await expect(
        picker.getByRole('option').first().or(page.getByText('Jadwal Tidak tersedia')),
      ).toBeVisible();
      const free = picker.getByRole('option', { disabled: false });
      if ((await free.count()) === 0) continue;
      const option = free.first();
      const start = /\d{2}:\d{2}/.exec((await option.textContent()) ?? '')?.[0];
      await option.click();
      await expect(option).toHaveAttribute('aria-selected', 'true');
      return { date: await day.inputValue(), start: start! };
    }
    await page.getByRole('button', { name: 'Minggu berikutnya' }).click();
  }
  throw new Error(`no free slot in three weeks of ${CLINIC_DOCTOR_NAME}`);
}

/** The instant a clinic wall-clock time names (the clinic is at +07:00). */
function clinicInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00+07:00`).toISOString();
}

function calendarEventOf(mail: Mail) {
  const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
  expect(ics, 'the mail carries a .ics attachment').toBeDefined();
  return calendarEventIn(ics!.content);
}

/** The event of an iCalendar text, with the file's METHOD. */
function calendarEventIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent, 'the .ics holds an event').not.toBeNull();
  const event = new ICAL.Event(vevent!);
  return Object.assign(event, {
    method: calendar.getFirstPropertyValue('method'),
    status: vevent!.getFirstPropertyValue('status'),
  });
}

function linkIn(mail: Mail, path: '/reservation-cancel' | '/reservation-confirm'): string {
  const found = new RegExp(`https?://[^\\s"'<>]*${path}\\?[^\\s"'<>]+`).exec(
    mail.html || mail.text,
  );
  if (!found) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return found[0].replace(/&amp;/g, '&');
}

/** The clinic's doctors are radios on the page: one tap chooses. */
async function chooseDoctor(page: Page) {
  const doctor = page
    .getByRole('radiogroup', { name: 'Dokter' })
    .getByRole('radio', { name: CLINIC_DOCTOR_NAME, exact: true });
  await doctor.check();
  await expect(doctor).toBeChecked();
}

/** The details step, filled and left for the confirmation step. */
async function fillPatientDetails(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: 'Nama' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Nomor telepon' }).fill('081298765432');
  await fillDate(page, 'Tanggal lahir', '14/02/1992');
  await page.getByRole('radio', { name: 'Perempuan' }).check();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByRole('heading', { name: 'Periksa reservasi Anda' })).toBeVisible();
}

/** The clinic's reservation page for the service, as Pilih Klinik leads to it. */
function reservationPageUrl(clinic: Clinic): string {
  const serviceId = clinic.services.find((service) => service.name === SERVICE)!.id;
  return `/reservation-pasien?serviceId=${serviceId}&clinicId=${clinic.businessId}`;
}

test('a patient books on a phone, gets the mail with its .ics, confirms, cancels from the mail, and then the pages, the .ics and a mail all say cancelled', async ({
  page,
  clinic,
}) => {
  const email = uniqueEmail('pasien');
  const name = `Pasien Online ${Date.now()}`;

  await page.goto('/pasien');
  await page.getByRole('link', { name: 'Pesan Sekarang' }).click();
  const services = page.getByRole('dialog', { name: 'Pilih Layanan' });
  await services.getByRole('button', { name: `Pilih ${SERVICE}` }).click();
  const clinics = page.getByRole('dialog', { name: 'Pilih Klinik' });
  await clinics.getByRole('button', { name: `Pilih ${clinic.businessName}` }).click();
  await expect(page).toHaveURL(/\/reservation-pasien\?serviceId=.+&clinicId=.+/);
  await expect(page.getByRole('heading', { level: 1, name: clinic.businessName })).toBeVisible();

  await chooseDoctor(page);
  // "Lanjut" before a slot is chosen says what is missing and stays on the schedule.
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByText('Harap pilih waktu')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeVisible();
  const slot = await pickFirstFreeSlot(page);
  await expect(page.getByText('Harap pilih waktu')).toBeHidden();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await fillPatientDetails(page, name, email);

  // Back to the schedule and forward again: what the patient typed is still there.
  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByRole('textbox', { name: 'Nama' })).toHaveValue(name);
  await page.getByRole('button', { name: 'Lanjut' }).click();

  await expect(page.getByRole('heading', { name: 'Periksa reservasi Anda' })).toBeVisible();
  await expect(page.getByText(CLINIC_DOCTOR_NAME)).toBeVisible();
  // The success page shows the booking the server answered, without reading it again.
  const bookingReads: string[] = [];
  const countRead = (request: Request) => {
    if (request.url().includes('/api2/public/reservation?')) bookingReads.push(request.url());
  };
  page.on('request', countRead);
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();

  await expect(page).toHaveURL(/\/reservation-success\?id=.+&token=.+/);
  const successUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Reservasi berhasil' })).toBeVisible();
  page.off('request', countRead);
  expect(bookingReads).toEqual([]);
  // The page is not the mail: nothing here is "attached to this e-mail".
  await expect(page.getByText('terlampir')).toHaveCount(0);
  await expect(page.getByText('Buka email tersebut dan pilih "Konfirmasi"')).toBeVisible();
  await expect(page.getByText(`${slot.start} sampai`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh file kalender (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  const mail = await waitForMail(email);
  // The mail is /template-email's: the day with its weekday, "sampai", the status, the sign-off.
  expect(mail.text).toContain(`${slot.start} sampai`);
  expect(mail.text).toContain('Status: Menunggu konfirmasi Anda');
  expect(mail.text).toContain(`Salam,\n${clinic.businessName}`);
  const event = calendarEventOf(mail);
  expect(event.method).toBe('REQUEST');
  const end = new Date(new Date(clinicInstant(slot.date, slot.start)).getTime() + 15 * 60_000);
  expect(event.startDate.toJSDate().toISOString()).toBe(clinicInstant(slot.date, slot.start));
  expect(event.endDate.toJSDate().toISOString()).toBe(end.toISOString());

  const confirmLink = linkIn(mail, '/reservation-confirm');
  for (let opened = 0; opened < 2; opened += 1) {
    await page.goto(confirmLink);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Konfirmasi reservasi' }),
    ).toBeVisible();
    await expect(page.getByText('Terima kasih, reservasi Anda sudah dikonfirmasi.')).toBeVisible();
    await expect(page.getByText(`${slot.start} sampai`)).toBeVisible();
  }

  await page.goto(linkIn(mail, '/reservation-cancel'));
  await expect(page.getByRole('heading', { level: 1, name: 'Batalkan reservasi' })).toBeVisible();
  await page.getByRole('button', { name: 'Batalkan reservasi' }).click();
  await page.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByText('Reservasi sudah dibatalkan.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Dibatalkan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan reservasi' })).toHaveCount(0);

  await page.goto(confirmLink);
  await expect(page.getByText(/^Reservasi ini sudah dibatalkan/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buat reservasi baru' })).toBeVisible();

  // The success page says cancelled and offers neither the calendar nor a cancel.
  await page.goto(successUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservasi dibatalkan' })).toBeVisible();
  await expect(page.getByText('Dibatalkan', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unduh file kalender (.ics)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveCount(0);
  await expect(page.getByText('Batalkan reservasi')).toHaveCount(0);

  // The .ics of the same link now removes the event: the same UID, a higher SEQUENCE.
  const ics = await page.request.get(
    `/api2/public/reservation.ics?${new URL(successUrl).searchParams.toString()}`,
  );
  expect(ics.ok()).toBe(true);
  const removed = calendarEventIn(await ics.text());
  expect(removed.method).toBe('CANCEL');
  expect(removed.status).toBe('CANCELLED');
  expect(removed.uid).toBe(event.uid);
  expect(removed.sequence).toBeGreaterThan(event.sequence);

  // And a mail tells the patient, with that CANCEL attached.
  const cancelled = await waitForMail(email, 20_000, (m) =>
    m.subject.startsWith('Reservasi dibatalkan'),
  );
  expect(cancelled.text).toContain('Reservasi Anda dibatalkan');
  expect(cancelled.text).toContain('Status: Dibatalkan');
  expect(cancelled.text).not.toContain('/reservation-cancel');
  const attached = calendarEventOf(cancelled);
  expect(attached.method).toBe('CANCEL');
  expect(attached.uid).toBe(event.uid);
  expect(attached.sequence).toBe(removed.sequence);
});

test('a slot taken meanwhile answers with the reason and the picker shows it taken', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  const { context: other, page: rival } = await openContext(browser, baseURL);
  await rival.setViewportSize({ width: 375, height: 740 });
  const url = reservationPageUrl(clinic);
  await page.goto(url);
  await rival.goto(url);

  await chooseDoctor(page);
  const slot = await pickFirstFreeSlot(page);
  await chooseDoctor(rival);
  expect(await pickFirstFreeSlot(rival)).toEqual(slot);

  await page.getByRole('button', { name: 'Lanjut' }).click();
  await fillPatientDetails(page, `Pasien Pertama ${Date.now()}`, uniqueEmail('pertama'));
  await rival.getByRole('button', { name: 'Lanjut' }).click();
  await fillPatientDetails(rival, `Pasien Kedua ${Date.now()}`, uniqueEmail('kedua'));

  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/reservation-success\?/);
  await rival.getByRole('button', { name: 'Pesan', exact: true }).click();

  await expect(rival.getByRole('alert')).not.toBeEmpty();
  await expect(rival.getByRole('radiogroup', { name: 'Tanggal kunjungan' })).toBeVisible();
  const taken = rival.getByRole('listbox').getByRole('option', { name: new RegExp(slot.start) });
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await expect(taken).not.toHaveAttribute('aria-selected', 'true');
  await other.close();
});
