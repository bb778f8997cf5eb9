import { test, expect } from './support';
import { DEMO, DEMO_PASSWORD } from './helpers';

/*
 * The sign-in form's own checks, as a person meets them: what is missing is said under each
 * field before anything is sent, a corrected field clears its message as it is typed, a wrong
 * password is the server's answer, and the right one opens the dashboard.
 */
test('the sign-in form says what is missing, then signs in @smoke', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Kata sandi', exact: true });
  const submit = page.getByRole('button', { name: 'Masuk', exact: true });
  // Each tab says which page it holds.
  await expect(page).toHaveTitle('Masuk · Praktik');

  await submit.click();
  await expect(page.getByText('Harap masukkan Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Harap masukkan Kata sandi', { exact: true })).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('bukan-email');
  await expect(page.getByText('Harap masukkan Email yang valid', { exact: true })).toBeVisible();
  // Written with capitals and spaces around it: still the account's address.
  await email.fill(`  ${DEMO.owner.toUpperCase()} `);
  await expect(page.getByText(/Harap masukkan Email/)).toBeHidden();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await password.fill('not-the-password');
  await expect(page.getByText('Harap masukkan Kata sandi', { exact: true })).toBeHidden();
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Email atau kata sandi salah');
  await expect(page).toHaveURL(/\/login$/);

  await password.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Praktik');
  // Behind sign-in, dates name the day in the interface's language.
  await expect(
    page.getByText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{2} \w{3} \d{4}/),
  ).toBeVisible();
});

test('in English, the sign-in form speaks English', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page).toHaveTitle('Log In · Praktik');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please enter Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter Password', { exact: true })).toBeVisible();
});
