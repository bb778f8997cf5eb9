import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@praktik/domain/money/currency';
import { paymentHistoryTotal } from '@praktik/domain/money/payment-history';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import type { InsertedPayment } from '../payments/payments.repository';
import { createPractitionerClinics, type ClinicMember } from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { csvRowsOf, pdfTextOf } from '../../test/export-files';
import {
  call,
  createTestCatalogue,
  createTestPayment,
  problemOf,
  type TestCatalogue,
  type TestClinic,
} from '../../test/fixtures';

/** The payment history and its exports over HTTP (docs/api.md, "Payments"). */

const HISTORY = '/api2/payment/v1/history-payment-item';
const CSV = '/api2/payment/v1/export-payment-item';
const PDF = '/api2/payment/v1/export-payment-item-pdf';
const PRINT = '/api2/payment/v1/print-payment-item';
const XLSX = '/api2/payment/v1/export-payment-item-xlsx';

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: ClinicMember;
let otherDoctor: ClinicMember;
let beautician: ClinicMember;
let staff: ClinicMember;
let catalogue: TestCatalogue;
/** A doctor's visit bill with a discount, another doctor's, a correction, a late-night bill. */
let own: InsertedPayment;
let others: InsertedPayment;
let correction: InsertedPayment;
let lateNight: InsertedPayment;

interface HistoryAnswer {
  data: PaymentHistoryRow[];
  total: number;
  total_amount: number;
}

const grandTotal = (inserted: InsertedPayment) =>
  inserted.payment.totalAmount + inserted.payment.totalAmountCorrection;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ clinic, otherClinic, doctor, otherDoctor, beautician, staff } =
    await createPractitionerClinics(ctx, ['Klinik Riwayat', 'Klinik Sebelah']));
  catalogue = await createTestCatalogue(ctx, clinic);
  const [consultation, paracetamol, facial] = catalogue.items as [
    TestCatalogue['items'][number],
    TestCatalogue['items'][number],
    TestCatalogue['items'][number],
  ];
  const category = { categoryItemId: catalogue.categoryId, categoryName: catalogue.categoryName };
  own = await createTestPayment(ctx, clinic, {
    practitionerId: doctor.id,
    paidAt: new Date('2026-03-10T02:00:00Z'),
    lines: [
      {
        itemId: consultation.id,
        itemName: consultation.name,
        amount: consultation.price,
        typeDiscount: 'NUMBER',
        discount: 10_000,
        ...category,
      },
      {
        itemId: paracetamol.id,
        itemName: paracetamol.name,
        amount: paracetamol.price,
        quantity: 2,
        type: 'FARMASI',
        ...category,
      },
    ],
  });
  others = await createTestPayment(ctx, clinic, {
    practitionerId: otherDoctor.id,
    method: 'QRIS',
    paidAt: new Date('2026-03-10T03:00:00Z'),
    lines: [
      {
        itemId: facial.id,
        itemName: facial.name,
        amount: facial.price,
        typeDiscount: 'PERCENTAGE',
        discount: 12.5,
        ...category,
      },
    ],
  });
  correction = await createTestPayment(ctx, clinic, {
    kind: 'CORRECTION',
    parentPaymentId: own.payment.id,
    practitionerId: doctor.id,
    paidAt: new Date('2026-03-10T04:00:00Z'),
    by: staff.id,
    lines: [{ itemId: consultation.id, itemName: '=Koreksi', amount: 20_000, type: 'CORRECTION' }],
  });
  // 01:00 on the 11th at +7, still the 10th at UTC.
  lateNight = await createTestPayment(ctx, clinic, {
    practitionerId: doctor.id,
    paidAt: new Date('2026-03-10T18:00:00Z'),
    lines: [{ itemId: consultation.id, itemName: consultation.name, amount: 50_000 }],
  });
  const foreignCatalogue = await createTestCatalogue(ctx, otherClinic);
  await createTestPayment(ctx, otherClinic, {
    paidAt: new Date('2026-03-10T02:30:00Z'),
    lines: [{ itemId: foreignCatalogue.items[0]!.id, amount: 99_000 }],
  });
});
afterAll(async () => ctx?.close());

async function history(
  token: string,
  query: string,
  language?: 'en',
): Promise<{ status: number; answer: HistoryAnswer; count: string | undefined }> {
  const response = await call(ctx, 'GET', `${HISTORY}?${query}`, { token, language });
  return {
    status: response.statusCode,
    answer: response.json<HistoryAnswer>(),
    count: response.headers['x-total-count'] as string | undefined,
  };
}

