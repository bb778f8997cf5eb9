import type { Page } from '@playwright/test';
import { expect } from './support';
import { scheduleBody, test, type Clinic } from './clinic-fixture';
import { loginAs } from './helpers';

/*
 * The schedule page on a clinic of this file's own (e2e/clinic-fixture.ts), against the
 * real server: the owner edits a doctor's week from the URL (a day on, a slot added, the duration
 * changed) and sees the week preview follow; types a day's hours at once and copies them to the
 * other working days, each one save; an overlapping slot shows its message and nothing is
 * sent; a doctor opens their own week and gets the not-allowed page for another doctor's. Each
 * test that reads or edits dr. Sari's week gives her the demo dermatologist's week first, so the
 * tests need no order and run on either worker.
 */
test.describe.configure({ mode: 'parallel' });

const SAVE_PATH = '/api2/schedule/save-schedule-doctor';

const DERMATOLOGY_DAY = [
  ['10:00', '13:00'],
  ['14:00', '18:00'],
] as const;

/**
 * Dr. Sari's week as the demo clinic has it: 30 minutes, Monday to Saturday with Wednesday and
 * Saturday short, Thursday and Sunday off. Answers her id and name.
 */
async function sariWithDemoWeek(clinic: Clinic): Promise<{ id: string; name: string }> {
  const sari = clinic.secondDoctor;
  await clinic.api(
    'POST',
    '/schedule/save-schedule-doctor',
    scheduleBody(sari.id, 30, {
      2: DERMATOLOGY_DAY,
      3: DERMATOLOGY_DAY,
      4: [['10:00', '13:00']],
      6: DERMATOLOGY_DAY,
      7: [
        ['09:00', '12:00'],
        ['13:00', '15:00'],
      ],
    }),
  );
  return { id: sari.id, name: sari.name };
}

const scheduleUrl = (id: string, name: string) =>
  `/dashboard/user-clinic/schedule-doctor-clinic?id=${id}&doctor-name=${encodeURIComponent(name)}`;

/**
 * Opens a practitioner's week and waits for its heading. The first opening loads the page's code
 * as well: on a loaded machine that took over 20 s, longer than a step's usual wait.
 */
async function openWeek(page: Page, practitioner: { id: string; name: string }) {
  await page.goto(scheduleUrl(practitioner.id, practitioner.name));
  await expect(page.getByRole('heading', { name: `Jadwal ${practitioner.name}` })).toBeVisible({
    timeout: 60_000,
  });
}

/** Picks a time (or a duration) in a ui Select found by its label inside `scope`. */
async function pick(page: Page, scope: ReturnType<Page['locator']>, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * Flips a ui Switch from the keyboard: its input is visually hidden under its label, so a
 * pointer click lands on the label's parts instead.
 */
async function toggle(page: Page, control: ReturnType<Page['locator']>) {
  await control.focus();
  await page.keyboard.press('Space');
}

/** Does `action` and waits for the whole-week save it sends to be answered 200. */
async function saving(page: Page, action: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.url().includes(SAVE_PATH) && response.request().method() === 'POST',
  );
  await action();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Jadwal tersimpan' })).toBeVisible();
}

test('the owner edits a doctor’s week from the URL and the preview follows', async ({
  page,
  clinic,
}) => {
  const sari = await sariWithDemoWeek(clinic);
  await loginAs(page, clinic.owner);
  await openWeek(page, sari);
  const thursday = page.getByRole('switch', { name: 'Kamis' });
  await expect(thursday).not.toBeChecked();
  // Next week lies wholly ahead and inside the booking window, and nobody books dr. Sari here,
  // so every working day offers all its slots.
  await page.getByRole('button', { name: 'Minggu berikutnya' }).click();
  const previewThursday = page.getByRole('listitem', { name: /^Kamis / });
  await expect(previewThursday).toContainText('Tidak ada slot');
  await expect(page.getByRole('listitem', { name: /^Senin / })).toContainText('14 slot');

  // A day on: saved and read back.
  await saving(page, () => toggle(page, thursday));
  await expect(thursday).toBeChecked();
  await expect(page.getByText('Belum ada slot')).toBeVisible();

  // A slot added: 09:00-10:00, two 30-minute slots in the preview.
  await saving(page, () => page.getByRole('button', { name: 'Tambah slot Kamis' }).click());
  const first = page.getByRole('group', { name: 'Kamis, slot 1' });
  await expect(first.getByRole('button', { name: /Dari/ })).toContainText('09:00');
  await expect(previewThursday).toContainText('2 slot');
  await expect(previewThursday.getByRole('list', { name: 'Pagi' })).toHaveText(
    /09:00–09:30\s*09:30–10:00/,
  );

  // The duration: one 1-hour slot that Thursday, and Monday's hours regrouped.
  await saving(page, () => pick(page, page.locator('body'), /Durasi kunjungan/, '1 jam'));
  await expect(previewThursday).toContainText('1 slot');
  await expect(previewThursday).toContainText('09:00–10:00');
  await expect(page.getByRole('listitem', { name: /^Senin / })).toContainText('7 slot');

  // What was saved is what the server holds after a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Kamis' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Kamis, slot 1' }).getByRole('button', { name: /Sampai/ }),
  ).toContainText('10:00');
  await expect(page.getByRole('button', { name: /Durasi kunjungan/ })).toContainText('1 jam');
});

