import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * A PNG of `width` x `height` pixels, encoded by the browser's canvas: its size tells this upload
 * apart from every other picture on the page.
 */
export async function pngOfSize(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ w, h }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#2a9d8f';
        context.fillRect(0, 0, w, h);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
      return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    },
    { w: width, h: height },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * The picture an AvatarUpload (found by its label) shows as stored is the file uploaded: served
 * by this server under /files/ (signed or not), loaded, and of the uploaded file's size.
 */
export async function expectStoredPicture(
  page: Page,
  label: string,
  size: { width: number; height: number },
) {
  const group: Locator = page.getByRole('group', { name: label, exact: true });
  const picture = group.getByRole('img', { name: 'Foto saat ini', exact: true });
  await expect(picture).toBeVisible();
  const src = new URL((await picture.getAttribute('src')) ?? '', page.url());
  expect(src.origin).toBe(new URL(page.url()).origin);
  expect(src.pathname).toMatch(/\/files\/.+\.png$/);
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : 'loading',
      ),
    )
    .toBe(`${size.width}x${size.height}`);
}

export const DEMO_PASSWORD = 'Praktik123!';

/** The demo clinic's logins (SEED_DEMO=true; apps/server/src/db/seed/demo-clinic.ts). */
export const DEMO = {
  owner: 'owner@demo.praktik.id',
  doctor: 'dokter.andi@demo.praktik.id',
  staff: 'staff@demo.praktik.id',
} as const;

/** The demo doctor's name as the doctor lists and reports show it. */
export const DEMO_DOCTOR_NAME = 'dr. Andi Pratama';

/** Logs a demo account in and waits for the dashboard. */
export async function loginAs(page: Page, email: string) {
  await login(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The table row (DataTable) holding this text, e.g. a patient's unique name. */
export function rowWith(page: Page, table: string, text: string) {
  return page.getByRole('grid', { name: table }).getByRole('row').filter({ hasText: text });
}

/** Picks one option of a ui MultiComboBox found by typing `search` (the list stays open). */
export async function searchAndPick(page: Page, label: string, search: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** UTF-8 byte order mark, as the CSV exports start. */
export const BOM = '\uFEFF';

/**
 * A CSV text as rows of fields (RFC 4180: quoted fields may hold commas, quotes doubled, line
 * breaks; CRLF or LF line ends). A leading byte order mark is left to the caller to check.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
