import type { Locator, Page } from '@playwright/test';
import { expect } from './support';
import { CLINIC_DOCTOR_NAME, test } from './clinic-fixture';
import { expectToast } from './toasts';
import { clinicDay, expectNoPageErrors, loginAs, reportPageErrors } from './helpers';
import { focusedDescription, tabTo } from './keyboard';

/*
 * The front desk's day by keyboard alone, on a clinic of this file's own
 * (e2e/clinic-fixture.ts): book a patient from a free hour of tomorrow's timetable, move the
 * booking to another time, start the visit (asked first: it is tomorrow's), end it and take its
 * payment, with Tab, Enter, Space, Escape and the arrows, never a click. After every step the
 * focus is somewhere a keyboard user can go on from: on the page's controls or in the open
 * dialog, never dropped to the page's body.
 */
test.describe.configure({ timeout: 180_000 });

const TAG = Date.now().toString(36);
const DAY = clinicDay(1);
const PATIENT = `Kirana Kibor ${TAG}`;
const ITEM = { name: `Konsultasi Kibor ${TAG}`, price: 120_000 };

test.beforeAll(async ({ clinic }) => {
  await clinic.addPatient({ name: PATIENT });
  const category = await clinic.api<{ id: string }>('POST', '/payment/v1/categories-item', {
    name: `Kibor ${TAG}`,
  });
  await clinic.api('POST', '/pricing/v1/items', { ...ITEM, category_item_id: category.id });
});

// Playwright reads a hook's fixtures from the destructuring: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

/**
 * The focus is inside `within` (the open dialog, or the page when none is): a keyboard user goes
 * on from there. A focus dropped to the body would make them start over from the top.
 */
async function expectFocusIn(page: Page, within: Locator) {
  await expect
    .poll(
      async () =>
        (await within.evaluate((element) => element.contains(document.activeElement))) &&
        (await page.evaluate(() => document.activeElement !== document.body)),
      { message: `the focus is on ${await focusedDescription(page)}` },
    )
    .toBe(true);
}

/** Tabs to `button` and presses Enter: `dialog` opens, with the focus inside it. */
async function openByKeyboard(page: Page, button: Locator, dialog: Locator): Promise<Locator> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusIn(page, dialog);
  return dialog;
}

/**
 * Presses an arrow in an open list until `option` has the focus, then Enter picks it: down a
 * list, right through the slot picker's rows of times.
 */
async function arrowTo(page: Page, option: Locator, arrow = 'ArrowDown', limit = 60) {
  for (let pressed = 0; pressed < limit; pressed += 1) {
    if (await option.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press(arrow);
  }
  throw new Error(`the arrows never reached the option; on ${await focusedDescription(page)}`);
}

function andisRow(page: Page): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: CLINIC_DOCTOR_NAME, exact: true }) });
}

