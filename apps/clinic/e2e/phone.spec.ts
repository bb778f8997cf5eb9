import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { analyzeInTurn } from './axe-watch';
import { expect, test } from './clinic-fixture';
import { loginAs } from './helpers';

/*
 * Phone width (375 px) on a clinic of this file's own (e2e/clinic-fixture.ts), which first gets
 * what the screens list: a patient with allergies in an active visit with dr. Andi, and a second
 * patient whose visit with him was assessed and ended today (the history and the doctor report).
 * Lists show each row as a card with its name, allergies and buttons on screen (nothing scrolls
 * sideways), and the assessment has no scrollable region a keyboard cannot reach. The tests only
 * read: they spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 375, height: 740 }, actionTimeout: 30_000 });
const slow = expect.configure({ timeout: 30_000 });

const stamp = Date.now();
const ktpOf = (index: number) => `3171${String(stamp).slice(-11)}${index}`;

/**
 * The clinics this worker already gave the file's patients: in a parallel file, beforeAll runs
 * again for each group of tests a worker takes, on the same clinic, and the same patients a
 * second time would be refused (their medical record numbers are taken).
 */
const seededClinics = new Set<unknown>();

test.beforeAll(async ({ clinic }) => {
  if (seededClinics.has(clinic)) return;
  seededClinics.add(clinic);
  const patients: string[] = [];
  for (const [index, name] of [`Rina Alergi E2E ${stamp}`, `Yoga Riwayat E2E ${stamp}`].entries()) {
    const patient = await clinic.api<{ id: string }>(
      'POST',
      '/dashboard/patient',
      {
        name,
        phoneNumber: `0815${String(stamp).slice(-7)}${index}`,
        dob: '09-11-1988',
        gender: index === 0 ? 'FEMALE' : 'MALE',
        address: 'Jl. Cikini Raya No. 21, Jakarta Pusat',
        identificationType: 'KTP',
        identificationNumber: ktpOf(index),
        medicalRecordNumber: `HP-${stamp}-${index}`,
        email: '',
        remark: '',
        allergies: [
          { name: 'Amoksisilin', isNew: true },
          { name: 'Udang', isNew: true },
        ],
      },
      clinic.staff,
    );
    await clinic.api(
      'POST',
      '/dashboard/start-visit',
      { patientId: patient.id, staffId: clinic.doctor.id, identificationNumber: ktpOf(index) },
      clinic.staff,
    );
    patients.push(patient.id);
  }
  // The second visit assessed and ended: a row of today's history and of the doctor report.
  const ended = patients[1]!;
  await clinic.api(
    'POST',
    '/dashboard/save-visit',
    {
      patientId: ended,
      anamnesis: 'Gatal di kedua lengan sejak seminggu',
      examination: 'Eritema dan papul di lengan bawah',
      treatment: 'Setirizin 1x10 mg',
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      diagnosisDTOs: [{ fullCode: 'L30.9', shortDescription: 'Dermatitis, tidak spesifik' }],
      allergies: [],
      annotationDTOs: [],
      fileUploads: [],
    },
    clinic.doctor,
  );
  await clinic.api(
    'POST',
    `/dashboard/end-visit/${ended}`,
    { note: 'Kontrol seminggu lagi.' },
    clinic.doctor,
  );
});

/** The page scrolls only downwards. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/** Wholly on screen sideways, so a thumb reaches it without scrolling the page or the table. */
async function expectOnScreenSideways(page: Page, what: Locator) {
  await expect(what).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  // Measured again until it holds: a list that re-renders (its data refreshed) replaces the
  // element between finding it and measuring it, and a replaced element has no box.
  await expect
    .poll(async () => {
      const box = await what.boundingBox();
      if (!box) return 'no box';
      return box.x >= 0 && box.x + box.width <= width
        ? 'on screen'
        : `from ${box.x} to ${box.x + box.width} of ${width}`;
    })
    .toBe('on screen');
}

test('the patient list shows each patient as a card with name, allergies and buttons', async ({
  page,
  clinic,
}, testInfo) => {
  await loginAs(page, clinic.staff);
  await page.goto('/dashboard/patient');
  const table = page.getByRole('grid', { name: 'Daftar pasien' });
  // The patient with allergies (both patients have them).
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('list', { name: /alergi/i }) })
    .first();
  await slow(row).toBeVisible();

  const name = row.getByRole('rowheader');
  const allergies = row.getByRole('list', { name: /alergi/i });
  const history = row.getByRole('link', { name: /^Riwayat / });
  const edit = row.getByRole('link', { name: /^Ubah / });
  for (const part of [name, allergies, history, edit]) await expectOnScreenSideways(page, part);
  // The buttons are thumb-sized.
  expect((await history.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoSidewaysScroll(page);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('patient-list-375.png') });
});

test('the active visits and the history show cards that fit the phone', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.doctor);
  for (const [path, table] of [
    ['/dashboard/active-visit', 'Daftar kunjungan aktif'],
    ['/dashboard/history-visit', 'Riwayat kunjungan'],
  ] as const) {
    await page.goto(path);
    const row = page.getByRole('grid', { name: table }).getByRole('row').nth(1);
    await slow(row.getByRole('rowheader')).toBeVisible();
    await expectOnScreenSideways(page, row.getByRole('rowheader'));
    await expectOnScreenSideways(page, row.getByRole('gridcell').last());
    await expectNoSidewaysScroll(page);
  }
});

test("the owner's doctor report shows a card per doctor that fits the phone", async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.owner);
  await page.goto('/dashboard/report-visit');
  const row = page.getByRole('grid', { name: 'Laporan dokter' }).getByRole('row').nth(1);
  await slow(row.getByRole('rowheader')).toBeVisible();
  await expectOnScreenSideways(page, row.getByRole('rowheader'));
  await expectOnScreenSideways(page, row.getByRole('gridcell').last());
  await expectNoSidewaysScroll(page);
});

test('the assessment at phone width has no scrollable region a keyboard cannot reach', async ({
  page,
  clinic,
}, testInfo) => {
  await loginAs(page, clinic.doctor);
  await page.goto('/dashboard/active-visit');
  const row = page.getByRole('grid', { name: 'Daftar kunjungan aktif' }).getByRole('row').nth(1);
  await slow(row).toBeVisible();
  await row.getByRole('button', { name: /^Asesmen/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/active-visit\/assesment\?id=.+&patientId=/);
  const diagram = page.getByRole('img', { name: /anotasi$/ });
  await slow(diagram).toBeVisible();

  const results = await analyzeInTurn(
    page,
    new AxeBuilder({ page }).withRules(['scrollable-region-focusable']),
  );
  expect(results.violations.map((v) => v.nodes.map((n) => n.target))).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('assessment-375.png'), fullPage: true });
});
