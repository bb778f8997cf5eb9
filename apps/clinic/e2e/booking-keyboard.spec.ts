import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './support';
import { CLINIC_DOCTOR_NAME, publishClinic, test } from './clinic-fixture';
import { tabTo } from './keyboard';

/*
 * The public booking by keyboard alone, on a clinic of this file's own (e2e/clinic-fixture.ts),
 * published first: from /pasien to the success page with Tab, Enter, Space, the arrows and typing,
 * never a click. axe cannot see what this holds: that every control is reached by Tab (the
 * "Jenis kelamin" radios before a choice too), and that the focus lands on each step's heading
 * instead of the page. A link naming a service the clinic does not offer says so at once and
 * leads on to one it does. The tests need no order.
 */
test.describe.configure({ mode: 'parallel' });

const SERVICE = 'Konsultasi Dokter Umum';

test.beforeAll(async ({ clinic }) => {
  await publishClinic(clinic);
});

/** The focused element's own locator, to read and check it without a click. */
const focused = (page: Page) => page.locator('*:focus');

/**
 * Chooses the doctor among the "Dokter" radios from the keyboard: Tab into the group, then the
 * arrows move to the name and choose it.
 */
async function chooseDoctorByKeyboard(page: Page) {
  const doctors = page.getByRole('radiogroup', { name: 'Dokter' });
  await tabTo(page, doctors);
  const doctor = doctors.getByRole('radio', { name: CLINIC_DOCTOR_NAME, exact: true });
  for (let step = 0; step < 10; step += 1) {
    if (await doctor.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(doctor).toBeFocused();
  await page.keyboard.press('Space');
  await expect(doctor).toBeChecked();
}

test('a patient books from /pasien to the success page with the keyboard alone', async ({
  page,
  clinic,
}) => {
  const name = `Pasien Keyboard ${Date.now()}`;

  await page.goto('/pasien');
  await tabTo(page, page.getByRole('link', { name: 'Pesan Sekarang' }));
  await page.keyboard.press('Enter');
  const services = page.getByRole('dialog', { name: 'Pilih Layanan' });
  await tabTo(page, services.getByRole('button', { name: `Pilih ${SERVICE}` }));
  await page.keyboard.press('Enter');
  const clinics = page.getByRole('dialog', { name: 'Pilih Klinik' });
  await tabTo(page, clinics.getByRole('button', { name: `Pilih ${clinic.businessName}` }), 300);
  await page.keyboard.press('Enter');

  // Arrival: the first step's heading has the focus, not the page.
  await expect(page).toHaveURL(/\/reservation-pasien\?serviceId=.+&clinicId=.+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeFocused();

  await chooseDoctorByKeyboard(page);
  // Tomorrow: a whole day of the doctor's hours lies ahead. The arrow moves and chooses the day.
  const days = page.getByRole('radiogroup', { name: 'Tanggal kunjungan' });
  await tabTo(page, days);
  await expect(days.getByRole('radio', { checked: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const day = days.getByRole('radio', { checked: true });
  await expect(day).toBeFocused();
  const slots = page.getByRole('listbox', { name: /Waktu kunjungan/ });
  await expect(slots.getByRole('option', { disabled: false }).first()).toBeVisible();
  await tabTo(page, slots, 5);
  const slot = focused(page);
  await expect(slot).toHaveAttribute('role', 'option');
  await expect(slot).not.toHaveAttribute('aria-disabled', 'true');
  const start = /\d{2}:\d{2}/.exec((await slot.textContent()) ?? '')?.[0];
  await page.keyboard.press('Space');
  await expect(slot).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Lanjut' }));
  await page.keyboard.press('Enter');

  // The details step: its heading has the focus, and Tab walks every field in order.
  await expect(page.getByRole('heading', { level: 2, name: 'Data pasien' })).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: 'Nama' }), 1);
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), 1);
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByRole('textbox', { name: 'Nomor telepon' }), 1);
  // As a phone's autofill writes it (docs/decisions/0046).
  await page.keyboard.type('+62 812-9876-5432');
  const birth = page.getByRole('group', { name: 'Tanggal lahir', exact: true });
  await tabTo(page, birth.getByRole('spinbutton').first(), 1);
  await page.keyboard.type('14021992');
  // Before a choice the gender radios are one Tab stop (react-aria gave them none for '').
  const gender = page.getByRole('radiogroup', { name: /Jenis kelamin/ });
  await tabTo(page, gender.getByRole('radio', { name: 'Laki-laki' }), 3);
  await page.keyboard.press('ArrowRight');
  await expect(gender.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /Jenis identitas/ }), 1);
  const identity = page.getByRole('textbox', { name: 'Nomor identitas' });
  await tabTo(page, identity, 1);
  await page.keyboard.type('3171');
  await tabTo(page, page.getByRole('button', { name: 'Lanjut' }));
  await page.keyboard.press('Enter');
  // A short KTP number stops the step and takes the focus back, with its reason.
  await expect(identity).toBeFocused();
  await expect(identity).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('End');
  await page.keyboard.type('234567890001');
  await tabTo(page, page.getByRole('button', { name: 'Lanjut' }));
  await page.keyboard.press('Enter');

  // The summary: its heading has the focus; the number reads as it was typed.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Periksa reservasi Anda' }),
  ).toBeFocused();
  await expect(page.getByText(CLINIC_DOCTOR_NAME)).toBeVisible();
  await expect(page.getByText('+62 812-9876-5432')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Pesan', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reservation-success\?id=.+&token=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservasi berhasil' })).toBeFocused();
  await expect(page.getByText(`${start} sampai`)).toBeVisible();
});

test('a link naming a service the clinic does not offer says so at once and leads to one it does', async ({
  page,
  clinic,
}) => {
  await page.goto(`/reservation-pasien?serviceId=${randomUUID()}&clinicId=${clinic.businessId}`);
  await expect(
    page.getByRole('heading', { name: 'Klinik ini tidak menawarkan layanan tersebut' }),
  ).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Jadwal' })).toHaveCount(0);
  const offered = page
    .getByRole('list', { name: 'Layanan klinik' })
    .getByRole('link', { name: SERVICE });
  await tabTo(page, offered, 10);
  await page.keyboard.press('Enter');

  const serviceId = clinic.services.find((service) => service.name === SERVICE)!.id;
  await expect(page).toHaveURL(new RegExp(`serviceId=${serviceId}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeFocused();
  await expect(page.getByText(`Layanan: ${SERVICE}`)).toBeVisible();
});
