import { test, expect } from './support';
import { DEMO, loginAs } from './helpers';

/* The pages anyone reaches without signing in: the landing page and the not-found page. */

test('the landing page presents Praktik and leads to registration and login', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Klinik tertata, pasien merasa diperhatikan.', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Praktik membantu dokter, beautician, dan staf Anda mengurus pasien, kunjungan, reservasi, dan pembayaran di satu tempat, supaya waktu Anda kembali untuk merawat pasien.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Antrean kunjungan yang jelas', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Lihat fiturnya', exact: true }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(
    page.getByRole('heading', { name: 'Dibuat bersama klinik di Indonesia', level: 2 }),
  ).toBeInViewport();

  await page.getByRole('link', { name: 'Daftar sekarang', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('textbox', { name: 'Konfirmasi kata sandi' })).toBeVisible();

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await nav.getByRole('link', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
});

test('a signed-in user finds the way to the dashboard on the landing page', async ({ page }) => {
  await loginAs(page, DEMO.staff);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Buka Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown address shows the not-found page with the way back to the dashboard', async ({
  page,
}) => {
  await loginAs(page, DEMO.staff);
  await page.goto('/halaman-yang-tidak-ada');
  await expect(
    page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText('Halaman yang Anda cari tidak ada atau sudah dipindahkan.', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ke Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Peran Anda: Staf')).toBeVisible();
});

test('signed out, an unknown address asks to sign in first (spec 1 §2.1)', async ({ page }) => {
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhalaman-yang-tidak-ada$/);
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
});

test('an unknown address inside the dashboard keeps the shell and leads back to it', async ({
  page,
}) => {
  await loginAs(page, DEMO.staff);
  await page.goto('/dashboard/tidak-ada');
  await expect(
    page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 2 }),
  ).toBeVisible();
  await expect(
    page.getByText('Halaman yang Anda cari tidak ada atau sudah dipindahkan.', { exact: true }),
  ).toBeVisible();
  // Inside the shell: its navigation is still there.
  await expect(page.getByRole('button', { name: /menu pengguna/i })).toBeVisible();
  await page.getByRole('link', { name: 'Ke Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('"Pesan Sekarang" works before the app has started: the choice opens once it has', async ({
  page,
}) => {
  // A slow phone: the page is painted, its scripts have not run yet.
  let scriptsArrive = false;
  await page.route('**/*.js', (route) => (scriptsArrive ? route.continue() : route.abort()));
  await page.goto('/pasien', { waitUntil: 'commit' });
  const bookNow = page.getByRole('link', { name: 'Pesan Sekarang' });
  await expect(bookNow).toBeVisible();
  scriptsArrive = true;
  await bookNow.click();

  await expect(page).toHaveURL(/\/pasien\?pesan=layanan$/);
  await expect(page.getByRole('dialog', { name: 'Pilih Layanan' })).toBeVisible();
  // Closing the choice leaves the page as it was, not the address that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Pilih Layanan' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/pasien$/);
});

test('once started, "Pesan Sekarang" opens the choice in place, and Back closes it', async ({
  page,
}) => {
  await page.goto('/pasien');
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await page.getByRole('link', { name: 'Pesan Sekarang' }).click();
  await expect(page.getByRole('dialog', { name: 'Pilih Layanan' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Pilih Layanan' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/pasien$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
