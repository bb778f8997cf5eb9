import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousAxeViolations } from './support';
import { CLINIC_DOCTOR_NAME as DOCTOR_NAME, test } from './clinic-fixture';
import { expectToast } from './toasts';
import {
  BOM,
  addPatient,
  expectNoPageErrors,
  fillDate,
  openAs,
  parseCsv,
  pickOption,
  reportPageErrors,
  rowWith,
  searchAndPick,
  todayInJakarta,
} from './helpers';

/*
 * Patients and visits on a clinic of this file's own (e2e/clinic-fixture.ts): staff adds a patient
 * and starts a visit with dr. Andi; the doctor writes the assessment (two ICD-10 diagnoses, three body annotations, a
 * photo from Chromium's fake camera), saves and ends the visit; the owner finds it in the visit
 * history, the doctor report and the CSV export; the patient's history shows it; staff read the
 * assessment with treatment only. One patient per run (a timestamp makes it unique), so the
 * tests run in order and share it.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// A shared, loaded machine makes a page of 50 patients or the body diagram slow to settle: these
// journeys wait longer than the config's defaults, and their traces keep DOM snapshots without
// the screencast (which costs the browser the most).
test.use({
  actionTimeout: 30_000,
  navigationTimeout: 45_000,
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
});
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const patient = {
  name: `Sinta Maharani E2E ${stamp}`,
  phone: `0812${String(stamp).slice(-8)}`,
  ktp: `3174${String(stamp).slice(-12).padStart(12, '0')}`,
  mrn: `E2E-${stamp}`,
};
const anamnesis = 'Batuk pilek sejak 3 hari dan nyeri ulu hati setelah makan.';
const examination = 'Faring hiperemis, nyeri tekan epigastrium ringan.';
const treatment = `Parasetamol 3x500 mg, antasida 3x1 tablet (E2E ${stamp}).`;
const diagnoses = [
  { search: 'J06.9', code: 'J06.9', option: /^J06\.9 Infeksi saluran pernapasan atas akut/ },
  { search: 'dispepsia', code: 'K30', option: /^K30 Dispepsia fungsional/ },
];
// Points on the 335 x 510 body picture, apart from each other and from the labels (+80, +80).
const annotations = [
  { at: { x: 167, y: 60 }, description: 'Nyeri kepala bagian depan' },
  { at: { x: 80, y: 250 }, description: 'Ruam kemerahan di lengan kanan' },
  { at: { x: 167, y: 200 }, description: 'Nyeri tekan epigastrium' },
];

let patientId = '';
let reportTotalBefore = 0;

const ACTIVE_TABLE = 'Daftar kunjungan aktif';
const HISTORY_TABLE = 'Riwayat kunjungan';
const REPORT_TABLE = 'Laporan dokter';

// A failed journey says what the pages threw, whatever step it stopped at.
// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

/** The doctor report's total of patients for dr. Andi (0 when not listed). */
async function reportTotal(page: Page): Promise<number> {
  await page.goto('/dashboard/report-visit');
  const table = page.getByRole('grid', { name: REPORT_TABLE });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  // The practitioners' no-shows beside their patients.
  await expect(table.getByRole('columnheader', { name: 'Tidak datang' })).toBeVisible();
  const row = rowWith(page, REPORT_TABLE, DOCTOR_NAME);
  if ((await row.count()) === 0) return 0;
  // Cells: doctor (row header), total, male, female.
  return Number((await row.getByRole('gridcell').first().innerText()).replace(/\D/g, ''));
}

