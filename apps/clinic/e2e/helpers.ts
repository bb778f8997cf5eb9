import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { watchAxe } from './axe-watch';
import { pageErrors, watchPageErrors } from './page-errors';
import { expectToast, recordToasts } from './toasts';
import { linkIn, waitForMail } from './support';

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

/** The demo clinic's logins (SEED_DEMO=true; apps/server/src/composition/seed/demo-clinic.ts). */
export const DEMO = {
  owner: 'owner@demo.praktik.id',
  doctor: 'dokter.andi@demo.praktik.id',
  staff: 'staff@demo.praktik.id',
} as const;

/** The demo doctor's name as the doctor lists and reports show it. */
export const DEMO_DOCTOR_NAME = 'dr. Andi Pratama';

/** What POST /api2/authenticate answers. */
interface SignIn {
  id_token: string;
  refresh_token: string;
  onboardingCompleted: boolean;
}

/** An account to sign in: a demo account's email (its password is DEMO_PASSWORD), or any
 *  account with its own password (a fixture clinic's, e2e/clinic-fixture.ts). */
export type Account = string | { email: string; password: string };

/**
 * Logs an account in and waits for the dashboard. For journeys that are not about signing
 * in (those use `login`, the form): a sign-in of its own through the API, as the form's
 * (POST /api2/authenticate, a refresh-token family no other journey holds, so a rotation here
 * signs nobody else out), stored where the app keeps its session (localStorage) before the
 * app's first script runs, then the dashboard opens. This spares each journey loading and
 * filling the sign-in page (its screens are checked by sign-in.spec and journeys.spec).
 */
export async function loginAs(page: Page, account: Account) {
  const { email, password } =
    typeof account === 'string' ? { email: account, password: DEMO_PASSWORD } : account;
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  const answer = await page.request.post(`${origin}/api2/authenticate`, {
    data: { email, password, rememberMe: false },
  });
  expect(answer.status(), `signing ${email} in`).toBe(200);
  const signIn = (await answer.json()) as SignIn;
  // Once per page and sign-in: a later load (a reload, a sign-out and another sign-in) keeps
  // whatever session the journey has made since.
  await page.addInitScript(
    ({ from, nonce, session }) => {
      if (window.location.origin !== from) return;
      try {
        const seeded = JSON.parse(window.localStorage.getItem('e2e-sign-ins') ?? '[]') as string[];
        if (seeded.includes(nonce)) return;
        window.localStorage.setItem('id_token', session.id_token);
        window.localStorage.setItem('refresh_token', session.refresh_token);
        window.localStorage.setItem('onboardingCompleted', String(session.onboardingCompleted));
        window.localStorage.setItem('e2e-sign-ins', JSON.stringify([...seeded, nonce]));
      } catch {
        // no storage here: the dashboard asks to sign in, and the wait below says so
      }
    },
    { from: origin, nonce: `${Date.now()}-${Math.random()}`, session: signIn },
  );
  await page.goto('/dashboard');
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
 * A CSV text as rows of fields split on `delimiter` (RFC 4180: quoted fields may hold the
 * delimiter, quotes doubled, line breaks; CRLF or LF line ends). A leading byte order mark is left
 * to the caller to check.
 */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
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
    } else if (c === delimiter) {
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

/** The clinic's date (WIB) `daysAfterToday` days from today, as the API takes it: YYYY-MM-DD. */
export function clinicDay(daysAfterToday = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAfterToday);
  return day.toISOString().slice(0, 10);
}

/** Today in the clinic's time zone (WIB), as the date fields take it: DD/MM/YYYY. */
export function todayInJakarta(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

/**
 * A fresh browser context, signed out, for one role of a journey (each role in its own context,
 * as on its own computer): axe watches its page and its uncaught errors are kept.
 */
export async function openContext(
  browser: Browser,
  baseURL: string | undefined,
  { locale = 'id-ID' }: { locale?: string } = {},
) {
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId: 'Asia/Jakarta',
    permissions: ['camera'],
  });
  await recordToasts(context);
  const page = await context.newPage();
  watchPageErrors(page);
  watchAxe(page);
  return { context, page };
}

/** A fresh browser context logged in as `account`. */
export async function openAs(browser: Browser, baseURL: string | undefined, account: Account) {
  const opened = await openContext(browser, baseURL);
  await loginAs(opened.page, account);
  return opened;
}

/** Waits for `what` to show; a page that crashes meanwhile fails with its error at once. */
export async function expectShown(page: Page, what: Locator, timeout = 30_000) {
  const errors = pageErrors.get(page) ?? [];
  await expect
    .poll(
      async () =>
        errors.length > 0
          ? `page error: ${errors.join('; ')}`
          : (await what.isVisible())
            ? 'shown'
            : '',
      { timeout },
    )
    .toBe('shown');
}