test('the owner types Monday’s hours at once and copies them to the other working days', async ({
  page,
  clinic,
}) => {
  const sari = await sariWithDemoWeek(clinic);
  await loginAs(page, clinic.owner);
  await openWeek(page, sari);

  // Typed as the front desk writes hours, applied with Enter: one save, shown back in full.
  const mondayHours = page
    .getByRole('group', { name: 'Rentang jam Senin' })
    .getByRole('textbox', { name: 'Rentang jam' });
  await expect(mondayHours).toHaveValue('10:00-13:00, 14:00-18:00');
  await mondayHours.fill('8-12, 13.30-16');
  await saving(page, () => mondayHours.press('Enter'));
  await expect(mondayHours).toHaveValue('08:00-12:00, 13:30-16:00');
  await expect(
    page.getByRole('group', { name: 'Senin, slot 2' }).getByRole('button', { name: /Dari/ }),
  ).toContainText('13:30');

  // Copied to the working days (Thursday was off): one save for the whole week.
  await page.getByRole('button', { name: 'Salin ke hari lain dari Senin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salin jadwal Senin' });
  await expect(dialog.getByRole('checkbox', { name: 'Kamis' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Sabtu' })).not.toBeChecked();
  await saving(page, () => dialog.getByRole('button', { name: 'Salin', exact: true }).click());
  await expect(dialog).toBeHidden();

  // What the server holds after a reload: Tuesday to Friday as Monday, Saturday its own.
  await page.reload();
  for (const day of ['Selasa', 'Rabu', 'Kamis', 'Jumat']) {
    await expect(page.getByRole('switch', { name: day })).toBeChecked();
    await expect(
      page.getByRole('group', { name: `Rentang jam ${day}` }).getByRole('textbox'),
    ).toHaveValue('08:00-12:00, 13:30-16:00');
  }
  await expect(
    page.getByRole('group', { name: 'Rentang jam Sabtu' }).getByRole('textbox'),
  ).toHaveValue('09:00-12:00, 13:00-15:00');
});

test('an overlapping slot shows its message and nothing is saved', async ({ page, clinic }) => {
  const sari = await sariWithDemoWeek(clinic);
  await loginAs(page, clinic.owner);
  await openWeek(page, sari);
  const monday = page.getByRole('group', { name: 'Senin, slot 2' });
  await expect(monday.getByRole('button', { name: /Dari/ })).toContainText('14:00');

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SAVE_PATH)) saves.push(request.url());
  });
  await pick(page, monday, /Dari/, '12:00');
  await expect(monday.getByText('Slot jadwal tidak boleh bertumpang tindih')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Perubahan belum disimpan' }),
  ).toBeVisible();
  // A moment for a request that should not come.
  await page.waitForTimeout(1000);
  expect(saves).toEqual([]);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Senin, slot 2' }).getByRole('button', { name: /Dari/ }),
  ).toContainText('14:00');
  await expect(page.getByText('Slot jadwal tidak boleh bertumpang tindih')).toHaveCount(0);
});

test('a save that does not reach the server shows a toast and keeps the stored week', async ({
  page,
  clinic,
}) => {
  const sari = await sariWithDemoWeek(clinic);
  await loginAs(page, clinic.owner);
  await openWeek(page, sari);
  const sunday = page.getByRole('switch', { name: 'Minggu' });
  await expect(sunday).not.toBeChecked();

  // The connection drops for the save only.
  await page.route(`**${SAVE_PATH}`, (route) => route.abort('internetdisconnected'));
  await toggle(page, sunday);
  await expect(page.getByText('Ada yang salah!')).toBeVisible();
  await expect(sunday).not.toBeChecked();
  await page.unroute(`**${SAVE_PATH}`);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Minggu' })).not.toBeChecked();
});

test('staff read a doctor’s week without controls to change it', async ({ page, clinic }) => {
  const sari = await sariWithDemoWeek(clinic);
  await loginAs(page, clinic.staff);
  await openWeek(page, sari);
  await expect(page.getByText('Anda hanya dapat melihat jadwal ini.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Senin' })).toHaveAttribute(
    'aria-readonly',
    'true',
  );
  await expect(page.getByRole('button', { name: /Tambah slot/ })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: /^Senin / })).toBeVisible();
});

test('a doctor opens their own week, and another doctor’s is not allowed', async ({
  page,
  clinic,
}) => {
  const andi = clinic.doctor;
  const sari = clinic.secondDoctor;
  await loginAs(page, andi);
  await openWeek(page, andi);
  await expect(page.getByRole('switch', { name: 'Senin' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Tambah slot Senin' })).toBeVisible();

  await page.goto(scheduleUrl(sari.id, sari.name));
  await expect(page.getByRole('heading', { name: 'Akses ditolak' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});