test('staff add a patient and start a visit with the doctor @smoke', async ({
  browser,
  baseURL,
  clinic,
}) => {
  const owner = await openAs(browser, baseURL, clinic.owner);
  await test.step("the owner notes the doctor report's total first", async () => {
    reportTotalBefore = await reportTotal(owner.page);
  });
  await expectNoSeriousAxeViolations();
  await owner.context.close();

  const { context, page } = await openAs(browser, baseURL, clinic.staff);

  await test.step('add the patient', async () => {
    await addPatient(page, patient);
  });

  await test.step('find the patient in the list', async () => {
    const search = page.getByRole('search', { name: 'Cari pasien' });
    await search.getByRole('textbox', { name: 'Nama', exact: true }).fill(patient.name);
    await search.getByRole('textbox', { name: 'Nama', exact: true }).press('Enter');
    const row = rowWith(page, 'Daftar pasien', patient.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(patient.mrn);
    await expect(row).toContainText('Perempuan');
    const href = await row
      .getByRole('link', { name: patient.name, exact: true })
      .getAttribute('href');
    patientId = new URL(href ?? '', 'http://x').searchParams.get('id') ?? '';
    expect(patientId).not.toBe('');
  });

  await test.step('start a visit with the doctor', async () => {
    await page.getByRole('button', { name: `Mulai Kunjungan ${patient.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mulai Kunjungan' });
    await expect(dialog.getByText(`Pasien: ${patient.name}`)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nomor KTP' })).toHaveValue(patient.ktp);
    await pickOption(page, 'Dokter', DOCTOR_NAME);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Kunjungan berhasil dimulai');
    await expect(dialog).toBeHidden();
    // A patient with an active visit has no Start Visit any more.
    await expect(page.getByRole('button', { name: `Mulai Kunjungan ${patient.name}` })).toHaveCount(
      0,
    );
  });

  await test.step('the visit is in the active list', async () => {
    await page.goto('/dashboard/active-visit');
    await page.getByRole('searchbox', { name: 'Cari nama' }).fill(patient.name);
    const row = rowWith(page, ACTIVE_TABLE, patient.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(DOCTOR_NAME);
    await expect(row).toContainText(patient.mrn);
  });
  expectNoPageErrors(page);
  await expectNoSeriousAxeViolations();
  await context.close();
});

test('the doctor writes the assessment with diagnoses, annotations and a camera photo, then ends the visit @smoke', async ({
  browser,
  baseURL,
  clinic,
}) => {
  const { context, page } = await openAs(browser, baseURL, clinic.doctor);

  await test.step('open the assessment from the active visits', async () => {
    await page.goto('/dashboard/active-visit');
    await page.getByRole('searchbox', { name: 'Cari nama' }).fill(patient.name);
    const row = rowWith(page, ACTIVE_TABLE, patient.name);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Asesmen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/active-visit\/assesment\?id=.+&patientId=/);
    await expect(page.getByRole('heading', { name: `Asesmen: ${patient.name}` })).toBeVisible();
  });

  await test.step('anamnesis, examination and treatment', async () => {
    await page.getByRole('textbox', { name: 'Anamnesis' }).fill(anamnesis);
    await page.getByRole('textbox', { name: 'Pemeriksaan' }).fill(examination);
    await page.getByRole('textbox', { name: 'Tindakan' }).fill(treatment);
  });

  await test.step('an allergy typed and entered with Enter becomes a tag', async () => {
    const allergies = page.getByRole('combobox', { name: 'Alergi' });
    await allergies.fill('Udang');
    await allergies.press('Enter');
    await expect(allergies).toHaveValue('');
    await allergies.press('Escape');
    await expect(
      page.getByRole('grid', { name: 'Pilihan' }).getByRole('row', { name: 'Udang' }),
    ).toBeVisible();
  });

  await test.step('two ICD-10 diagnoses found by searching', async () => {
    for (const d of diagnoses) await searchAndPick(page, 'Diagnosis', d.search, d.option);
    await page.getByRole('combobox', { name: 'Diagnosis' }).press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    for (const d of diagnoses)
      await expect(page.getByRole('row', { name: d.option })).toBeVisible();
  });

  await test.step('three annotations on the body diagram, each with a description', async () => {
    const diagram = page.getByRole('img', { name: /^Tubuh wanita, tampak depan: \d+ anotasi$/ });
    await expect(diagram).toHaveAccessibleName('Tubuh wanita, tampak depan: 0 anotasi');
    const canvas = diagram.locator('canvas').last();
    await expect(canvas).toBeVisible();
    for (const [index, a] of annotations.entries()) {
      await canvas.click({ position: a.at });
      const dialog = page.getByRole('dialog', { name: 'Tambah anotasi' });
      await expect(dialog.getByRole('textbox', { name: 'Judul' })).toHaveValue(
        `Anotation ${index + 1}`,
      );
      await dialog.getByRole('textbox', { name: 'Deskripsi' }).fill(a.description);
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(dialog).toBeHidden();
      await expect(diagram).toHaveAccessibleName(
        `Tubuh wanita, tampak depan: ${index + 1} anotasi`,
      );
      await expect(page.getByText(a.description, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: 'Depan (3)' })).toBeChecked();
    // The examination summary beside the text lists them.
    const summary = page.getByLabel('Ringkasan anotasi tubuh');
    for (const a of annotations) await expect(summary).toContainText(a.description);
  });

  await test.step('a photo from the camera, uploaded with its preview', async () => {
    const files = page.getByRole('group', { name: 'Unggah berkas' });
    await files.getByRole('button', { name: 'Ambil foto' }).click();
    const camera = page.getByRole('dialog', { name: 'Kamera' });
    const shoot = camera.getByRole('button', { name: 'Ambil gambar' });
    await expect(shoot).toBeEnabled();
    await shoot.click();
    await expect(camera).toBeHidden();
    // Uploaded: the progress bar goes, the stored file links to /files/ with its picture.
    await expect(files.getByRole('progressbar')).toHaveCount(0);
    const stored = files.getByRole('listitem');
    await expect(stored).toHaveCount(1);
    // The clinic's own upload on this server (a signed URL may carry a query after the path).
    const href = new URL((await stored.getByRole('link').getAttribute('href')) ?? '', page.url());
    expect(href.origin).toBe(new URL(page.url()).origin);
    expect(href.pathname).toMatch(/\/files\/.+\.jpe?g$/);
    const preview = stored.getByRole('img', { name: /^Pratinjau / });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('save', async () => {
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, 'Asesmen berhasil disimpan');
    await expect(page).toHaveURL(/\/dashboard\/active-visit$/);
  });

  await test.step('the saved assessment opens again as written', async () => {
    await page.getByRole('searchbox', { name: 'Cari nama' }).fill(patient.name);
    const row = rowWith(page, ACTIVE_TABLE, patient.name);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Asesmen' }).click();
    await expect(page.getByRole('textbox', { name: 'Anamnesis' })).toHaveValue(anamnesis);
    await expect(page.getByRole('textbox', { name: 'Pemeriksaan' })).toHaveValue(examination);
    await expect(page.getByRole('textbox', { name: 'Tindakan' })).toHaveValue(treatment);
    for (const d of diagnoses)
      await expect(page.getByRole('row', { name: d.option })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Depan (3)' })).toBeChecked();
    // Each annotation kept its description, in the list and in the examination's summary.
    const summary = page.getByLabel('Ringkasan anotasi tubuh');
    for (const a of annotations) {
      await expect(page.getByText(a.description, { exact: true })).toBeVisible();
      await expect(summary).toContainText(a.description);
    }
    await expect(
      page.getByRole('group', { name: 'Unggah berkas' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Batal', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/active-visit$/);
  });

  await test.step('end the visit', async () => {
    await page.getByRole('searchbox', { name: 'Cari nama' }).fill(patient.name);
    const row = rowWith(page, ACTIVE_TABLE, patient.name);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Akhiri Kunjungan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Akhiri Kunjungan' });
    await expect(dialog.getByText(`Pasien: ${patient.name}`)).toBeVisible();
    // Complete: the plain question, no list of missing fields.
    await expect(
      dialog.getByText('Apakah Anda yakin ingin mengakhiri kunjungan ini?', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText(/^Belum diisi:/)).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Kontrol 3 hari lagi.');
    await dialog.getByRole('button', { name: 'Akhiri Kunjungan' }).click();
    await expectToast(page, 'Kunjungan berhasil diakhiri');
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, ACTIVE_TABLE, patient.name)).toHaveCount(0);
  });
  expectNoPageErrors(page);
  await expectNoSeriousAxeViolations();
  await context.close();
});

test('the ended visit is in the history, the doctor report and the CSV export', async ({
  browser,
  baseURL,
  clinic,
}) => {
  const { context, page } = await openAs(browser, baseURL, clinic.owner);

  await test.step("visit history, searched for today's visits", async () => {
    await page.goto('/dashboard/history-visit');
    const table = page.getByRole('grid', { name: HISTORY_TABLE });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const today = todayInJakarta();
    await fillDate(page, 'Tanggal mulai', today);
    await fillDate(page, 'Tanggal akhir', today);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    const row = rowWith(page, HISTORY_TABLE, patient.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(patient.mrn);
    await expect(row).toContainText(DOCTOR_NAME);
    await expect(row).toContainText('Perempuan');
    await expect(row).toContainText(treatment);
    await expect(row).toContainText(`${today.replace(/\//g, '-')} `);
    await expect(row.getByRole('link', { name: /^Lihat pemeriksaan / })).toBeVisible();
    // Only today's visits are listed now.
    await expect
      .poll(async () => {
        const rows = (await table.getByRole('row').allInnerTexts()).slice(1);
        return rows.every((text) => text.includes(today.replace(/\//g, '-')));
      })
      .toBe(true);
  });

  await test.step("CSV export of today's history: history-visit.csv with a BOM, Indonesian headers and the visit", async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('history-visit.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(BOM.length), ';');
    expect(header).toEqual([
      'No. Rekam Medis',
      'Dokter',
      'Nama',
      'Tanggal Lahir',
      'Jenis Kelamin',
      'Tindakan',
      'Tanggal Kunjungan',
    ]);
    const ours = rows.filter((r) => r[2] === patient.name);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toEqual([
      patient.mrn,
      DOCTOR_NAME,
      patient.name,
      '17-08-1992',
      'Perempuan',
      treatment,
      expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
    ]);
    // The export is the searched filter: today's visits only.
    const day = todayInJakarta().replace(/\//g, '-');
    for (const r of rows) expect(r[6]).toMatch(new RegExp(`^${day} `));
  });

  await test.step('the doctor report counts the new patient', async () => {
    await expect.poll(() => reportTotal(page)).toBe(reportTotalBefore + 1);
    await expect(rowWith(page, REPORT_TABLE, DOCTOR_NAME)).toHaveCount(1);
  });

  await test.step("the patient's history shows the visit with two diagnosis pills", async () => {
    await page.goto(`/dashboard/history?id=${encodeURIComponent(patientId)}`);
    await expect(
      page.getByRole('heading', { name: `Riwayat kunjungan ${patient.name}` }),
    ).toBeVisible();
    const visits = page.getByRole('region', { name: 'Daftar kunjungan' });
    const header = visits.getByRole('button', { name: new RegExp(DOCTOR_NAME) });
    await expect(header).toHaveCount(1);
    await expect(header).toContainText('Belum Bayar');
    for (const d of diagnoses) await expect(header).toContainText(d.code);
    // Two pills, no "+N more".
    await expect(header).not.toContainText('diagnosis lainnya');
    // The newest visit is open: treatment and diagnoses; the owner is no doctor, so neither the
    // anamnesis nor the photo (spec 1 §6).
    await expect(visits.getByText(treatment)).toBeVisible();
    await expect(visits.getByText(anamnesis)).toHaveCount(0);
    await expect(visits.getByRole('link', { name: /^Buka berkas 1: / })).toHaveCount(0);
  });
  expectNoPageErrors(page);
  await expectNoSeriousAxeViolations();
  await context.close();
});

test('staff see the ended assessment read-only, with treatment only', async ({
  browser,
  baseURL,
  clinic,
}) => {
  const { context, page } = await openAs(browser, baseURL, clinic.staff);

  await test.step("from the patient's history", async () => {
    await page.goto(`/dashboard/history?id=${encodeURIComponent(patientId)}`);
    await page.getByRole('link', { name: /^Detail pemeriksaan kunjungan / }).click();
    await expect(page).toHaveURL(/\/dashboard\/active-visit\/assesment\?.*view=1/);
  });

  await test.step('treatment only, read-only, no Save', async () => {
    await expect(page.getByRole('heading', { name: `Asesmen: ${patient.name}` })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Mode lihat: asesmen ini tidak dapat diubah' }),
    ).toBeVisible();
    const treatmentField = page.getByRole('textbox', { name: 'Tindakan' });
    await expect(treatmentField).toHaveValue(treatment);
    await expect(treatmentField).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Anamnesis' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Pemeriksaan' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Diagnosis' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Unggah berkas' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Anotasi tubuh' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  });

  await test.step('the same from the address, after a reload', async () => {
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Tindakan' })).toHaveValue(treatment);
    await expect(page.getByRole('textbox', { name: 'Anamnesis' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  });
  expectNoPageErrors(page);
  await expectNoSeriousAxeViolations();
  await context.close();
});