export function expectNoPageErrors(page: Page) {
  expect(pageErrors.get(page) ?? [], 'uncaught errors in the page').toEqual([]);
}

/** For a test's afterEach: a failed journey says what its pages threw, whatever step it was at. */
export async function reportPageErrors(testInfo: TestInfo) {
  const thrown = [...pageErrors.values()].flat();
  if (thrown.length > 0 && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('page errors', { body: thrown.join('\n') });
    console.error(`uncaught page errors: ${thrown.join('; ')}`);
  }
  pageErrors.clear();
}

export interface NewPatient {
  name: string;
  phone: string;
  /** The KTP number (16 digits). */
  ktp: string;
  mrn: string;
}

/*
 * A shared, loaded machine makes the patient list (a page of 50) slow to settle: the patient
 * steps wait longer than the config's default.
 */
const patientExpect = expect.configure({ timeout: 30_000 });

/** Adds a patient through the patient list's form and waits for the list to show again. */
export async function addPatient(page: Page, patient: NewPatient) {
  await page.goto('/dashboard/patient');
  await page.getByRole('link', { name: 'Tambah Pasien' }).click();
  await patientExpect(page).toHaveURL(/\/dashboard\/patient\/add-patient$/);
  const form = page.getByRole('form', { name: 'Tambah Pasien' });
  await expectShown(page, form);
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(patient.name);
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill(patient.phone);
  await fillDate(page, 'Tanggal lahir', '17/08/1992');
  await form.getByText('Perempuan', { exact: true }).click();
  await patientExpect(form.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
  await form
    .getByRole('textbox', { name: 'Alamat', exact: true })
    .fill('Jl. Kemang Raya No. 17, Jakarta Selatan');
  await form.getByRole('textbox', { name: 'Nomor identitas', exact: true }).fill(patient.ktp);
  await form.getByRole('textbox', { name: 'Nomor rekam medis', exact: true }).fill(patient.mrn);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Data berhasil ditambahkan');
  await patientExpect(page).toHaveURL(/\/dashboard\/patient$/);
  // The list shows, or the page's uncaught error is the failure's message.
  await expectShown(page, page.getByRole('heading', { name: 'Semua Pasien' }));
}

export interface NewClinic {
  ownerFirstName: string;
  email: string;
  password: string;
  businessName: string;
}

/**
 * A clinic from nothing, as a new owner makes it: registers, activates through the link the
 * real SMTP server caught, signs in and goes through onboarding (journeys.spec checks each of
 * these screens' rules; this only walks them). Ends on the dashboard.
 */
export async function createClinicFromNothing(page: Page, clinic: NewClinic) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Nama depan', exact: true }).fill(clinic.ownerFirstName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(clinic.email);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(clinic.password);
  await page
    .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
    .fill(clinic.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cek email Anda' })).toBeVisible();

  const link = new URL(linkIn(await waitForMail(clinic.email), '/account/activate'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Akun Anda sudah aktif!')).toBeVisible();

  await login(page, clinic.email, clinic.password);
  await expect(page).toHaveURL(/\/onboarding$/);
  const next = page.getByRole('button', { name: 'Lanjut', exact: true });
  await next.click();
  await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081234567890');
  await fillDate(page, 'Tanggal lahir', '15/01/1990');
  await page.getByText('Perempuan', { exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Alamat', exact: true })
    .fill('Jl. Melati No. 5, Bandung');
  await next.click();
  await page.getByRole('textbox', { name: 'Nama bisnis', exact: true }).fill(clinic.businessName);
  await pickOption(page, 'Jenis bisnis', 'Klinik Pratama');
  await page
    .getByRole('textbox', { name: 'Alamat bisnis', exact: true })
    .fill('Jl. Braga No. 10, Bandung');
  await pickOptions(page, 'Layanan bisnis', ['Konsultasi Dokter Umum']);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Semua sudah siap!' })).toBeVisible();
  await page.getByRole('button', { name: 'Selesai', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/active-visit$/);
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API from inside the page with its signed-in token, for a journey's setup or to read
 * what the screens do not show: the status and the answer's `data` (the whole answer where it
 * has none, as the clinic's business has).
 */
export async function callApi<T>(
  page: Page,
  method: ApiMethod,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('id_token')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, data: ('data' in json ? json.data : json) as never };
    },
    { method, path, body },
  );
}

/** callApi for a call that must succeed: anything else fails the journey naming call and answer. */
export async function api<T>(
  page: Page,
  method: ApiMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await callApi<T>(page, method, path, body);
  if (answer.status >= 300) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  }
  return answer.data;
}