describe('GET /api2/payment/v1/history-payment-item', () => {
  it('lists the clinic day’s items, newest payment first, with the distinct-payment total of the whole filter', async () => {
    const { status, answer, count } = await history(
      clinic.owner.idToken,
      'from=2026-03-10&to=2026-03-10&size=2',
    );
    expect(status).toBe(200);
    expect(answer.total).toBe(4);
    expect(count).toBe('4');
    // Page 0 of size 2 shows the correction and the other doctor's bill; the total is the filter's.
    expect(answer.data.map((row) => row.payment_id)).toEqual([
      correction.payment.id,
      others.payment.id,
    ]);
    expect(answer.total_amount).toBe(grandTotal(own) + grandTotal(others) + grandTotal(correction));
    const [correctionRow] = answer.data;
    expect(correctionRow).toMatchObject({
      kind: 'CORRECTION',
      payment_type: 'CORRECTION',
      total_amount: 20_000,
      created_by: staff.firstName,
      doctor_name: doctor.firstName,
    });

    const second = await history(
      clinic.owner.idToken,
      'from=2026-03-10&to=2026-03-10&size=2&page=1',
    );
    expect(second.answer.data.map((row) => [row.payment_id, row.name_item])).toEqual([
      [own.payment.id, catalogue.items[0]!.name],
      [own.payment.id, catalogue.items[1]!.name],
    ]);
    expect(second.answer.data[0]).toMatchObject({
      type_discount: 'NUMBER',
      discount: 10_000,
      line_total: 140_000,
      total_amount: grandTotal(own),
      payment_date: '2026-03-10',
      created_by: clinic.owner.firstName,
    });
  });

  it('reads from..to as the clinic’s days at current_utc', async () => {
    const wib = await history(clinic.owner.idToken, 'from=2026-03-11&to=2026-03-11');
    expect(wib.answer.data.map((row) => row.payment_id)).toEqual([lateNight.payment.id]);
    const utc = await history(clinic.owner.idToken, 'from=2026-03-10&to=2026-03-10&current_utc=0');
    expect(utc.answer.total).toBe(5);
  });

  it('filters by method, item type, category and doctor; the total stays each payment’s', async () => {
    const qris = await history(clinic.owner.idToken, 'from=2026-03-10&to=2026-03-10&method=QRIS');
    expect(qris.answer.data.map((row) => row.payment_id)).toEqual([others.payment.id]);

    const pharmacy = await history(
      clinic.owner.idToken,
      'from=2026-03-10&to=2026-03-10&paymentType=FARMASI',
    );
    expect(pharmacy.answer.data.map((row) => row.payment_type)).toEqual(['FARMASI']);
    expect(pharmacy.answer.total_amount).toBe(grandTotal(own));

    const category = await history(
      clinic.owner.idToken,
      `from=2026-03-10&to=2026-03-10&category_item_id=${catalogue.categoryId}`,
    );
    expect(category.answer.total).toBe(3);

    const byDoctor = await history(
      clinic.owner.idToken,
      `from=2026-03-10&to=2026-03-10&doctor_id=${otherDoctor.id}`,
    );
    expect(byDoctor.answer.data.map((row) => row.payment_id)).toEqual([others.payment.id]);

    const unknown = await history(
      clinic.owner.idToken,
      'from=2026-03-10&to=2026-03-10&doctor_id=not-a-uuid',
    );
    expect(unknown).toMatchObject({ status: 200, answer: { total: 0, total_amount: 0 } });
  });

  it('locks a doctor to their own rows whatever doctor_id says, without discounts or who created them', async () => {
    const { answer } = await history(
      doctor.idToken,
      `from=2026-03-10&to=2026-03-10&doctor_id=${otherDoctor.id}`,
    );
    expect(new Set(answer.data.map((row) => row.payment_id))).toEqual(
      new Set([own.payment.id, correction.payment.id]),
    );
    expect(answer.total_amount).toBe(grandTotal(own) + grandTotal(correction));
    for (const row of answer.data) {
      expect(row).not.toHaveProperty('type_discount');
      expect(row).not.toHaveProperty('discount');
      expect(row.created_by).toBeNull();
      expect(row.updated_by).toBeNull();
      // The price as charged: quantity × price is the line's total, no hidden discount between.
      expect(row.quantity * row.amount_item).toBe(row.line_total);
    }
    const consultation = catalogue.items[0]!;
    const discounted = answer.data.find((row) => row.name_item === consultation.name)!;
    expect(discounted.amount_item).toBe(consultation.price - 10_000);
    const ofBeautician = await history(beautician.idToken, 'from=2026-03-10&to=2026-03-10');
    expect(ofBeautician.answer).toEqual({ data: [], total: 0, total_amount: 0 });
  });

  it('gives staff the discounts but not who created a payment', async () => {
    const { answer } = await history(staff.idToken, 'from=2026-03-10&to=2026-03-10');
    expect(answer.total).toBe(4);
    const discounted = answer.data.find((row) => row.payment_id === others.payment.id)!;
    expect(discounted).toMatchObject({ type_discount: 'PERCENTAGE', discount: 12.5 });
    expect(answer.data.every((row) => row.created_by === null)).toBe(true);
  });

  it('never shows another clinic’s payments, and asks for a token', async () => {
    const { answer } = await history(otherClinic.owner.idToken, 'from=2026-03-10&to=2026-03-10');
    expect(answer.total).toBe(1);
    expect(answer.data.some((row) => row.payment_id === own.payment.id)).toBe(false);
    const anonymous = await call(ctx, 'GET', `${HISTORY}?from=2026-03-10&to=2026-03-10`);
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['no period', 'page=0', 'from'],
    ['an end before the start', 'from=2026-03-10&to=2026-03-09', 'to'],
    ['an unknown method', 'from=2026-03-10&to=2026-03-10&method=GOLD', 'method'],
    ['an unknown item type', 'from=2026-03-10&to=2026-03-10&paymentType=X', 'paymentType'],
    ['a size of 0', 'from=2026-03-10&to=2026-03-10&size=0', 'size'],
    ['a negative page', 'from=2026-03-10&to=2026-03-10&page=-1', 'page'],
    ['an offset out of range', 'from=2026-03-10&to=2026-03-10&current_utc=20', 'current_utc'],
  ])('answers 400 for %s, translated', async (_name, query, field) => {
    const response = await call(ctx, 'GET', `${HISTORY}?${query}`, {
      token: clinic.owner.idToken,
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.fieldErrors?.map((error) => error.field)).toContain(field);
    const english = await call(ctx, 'GET', `${HISTORY}?${query}`, {
      token: clinic.owner.idToken,
      language: 'en',
    });
    expect(problemOf(english).detail).not.toBe(problem.detail);
  });
});

describe('GET /api2/payment/v1/export-payment-item (CSV)', () => {
  it('gives the owner every row, the payment total once per payment, amounts as plain integers', async () => {
    const response = await call(ctx, 'GET', `${CSV}?from=2026-03-10&to=2026-03-10`, {
      token: clinic.owner.idToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="history-payment.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    // What Excel set to Indonesian reads: fields split on ";", numbers with a decimal comma.
    const [header, ...rows] = csvRowsOf(response.body, ';');
    expect(header).toHaveLength(16);
    expect(header).toContain('Total Pembayaran');
    expect(header).toContain('Dibuat Oleh');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(16);
    const totalColumn = header!.indexOf('Total Pembayaran');
    const sum = rows.reduce((total, row) => total + Number(row[totalColumn] || 0), 0);
    expect(sum).toBe(grandTotal(own) + grandTotal(others) + grandTotal(correction));
    // Whole rupiah without a separator of any kind, which every spreadsheet reads as a number.
    for (const title of ['Harga', 'Subtotal', 'Total Pembayaran']) {
      for (const row of rows) expect(row[header!.indexOf(title)]).toMatch(/^(\d+)?$/);
    }
    // A typed text that would run as a formula is guarded.
    expect(rows[0]![header!.indexOf('Item')]).toBe("'=Koreksi");
    expect(rows[0]![0]).toBe('10-03-2026');
    const discounted = rows.find((row) => row.includes('12,5'));
    expect(discounted![header!.indexOf('Tipe Diskon')]).toBe('Persentase');
  });

  it('writes English headers, separated by commas with a decimal point, for an English caller', async () => {
    const response = await call(ctx, 'GET', `${CSV}?from=2026-03-10&to=2026-03-10`, {
      token: clinic.owner.idToken,
      language: 'en',
    });
    const [header, ...rows] = csvRowsOf(response.body, ',');
    expect(header).toContain('Payment Total');
    expect(header).toHaveLength(16);
    expect(rows.find((row) => row.includes('12.5'))).toBeDefined();
  });

  it('is the owner’s alone', async () => {
    for (const member of [staff, doctor]) {
      const response = await call(ctx, 'GET', `${CSV}?from=2026-03-10&to=2026-03-10`, {
        token: member.idToken,
      });
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toBe(
        'Hanya pemilik klinik yang dapat melakukan tindakan ini',
      );
    }
  });
});

/** The first sheet of an XLSX answer as a spreadsheet reads it: header titles and typed rows. */
async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (row: ExcelJS.Row) =>
    Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value);
  const header = values(sheet.getRow(1)).map(String);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
  return { sheet, header, rows, values };
}

describe('GET /api2/payment/v1/export-payment-item-xlsx', () => {
  it('gives the owner the CSV’s rows as numbers, rupiah and dates, under translated titles', async () => {
    const query = 'from=2026-03-10&to=2026-03-10';
    const response = await call(ctx, 'GET', `${XLSX}?${query}`, { token: clinic.owner.idToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="history-payment-2026-03-10_2026-03-10.xlsx"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const { header, rows, values } = await sheetOf(response.rawPayload);

    const csv = await call(ctx, 'GET', `${CSV}?${query}`, { token: clinic.owner.idToken });
    const [csvHeader, ...csvRows] = csvRowsOf(csv.body, ';');
    expect(header).toEqual(csvHeader);
    expect(rows).toHaveLength(csvRows.length);

    const column = (title: string) => header.indexOf(title);
    const totalOf = (title: string) =>
      rows.reduce((sum, row) => sum + Number(row.getCell(column(title) + 1).value ?? 0), 0);
    const csvTotalOf = (title: string) =>
      csvRows.reduce((sum, row) => sum + Number(row[column(title)] || 0), 0);
    for (const title of ['Kuantitas', 'Harga', 'Subtotal', 'Total Pembayaran']) {
      for (const row of rows)
        expect(typeof row.getCell(column(title) + 1).value).not.toBe('string');
      expect(totalOf(title), title).toBe(csvTotalOf(title));
    }
    expect(totalOf('Total Pembayaran')).toBe(
      grandTotal(own) + grandTotal(others) + grandTotal(correction),
    );

    const [correctionRow] = rows;
    const date = correctionRow!.getCell(1);
    expect(date.value).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(date.numFmt).toBe('dd-mm-yyyy');
    const price = correctionRow!.getCell(column('Harga') + 1);
    expect(price.value).toBe(20_000);
    expect(price.numFmt).toBe('"Rp"#,##0;-"Rp"#,##0');
    // A typed text is a text cell, never a formula, as typed.
    expect(values(correctionRow!)[column('Item')]).toBe('=Koreksi');

    const discounted = rows.find((row) => values(row)[column('Tipe Diskon')] === 'Persentase')!;
    expect(discounted.getCell(column('Diskon') + 1).value).toBe(0.125);
    expect(discounted.getCell(column('Diskon') + 1).numFmt).toBe('0.00%');
    const nominal = rows.find((row) => values(row)[column('Tipe Diskon')] === 'Nominal')!;
    expect(nominal.getCell(column('Diskon') + 1).value).toBe(10_000);
  });

  it('writes English titles for an English caller, and answers a problem for a bad filter', async () => {
    const response = await call(ctx, 'GET', `${XLSX}?from=2026-03-10&to=2026-03-10`, {
      token: clinic.owner.idToken,
      language: 'en',
    });
    const { header } = await sheetOf(response.rawPayload);
    expect(header).toContain('Payment Total');
    expect(header).toContain('Discount');
    const bad = await call(ctx, 'GET', `${XLSX}?from=2026-03-10&to=2026-03-09`, {
      token: clinic.owner.idToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.map((error) => error.field)).toContain('to');
  });

  it('is the owner’s alone, as the CSV', async () => {
    for (const member of [staff, doctor, beautician]) {
      const response = await call(ctx, 'GET', `${XLSX}?from=2026-03-10&to=2026-03-10`, {
        token: member.idToken,
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await call(ctx, 'GET', `${XLSX}?from=2026-03-10&to=2026-03-10`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api2/payment/v1/export-payment-item-pdf', () => {
  it('prints a doctor’s own rows without discount columns and a last line Total', async () => {
    const response = await call(ctx, 'GET', `${PDF}?from=2026-03-10&to=2026-03-10`, {
      token: doctor.idToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(response.rawPayload);
    expect(text).toContain('Klinik Riwayat');
    expect(text).toContain('10 Mar 2026');
    expect(text).not.toContain('Diskon');
    expect(text).not.toContain(others.payment.receiptNumber);
    expect(text).toContain(own.payment.receiptNumber);
    expect(text).toContain(`Total ${formatRupiah(grandTotal(own) + grandTotal(correction))}`);
    expect(text).toContain('Halaman 1 dari 1');
  });

  it('prints the owner’s columns with the same total as the list', async () => {
    const { answer } = await history(clinic.owner.idToken, 'from=2026-03-10&to=2026-03-10');
    const response = await call(ctx, 'GET', `${PDF}?from=2026-03-10&to=2026-03-10`, {
      token: clinic.owner.idToken,
      language: 'en',
    });
    const text = await pdfTextOf(response.rawPayload);
    expect(text).toContain('Created By');
    expect(text).toContain('Discount');
    expect(text).toContain(`Total ${formatRupiah(answer.total_amount)}`);
    expect(paymentHistoryTotal(answer.data)).toBe(answer.total_amount);
    // A percentage reads as on the page, a nominal discount in rupiah.
    expect(text).toContain('12,5%');
    expect(text).toContain(formatRupiah(10_000));
  });

  it('refuses more than 10,000 rows: narrow the period', async () => {
    const bill = await createTestPayment(ctx, clinic, {
      paidAt: new Date('2025-01-01T02:00:00Z'),
      lines: [{ itemId: catalogue.items[1]!.id, amount: 1 }],
    });
    // 10,000 more lines on the same bill, written in one statement (the save call caps a bill at
    // 200 lines; only the count matters here).
    await ctx.database.db.execute(sql`
      INSERT INTO payment_items (business_id, payment_id, position, type, item_id, quantity,
        amount, discount_amount, line_total, paid_at, payment_method)
      SELECT business_id, payment_id, g, type, item_id, quantity, amount, discount_amount,
        line_total, paid_at, payment_method
      FROM payment_items, generate_series(2, 10001) AS g
      WHERE payment_id = ${bill.payment.id}`);
    const response = await call(ctx, 'GET', `${PDF}?from=2025-01-01&to=2025-01-01`, {
      token: clinic.owner.idToken,
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toMatch(/10[.,]?000/);
    const list = await history(clinic.owner.idToken, 'from=2025-01-01&to=2025-01-01');
    expect(list.answer.total).toBe(10_001);
    // The print of the whole filter has the same cap.
    const print = await call(ctx, 'GET', `${PRINT}?from=2025-01-01&to=2025-01-01`, {
      token: clinic.owner.idToken,
    });
    expect(print.statusCode).toBe(400);
    expect(problemOf(print).detail).toBe(problemOf(response).detail);
  });
});

describe('GET /api2/payment/v1/print-payment-item', () => {
  it('answers every row of the filter with the list’s count and distinct-payment total', async () => {
    const query = 'from=2026-03-10&to=2026-03-10';
    const { answer: firstPage } = await history(clinic.owner.idToken, `${query}&page=0&size=2`);
    const response = await call(ctx, 'GET', `${PRINT}?${query}`, { token: clinic.owner.idToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const print = response.json<HistoryAnswer>();
    expect(print.total).toBe(firstPage.total);
    expect(print.data).toHaveLength(firstPage.total);
    expect(print.data.slice(0, 2)).toEqual(firstPage.data);
    expect(print.total_amount).toBe(firstPage.total_amount);
    expect(paymentHistoryTotal(print.data)).toBe(print.total_amount);
  });

  it('locks a doctor to their own rows, without discounts', async () => {
    const response = await call(ctx, 'GET', `${PRINT}?from=2026-03-10&to=2026-03-10`, {
      token: doctor.idToken,
    });
    const print = response.json<HistoryAnswer>();
    expect(print.data.length).toBeGreaterThan(0);
    expect(print.data.map((row) => row.payment_id)).not.toContain(others.payment.id);
    for (const row of print.data) expect(row).not.toHaveProperty('discount');
  });
});
