import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_RUPIAH } from '@praktik/domain/money/currency';
import {
  paymentHistoryColumns,
  PAYMENT_HISTORY_COLUMNS,
} from '@praktik/domain/payments/payment-history-columns';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import { translatorFor } from '../../intl/i18n';
import { paymentHistoryXlsx } from './payment-history.xlsx';

/** The history's XLSX writer, read back with exceljs as a spreadsheet would read the file. */

function historyRow(overrides: Partial<PaymentHistoryRow> = {}): PaymentHistoryRow {
  return {
    id: 'item-1',
    payment_id: 'payment-1',
    receipt_number: 'INV-20260310-0001',
    kind: 'PAYMENT',
    booking_id: null,
    visit_id: null,
    user_name: 'Siti',
    patient_id: null,
    doctor_id: null,
    doctor_name: 'dr. Bambang',
    name_item: 'Laser',
    category_name: 'Tindakan',
    amount_item: MAX_RUPIAH,
    quantity: 1,
    line_total: MAX_RUPIAH,
    payment_date: '2026-03-10',
    paid_at: '2026-03-10T02:00:00.000Z',
    payment_method: 'CASH',
    payment_type: 'CONSULTATION',
    total_amount: MAX_RUPIAH,
    created_by: null,
    updated_by: null,
    ...overrides,
  };
}

async function* source(rows: PaymentHistoryRow[], failAfter?: number) {
  for (const [index, row] of rows.entries()) {
    if (index === failAfter) throw new Error('connection lost');
    yield row;
  }
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('paymentHistoryXlsx', () => {
  it('writes only the columns it is given: a practitioner’s have no discount', async () => {
    const bytes = await buffer(
      paymentHistoryXlsx({
        rows: source([historyRow()]),
        columns: paymentHistoryColumns('ROLE_DOCTOR'),
        t: translatorFor('id'),
      }),
    );
    const sheet = await sheetOf(bytes);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Subtotal');
    expect(header).not.toContain('Diskon');
    expect(header).not.toContain('Tipe Diskon');
    expect(header).toHaveLength(paymentHistoryColumns('ROLE_DOCTOR').length);
    // The largest amount stays an exact number.
    expect(sheet.getRow(2).getCell(header.indexOf('Harga') + 1).value).toBe(MAX_RUPIAH);
  });

  it('holds every row of a long period, the payment total once per payment', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) =>
      historyRow({ id: `item-${index}`, payment_id: `payment-${Math.floor(index / 3)}` }),
    );
    const sheet = await sheetOf(
      await buffer(
        paymentHistoryXlsx({
          rows: source(rows),
          columns: PAYMENT_HISTORY_COLUMNS,
          t: translatorFor('en'),
        }),
      ),
    );
    expect(sheet.rowCount).toBe(3001);
    const total = PAYMENT_HISTORY_COLUMNS.indexOf('paymentTotal') + 1;
    let sum = 0;
    sheet.eachRow((row, number) => {
      if (number > 1) sum += Number(row.getCell(total).value ?? 0);
    });
    expect(sum).toBe(1000 * MAX_RUPIAH);
  });

  it('ends the file in an error when the rows fail midway, never as a short workbook', async () => {
    const stream = paymentHistoryXlsx({
      rows: source([historyRow(), historyRow(), historyRow()], 2),
      columns: PAYMENT_HISTORY_COLUMNS,
      t: translatorFor('id'),
    });
    await expect(buffer(stream)).rejects.toThrow('connection lost');
  });
});
