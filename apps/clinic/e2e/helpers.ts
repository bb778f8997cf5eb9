import { expect, type Page } from '@playwright/test';

/** Types a date into the ui DatePicker (react-aria segments, DD/MM/YYYY in both locales). */
export async function fillDate(page: Page, label: string, ddmmyyyy: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''));
}

/** Picks one option of a ui Select. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Picks options of a ui MultiSelect; the list stays open for more, Escape closes it. */
export async function pickOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('button', { name: label }).click();
  for (const option of options) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** A tiny valid PNG, for the photo uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