test('the front desk books, moves, starts and takes payment for a visit with the keyboard alone', async ({
  page,
  clinic,
}) => {
  await loginAs(page, clinic.staff);
  await page.goto(`/dashboard/reservation?date=${DAY}`);
  const grid = page.getByRole('grid', { name: /^Jadwal reservasi/ });
  await expect(andisRow(page)).toBeVisible({ timeout: 60_000 });

  // Book: into the grid (one tab stop, on the first row's 09:00), down to dr. Andi, right to
  // 10:00, Enter on the free hour.
  await tabTo(page, grid);
  const rows = await page.getByRole('rowheader').allTextContents();
  for (let row = 0; row < rows.indexOf(CLINIC_DOCTOR_NAME); row += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Tambah Reservasi' });
  await expect(add).toBeVisible();
  await expectFocusIn(page, add);
  // The hour Enter was pressed on comes chosen.
  await expect(add.getByRole('option', { name: '10:00', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, add.getByRole('button', { name: /Layanan/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: /Layanan/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: /Layanan/ })).toBeHidden();
  await tabTo(page, add.getByRole('searchbox', { name: 'Cari nama pasien' }));
  await page.keyboard.type(PATIENT);
  const patient = add.getByRole('radio', { name: new RegExp(`^${PATIENT},`) });
  await expect(patient).toBeVisible();
  await tabTo(page, patient);
  await page.keyboard.press('Space');
  await expect(patient).toBeChecked();
  await tabTo(page, add.getByRole('button', { name: 'Simpan', exact: true }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Reservasi berhasil disimpan');
  await expect(add).toBeHidden();
  const card = andisRow(page).getByRole('button', { name: new RegExp(`^${PATIENT} No\\. `) });
  await expect(card).toContainText('10:00');
  await expectFocusIn(page, grid);

  // Open the new card from the grid: the focus is back on its hour, Enter steps into the hour's
  // cards, Enter opens the one focused.
  await expect(andisRow(page).locator('[role="gridcell"][data-col="10"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: 'Detail reservasi' });
  await expect(detail).toBeVisible();
  await expectFocusIn(page, detail);

  // Move it to 11:30 of the same day.
  const move = await openByKeyboard(
    page,
    detail.getByRole('button', { name: 'Ubah jadwal' }),
    page.getByRole('dialog', { name: 'Ubah jadwal' }),
  );
  const slots = move.getByRole('listbox');
  await tabTo(page, slots);
  await arrowTo(page, move.getByRole('option', { name: '11:30', exact: true }), 'ArrowRight');
  await expect(move.getByRole('option', { name: '11:30', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, move.getByRole('button', { name: 'Simpan jadwal' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Jadwal reservasi berhasil diubah');
  await expect(move).toBeHidden();
  await expect(detail).toContainText('11:30');
  await expectFocusIn(page, detail);

  // Start the visit: tomorrow's, so asked first.
  const ask = await openByKeyboard(
    page,
    detail.getByRole('button', { name: 'Mulai kunjungan' }),
    page.getByRole('alertdialog', { name: 'Mulai kunjungan di hari lain?' }),
  );
  await tabTo(page, ask.getByRole('button', { name: 'Ya, mulai sekarang' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Kunjungan berhasil dimulai');
  await expect(detail.locator('[data-status="ACTIVE"]')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Asesmen' })).toBeFocused();

  // End it.
  const end = await openByKeyboard(
    page,
    detail.getByRole('button', { name: 'Akhiri kunjungan' }),
    page.getByRole('alertdialog', { name: 'Akhiri kunjungan' }),
  );
  await tabTo(page, end.getByRole('button', { name: 'Akhiri Kunjungan', exact: true }));
  await page.keyboard.press('Enter');
  await expect(end).toBeHidden();
  await expect(detail.locator('[data-status="WAITING_PAYMENT"]')).toBeVisible();
  await expectFocusIn(page, detail);

  // Take the payment: one item, cash.
  const pay = await openByKeyboard(
    page,
    detail.getByRole('button', { name: 'Tambah pembayaran' }),
    page.getByRole('dialog', { name: 'Tambah pembayaran' }),
  );
  await tabTo(page, pay.getByRole('button', { name: 'Tambah Item' }));
  await page.keyboard.press('Enter');
  const item = pay.getByRole('button', { name: /Item \(Baris 1\)$/ });
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: ITEM.name }));
  await expect(item).toContainText(ITEM.name);
  await tabTo(page, pay.getByRole('button', { name: /Metode Pembayaran/ }));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Tunai' }));
  await tabTo(page, pay.getByRole('button', { name: 'Simpan pembayaran' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pembayaran tersimpan')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(detail.locator('[data-status="DONE"]')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Cetak invoice' })).toBeFocused();

  // Escape closes the detail; the focus goes back to the timetable, on the visit's card.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(card).toContainText('11:30');
  await expectFocusIn(page, grid);
  await expectNoPageErrors(page);
});
