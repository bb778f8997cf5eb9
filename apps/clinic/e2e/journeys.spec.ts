import { expect, waitForMail, linkIn, uniqueEmail } from './support';
import { test } from './clinic-fixture';
import { expectToast } from './toasts';
import { palettes } from '@praktik/ui/theme/tokens';
import {
  expectStoredPicture,
  fillDate,
  login,
  pickOption,
  pickOptions,
  pngOfSize,
} from './helpers';

/*
 * The account's screens: a new owner registers, is refused before activation, activates from
 * the e-mail, onboards (each step's button rules), edits the profile with a photo, changes its
 * e-mail through the link mailed to the new address and changes the password; a forgotten
 * password is reset through the e-mailed link; a deep link signed out returns there after the
 * sign-in; the language switch. The journeys that need a clinic at work
 * (the front desk refused the business profile, the owner's new colour and pictures, dr. Sari's
 * reset) use one of this file's own (e2e/clinic-fixture.ts). No test builds on another: they run
 * on either worker.
 */

const PASSWORD = 'RahasiaKlinik1';
const NEW_PASSWORD = 'RahasiaBaru22';

// The first journey walks registration to a password change (about 20 steps): 205 s at load 28
// on the shared two-core machine, past the config's 180 s.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

test('a clinic owner registers, activates, onboards, edits the profile and the e-mail and changes the password', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  const newEmail = uniqueEmail('owner-new');

  await test.step('register', async () => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Nama depan', exact: true }).fill('Sari');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Cek email Anda' })).toBeVisible();
  });

  await test.step('before activation, login says why it refuses', async () => {
    await login(page, email, PASSWORD);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Akun belum diaktifkan' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('activate from the e-mail', async () => {
    const mail = await waitForMail(email);
    const link = new URL(linkIn(mail, '/account/activate'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Akun Anda sudah aktif!')).toBeVisible();
    await page.getByRole('link', { name: 'Ke halaman masuk' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in: onboarding comes first', async () => {
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  await test.step('onboarding with its button rules', async () => {
    const next = page.getByRole('button', { name: 'Lanjut', exact: true });
    await expect(page.getByRole('button', { name: 'Kembali' })).toHaveCount(0);
    await expect(next).toBeEnabled();
    await next.click();

    // Step 1: Next waits for every field.
    await expect(next).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081234567890');
    await fillDate(page, 'Tanggal lahir', '15/01/1990');
    await page.getByText('Perempuan', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await expect(next).toBeDisabled();
    await page
      .getByRole('textbox', { name: 'Alamat', exact: true })
      .fill('Jl. Melati No. 5, Bandung');
    await expect(next).toBeEnabled();
    await next.click();

    // Step 2: Next waits for every field and a service.
    await expect(next).toBeDisabled();
    await page.getByRole('textbox', { name: 'Nama bisnis', exact: true }).fill('Klinik Sari Ayu');
    await pickOption(page, 'Jenis bisnis', 'Klinik Kecantikan');
    await page
      .getByRole('textbox', { name: 'Alamat bisnis', exact: true })
      .fill('Jl. Braga No. 10, Bandung');
    await expect(next).toBeDisabled();
    await pickOptions(page, 'Layanan bisnis', ['Perawatan Wajah (Facial)', 'Peeling']);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByRole('heading', { name: 'Semua sudah siap!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kembali' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Selesai', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/active-visit$/);
  });

  await test.step('dashboard: a first sign-in is welcomed, without a reload', async () => {
    await page.getByRole('button', { name: 'Sari, Menu pengguna' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Selamat datang, Sari!' })).toBeVisible();
    await expect(page.getByText(/Senang melihat Anda kembali/)).toHaveCount(0);
    await expect(page.getByText('Klinik Sari Ayu')).toBeVisible();
    await expect(page.getByText('Peran Anda: Pemilik')).toBeVisible();
  });

  await test.step('edit the profile with a photo', async () => {
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('textbox', { name: 'Nama', exact: true })).toBeVisible();
    const photo = await pngOfSize(page, 7, 5);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Sari Ayu');
    await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081298765432');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Profil berhasil disimpan');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue('Sari Ayu');
    await expect(page.getByRole('textbox', { name: 'Nomor telepon', exact: true })).toHaveValue(
      '081298765432',
    );
    await expectStoredPicture(page, 'Foto', { width: 7, height: 5 });
  });

  await test.step('change the e-mail through the link mailed to the new address', async () => {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Profil berhasil disimpan');
    await expect(
      page.getByText(
        `Kami mengirim tautan ke ${newEmail}. Email Anda tetap ${email} sampai Anda membuka tautan itu`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    const notice = await waitForMail(email, 20_000, (m) => m.text.includes(newEmail));
    expect(notice.text).toContain('segera ubah kata sandi');

    const link = new URL(linkIn(await waitForMail(newEmail), '/account/email/confirm'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Email Anda sudah diubah!')).toBeVisible();
    await expect(page.getByText(`Mulai sekarang masuklah dengan ${newEmail}.`)).toBeVisible();
    // The sign-in that asked goes on, and shows the new address.
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newEmail);
  });

  await test.step('change the password', async () => {
    await page.goto('/dashboard/change-password');
    await page.getByRole('textbox', { name: 'Kata sandi saat ini', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true }).fill('beda');
    await expect(page.getByText('Kata sandi dan konfirmasi kata sandi tidak sama')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
      .fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Kata sandi berhasil diubah');
    await expect(
      page.getByRole('textbox', { name: 'Kata sandi saat ini', exact: true }),
    ).toHaveValue('');
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: /menu pengguna/i }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password and the old e-mail no longer work, the new ones do', async () => {
    const refused = page.getByRole('alert').filter({ hasText: /^Email atau kata sandi salah$/ });
    await login(page, newEmail, PASSWORD);
    await expect(refused).toBeVisible();
    await login(page, email, NEW_PASSWORD);
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await login(page, newEmail, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Signed in before: welcomed back, by name and with the clinic, as soon as the page opens.
    await expect(page.getByRole('heading', { name: 'Halo, Sari Ayu!' })).toBeVisible();
    await expect(page.getByText(/Senang melihat Anda kembali/)).toBeVisible();
    await expect(page.getByText('Klinik Sari Ayu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sari Ayu, Menu pengguna' })).toBeVisible();
  });
});

test('a forgotten password is reset through the e-mailed link', async ({ page, clinic }) => {
  // Dr. Sari's password changes for good: no other test of this file signs her in.
  const { email } = clinic.secondDoctor;
  await page.goto('/account/reset/finish?key=not-a-real-key');
  await expect(page.getByRole('heading', { name: 'Token Tidak Valid' })).toBeVisible();
  await expect(
    page.getByText('Silakan gunakan token yang valid untuk mengatur ulang kata sandi'),
  ).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByText('Email terkirim')).toBeVisible();

  const link = new URL(linkIn(await waitForMail(email), '/account/reset/finish'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('DokterSari99');
  await page
    .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
    .fill('DokterSari99');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, 'DokterSari99');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unauthenticated deep link lands on login and returns there afterwards', async ({
  page,
  clinic,
}) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprofile$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(clinic.owner.email);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(clinic.owner.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

test('a staff member cannot open the business profile', async ({ page, clinic }) => {
  await login(page, clinic.staff.email, clinic.staff.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Profil Bisnis' })).toHaveCount(0);
  await page.goto('/dashboard/business-profile');
  await expect(page.getByRole('heading', { name: 'Akses ditolak' })).toBeVisible();
});

test('the owner limits unconfirmed online bookings and how long they hold', async ({
  page,
  clinic,
}) => {
  await login(page, clinic.owner.email, clinic.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/business-profile');
  const settings = page.getByRole('form', { name: 'Reservasi online' });
  const cap = settings.getByRole('textbox', { name: /^Batas reservasi online belum dikonfirmasi/ });
  const hold = settings.getByRole('textbox', { name: /^Batas waktu konfirmasi/ });
  await expect(cap).toHaveValue('20');
  await expect(hold).toHaveValue('');
  const save = settings.getByRole('button', { name: 'Simpan pengaturan reservasi' });

  await hold.fill('5');
  await save.click();
  await expect(
    settings.getByText('Batas waktu konfirmasi (menit) harus bilangan bulat antara 15 dan 1440'),
  ).toBeVisible();
  await cap.fill('8');
  await hold.fill('30');
  await save.click();
  await expectToast(page, 'Pengaturan reservasi online berhasil disimpan');

  await page.reload();
  await expect(cap).toHaveValue('8');
  await expect(hold).toHaveValue('30');
  const stored = await clinic.api('GET', '/dashboard/business/online-booking');
  expect(stored).toEqual({
    maxUnconfirmedOnlinePerDay: 8,
    unconfirmedHoldMinutes: 30,
    patientRescheduleCutoffHours: 24,
  });
  // The file's other journeys book online on this clinic: its defaults back.
  await clinic.api('PUT', '/dashboard/business/online-booking', {
    maxUnconfirmedOnlinePerDay: 20,
    unconfirmedHoldMinutes: null,
    patientRescheduleCutoffHours: 24,
  });
});

test('the owner saves a new primary colour, which the whole app takes at once, and the clinic’s e-mail and phone', async ({
  page,
  clinic,
}) => {
  await login(page, clinic.owner.email, clinic.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/business-profile');
  await expect(page.getByRole('textbox', { name: 'Nama bisnis', exact: true })).toHaveValue(/.+/);
  const save = page.getByRole('button', { name: 'Simpan', exact: true });
  const colourOf = () => save.evaluate((el) => getComputedStyle(el).backgroundColor);
  const before = await colourOf();

  const files = page.locator('input[type="file"]');
  const logo = { width: 11, height: 3 };
  const front = { width: 9, height: 13 };
  await files.nth(0).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await pngOfSize(page, logo.width, logo.height),
  });
  await files.nth(1).setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: await pngOfSize(page, front.width, front.height),
  });
  const colour5 = page
    .getByRole('radiogroup', { name: 'Warna utama' })
    .getByRole('radio', { name: 'Warna 5', exact: true });
  await colour5.click();
  await expect(colour5).toBeChecked();
  // How patients reach the clinic: its booking mails' Reply-To and the number they print.
  await page.getByRole('textbox', { name: 'Email klinik' }).fill('Halo@Klinik-Journey.Example');
  await page.getByRole('textbox', { name: 'Telepon klinik' }).fill('+62 21 555-1234');
  await save.click();
  await expectToast(page, 'Profil bisnis berhasil disimpan');
  expect(
    await clinic.api<{ email: string; phoneNumber: string }>('GET', '/dashboard/business'),
  ).toMatchObject({ email: 'halo@klinik-journey.example', phoneNumber: '0215551234' });
  // Buttons fade between colours, so wait for the theme's own primary rather than any change.
  const pink = rgbOf(palettes.color_5.primary);
  expect(pink).not.toBe(before);
  await expect.poll(colourOf).toBe(pink);

  // The logo and the front photo are the files uploaded, stored and shown again after a reload.
  await page.reload();
  await expectStoredPicture(page, 'Logo bisnis', logo);
  await expectStoredPicture(page, 'Foto utama bisnis', front);
  await expect(page.getByRole('textbox', { name: 'Telepon klinik' })).toHaveValue('0215551234');

  // The theme belongs to the clinic: every page shows it, after a reload too.
  await page.goto('/dashboard/profile');
  const saveOnProfile = page.getByRole('button', { name: 'Simpan' });
  await expect(saveOnProfile).toBeVisible();
  await expect
    .poll(() => saveOnProfile.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe(pink);
});

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('switching to English changes the texts', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
