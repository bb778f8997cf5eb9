import { describe, expect, it } from 'vitest';
import { formatRupiah, MAX_RUPIAH } from '@praktik/domain/money/currency';
import {
  paymentHistoryColumns,
  PAYMENT_HISTORY_COLUMNS,
  type PaymentHistoryColumn,
} from '@praktik/domain/payments/payment-history-columns';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import { translatorFor } from '../../intl/i18n';
import { pdfTextRunsOf, type PdfTextRun } from '../../test/export-files';
import { paymentHistoryPdf } from './payment-history.pdf';

/** The history PDF's layout, read back from where the file draws its texts. */

function historyRow(overrides: Partial<PaymentHistoryRow>): PaymentHistoryRow {
  return {
    id: 'item-1',
    payment_id: 'payment-1',
    receipt_number: 'INV-20260310-0001',
    kind: 'PAYMENT',
    booking_id: null,
    visit_id: null,
    user_name: 'Siti Rahmawati Kusumaningtyas',
    patient_id: null,
    doctor_id: null,
    doctor_name: 'dr. Bambang Wicaksono',
    name_item: 'Konsultasi Dokter Spesialis Kulit',
    category_name: 'Konsultasi',
    amount_item: 150_000,
    quantity: 1,
    type_discount: null,
    discount: null,
    line_total: 150_000,
    payment_date: '2026-03-10',
    paid_at: '2026-03-10T02:00:00.000Z',
    payment_method: 'CASH',
    payment_type: 'CONSULTATION',
    total_amount: 150_000,
    created_by: 'Andi Pratama',
    updated_by: 'Andi Pratama',
    ...overrides,
  };
}

/**
 * The largest price the API accepts with a nominal discount as large (first row), the same price
 * without a discount, the payment total left blank (second row), a small bill below them.
 */
const rows = [
  historyRow({
    name_item: 'Laser',
    amount_item: MAX_RUPIAH,
    type_discount: 'NUMBER',
    discount: MAX_RUPIAH - 1,
    line_total: 1,
    total_amount: MAX_RUPIAH,
  }),
  historyRow({
    id: 'item-2',
    name_item: 'Peeling',
    amount_item: MAX_RUPIAH,
    line_total: MAX_RUPIAH,
  }),
  historyRow({
    id: 'item-3',
    payment_id: 'payment-2',
    receipt_number: 'INV-20260310-0002',
    name_item: 'Masker',
    amount_item: 5_000,
    line_total: 5_000,
    total_amount: 5_000,
  }),
];

async function render(
  columns: readonly PaymentHistoryColumn[] = PAYMENT_HISTORY_COLUMNS,
  language: 'id' | 'en' = 'id',
  printed: readonly PaymentHistoryRow[] = rows,
) {
  const pdf = await paymentHistoryPdf({
    clinicName: 'Klinik Kulit Sehat',
    from: '2026-03-01',
    to: '2026-03-31',
    rows: printed,
    columns,
    language,
    t: translatorFor(language),
  });
  return pdfTextRunsOf(pdf);
}

/** The runs on the first line of the table row whose item is `item`. */
function rowOf(runs: PdfTextRun[], item: string): PdfTextRun[] {
  const start = runs.find((run) => run.text === item);
  expect(start, item).toBeDefined();
  return runs.filter((run) => run.page === start!.page && run.baseline === start!.baseline);
}

/** The run of `row` that ends nearest `x`. */
function endingNear(row: PdfTextRun[], x: number): PdfTextRun {
  return row.reduce((best, run) =>
    Math.abs(run.right - x) < Math.abs(best.right - x) ? run : best,
  );
}

/** Within a fraction of a point: the same edge. */
const SAME_EDGE = 0.5;
const LARGEST = formatRupiah(MAX_RUPIAH);

describe('the payment history PDF', () => {
  it('writes Rp999.999.999.999 on one line, right-aligned on its column’s right edge', async () => {
    const runs = await render();
    // The reader's text layer joins neighbouring cells of a line; the second row's price and
    // subtotal have empty neighbours, so each is a run of its own.
    const largeRow = rowOf(runs, 'Peeling');
    const smallRow = rowOf(runs, 'Masker');
    const largeAmounts = largeRow.filter((run) => run.text === LARGEST);
    expect(largeAmounts).toHaveLength(2);
    // No part of an amount went to a line of its own.
    expect(runs.filter((run) => /^[\d.]+$/.test(run.text) && run.text !== '1')).toEqual([]);

    // The subtotal's title, its largest and its smallest amount end on the same x.
    const subtotalTitle = runs.find((run) => run.text === 'Subtotal')!;
    const largeSubtotal = endingNear(largeAmounts, subtotalTitle.right);
    const smallSubtotal = endingNear(smallRow, subtotalTitle.right);
    expect(smallSubtotal.text).toBe('Rp5.000');
    expect(Math.abs(largeSubtotal.right - subtotalTitle.right)).toBeLessThan(SAME_EDGE);
    expect(Math.abs(smallSubtotal.right - subtotalTitle.right)).toBeLessThan(SAME_EDGE);

    // The price column: both amounts end on one x, the small one starts further right.
    const [largePrice] = largeAmounts;
    const smallPrice = endingNear(smallRow, largePrice!.right);
    expect(smallPrice.text).toBe('Rp5.000');
    expect(Math.abs(smallPrice.right - largePrice!.right)).toBeLessThan(SAME_EDGE);
    expect(smallPrice.left).toBeGreaterThan(largePrice!.left + 20);
    // The first row's discount of Rp999.999.999.998 is one run on its line too.
    expect(
      rowOf(runs, 'Laser').some((run) => run.text.includes(formatRupiah(MAX_RUPIAH - 1))),
    ).toBe(true);
  });

  it('keeps the largest amounts on one line in a practitioner’s columns too', async () => {
    const runs = await render(paymentHistoryColumns('ROLE_DOCTOR'), 'en');
    expect(rowOf(runs, 'Peeling').filter((run) => run.text === LARGEST)).toHaveLength(2);
    expect(runs.filter((run) => /^[\d.]+$/.test(run.text) && run.text !== '1')).toEqual([]);
    expect(runs.some((run) => run.text.includes('Discount'))).toBe(false);
  });

  it('prints a refund negative and the Total net of it', async () => {
    const sale = historyRow({ name_item: 'Salep', amount_item: 75_000, quantity: 2 });
    const refund = historyRow({
      id: 'item-refund',
      payment_id: 'payment-refund',
      receipt_number: 'INV-20260311-0001',
      kind: 'CORRECTION',
      name_item: 'Krim',
      amount_item: 75_000,
      quantity: -1,
      line_total: -75_000,
      payment_type: 'CORRECTION',
      total_amount: -75_000,
    });
    const runs = await render(PAYMENT_HISTORY_COLUMNS, 'id', [
      { ...sale, line_total: 150_000, total_amount: 150_000 },
      refund,
    ]);
    const texts = rowOf(runs, 'Krim').map((run) => run.text);
    expect(texts.some((text) => text.includes('-Rp75.000'))).toBe(true);
    expect(texts.some((text) => /(^|\s)-1(\s|$)/.test(text))).toBe(true);
    expect(runs.some((run) => run.text.includes('Total Rp75.000'))).toBe(true);
  });
});
