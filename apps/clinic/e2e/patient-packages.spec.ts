import { test, expect } from './support';
import { DEMO, expectNoPageErrors, loginAs } from './helpers';

/*
 * Issue 14's patient package follow-up list on the demo clinic, against the real server: the
 * search waits for a name (spec 2 §2.9) and then asks the server. The journey with a sold
 * package (used at a visit's start, undone, used again; the month-old warning's WhatsApp link)
 * needs packages sold by the payment save or the demo seed (parts B and G), not merged yet.
 */
test.describe.configure({ timeout: 120_000 });

test('the follow-up list searches only once a name is typed', async ({ page }) => {
  await loginAs(page, DEMO.staff);
  await page.goto('/dashboard/patient-package');
  await expect(page.getByRole('heading', { name: 'Paket Pasien' })).toBeVisible();
  const filter = page.getByRole('search', { name: 'Filter paket pasien' });
  const searchButton = filter.getByRole('button', { name: 'Cari' });
  await expect(searchButton).toBeDisabled();
  await expect(page.getByText('Isi nama pasien lalu tekan Cari')).toBeVisible();

  const answer = page.waitForResponse((response) =>
    response.url().includes('/api2/packages/v1/patient-packages?'),
  );
  await filter.getByRole('textbox', { name: 'Nama', exact: true }).fill('Siti');
  await expect(searchButton).toBeEnabled();
  await searchButton.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('name')).toBe('Siti');
  await expect(page.getByRole('grid', { name: 'Daftar paket pasien' })).toBeVisible();
  expectNoPageErrors(page);
});
