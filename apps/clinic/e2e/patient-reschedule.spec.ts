import ICAL from 'ical.js';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { expect, uniqueEmail, waitForMail, type Mail } from './support';
import { publishClinic, test } from './clinic-fixture';

/*
 * A patient moves their own online booking from the mail's "Ubah jadwal" link
 * (docs/decisions/0062-patient-reschedules-online.md), on a clinic of this file's own: booked
 * online two days ahead or more (inside the clinic's default cutoff of a day), the confirmation's
 * link opens the cancel page at its change of time; the patient picks a free quarter hour of
 * another day with the keyboard-usable picker and saves; focus goes to the heading, the page says
 * and shows the new time, and a mail brings it with the calendar entry at SEQUENCE 1.
 */
test.beforeAll(async ({ clinic }) => {
  await publishClinic(clinic);
});

interface SlotDay {
  date: string;
  slots: { availability_start: string; available: boolean }[];
}

function calendarEventOf(mail: Mail) {
  const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
  expect(ics, 'the mail carries a .ics attachment').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(ics!.content));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

test('a patient changes the time from the mail’s link and gets the new time with its .ics', async ({
  page,
  clinic,
}) => {
  const email = uniqueEmail('ubah');
  const today = clinicClock(new Date()).date;
  const inTwoDays = new Date(`${today}T00:00:00Z`);
  inTwoDays.setUTCDate(inTwoDays.getUTCDate() + 2);
  const slots = await page.request.post(
    `/api2/service-provider/provider/${clinic.businessId}/slots`,
    {
      data: {
        doctor_id: clinic.doctor.id,
        date: inTwoDays.toISOString().slice(0, 10),
        days: 7,
        duration: 15,
      },
    },
  );
  expect(slots.ok()).toBe(true);
  const { days } = ((await slots.json()) as { data: { days: SlotDay[] } }).data;
  const day = days.find((d) => d.slots.some((slot) => slot.available))!;
  const time = day.slots.find((slot) => slot.available)!.availability_start;
  const booked = await page.request.post(
    `/api2/service-provider/provider/${clinic.businessId}/reservations`,
    {
      data: {
        serviceId: clinic.services[0]!.id,
        doctorId: clinic.doctor.id,
        dateVisit: day.date,
        timeVisit: [time],
        name: 'Sari Wulandari',
        email,
        phoneNumber: '081298765432',
        dateOfBirth: '1992-02-14',
        gender: 'FEMALE',
      },
    },
  );
  expect(booked.ok(), await booked.text()).toBe(true);

  const confirmation = await waitForMail(email);
  const link = /Ubah jadwal: (\S+)/.exec(confirmation.text)?.[1];
  expect(link, 'the confirmation links to changing the time').toMatch(/&ubah=1$/);
  await page.goto(new URL(link!).pathname + new URL(link!).search);

  const section = page.getByRole('region', { name: 'Ubah jadwal' });
  await expect(section).toBeVisible();
  const dayChoices = section.getByRole('radiogroup', { name: 'Tanggal kunjungan' });
  const picker = section.getByRole('listbox');
  // The picker opens on the booking's day, its own time offered again: the move gives it up.
  await expect(dayChoices.getByRole('radio', { checked: true })).toHaveValue(day.date);
  await expect(picker.getByRole('option', { name: time.slice(0, 5), exact: true })).toBeEnabled();
  let movedTo: { date: string; start: string } | null = null;
  for (const choice of await dayChoices.getByRole('radio', { disabled: false }).all()) {
    const date = await choice.inputValue();
    if (date === day.date) continue;
    await choice.check();
    await expect(
      picker.getByRole('option').first().or(section.getByText('Jadwal Tidak tersedia')),
    ).toBeVisible();
    const free = picker.getByRole('option', { disabled: false });
    if ((await free.count()) === 0) continue;
    const option = free.first();
    const start = /\d{2}:\d{2}/.exec((await option.textContent()) ?? '')![0];
    await option.focus();
    await page.keyboard.press('Enter');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    movedTo = { date, start };
    break;
  }
  expect(movedTo, 'a free quarter hour on another day of the week').not.toBeNull();
  await section.getByRole('button', { name: 'Simpan jadwal baru' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Jadwal diubah' });
  await expect(status).toContainText(`${movedTo!.start} sampai`);
  await expect(page.getByRole('heading', { level: 1, name: 'Batalkan reservasi' })).toBeFocused();
  await expect(page.getByText(`${movedTo!.start} sampai`).first()).toBeVisible();

  const moved = await waitForMail(email, 20_000, (m) => m.subject.includes('diubah'));
  expect(moved.text).toContain(`${movedTo!.start} sampai`);
  const event = calendarEventOf(moved);
  expect(event.sequence).toBe(1);
  expect(event.startDate.toJSDate().toISOString()).toBe(
    new Date(`${movedTo!.date}T${movedTo!.start}:00+07:00`).toISOString(),
  );
});
