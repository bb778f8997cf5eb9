import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { formatRupiah } from '@praktik/domain/money/currency';
import type { PaymentChain, PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import { createPractitionerClinics, type ClinicMember } from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { csvRowsOf, pdfTextOf } from '../../test/export-files';
import {
  call,
  createTestCatalogue,
  problemOf,
  startTestVisit,
  type TestCatalogue,
  type TestClinic,
} from '../../test/fixtures';

/**
 * A price typed below the catalogue's is a discount (docs/decisions/0037-price-below-list-is-a-
 * discount.md): refused to doctors and beauticians on a payment and on a correction, allowed to
 * owner and staff and then shown as a discount in the history and its exports.
 */

let ctx: TestApp;
let clinic: TestClinic;
let doctor: ClinicMember;
let beautician: ClinicMember;
let staff: ClinicMember;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ clinic, doctor, beautician, staff } = await createPractitionerClinics(ctx, [
    'Klinik Harga',
    'Klinik Lain',
  ]));
  catalogue = await createTestCatalogue(ctx, clinic);
});
afterAll(async () => ctx?.close());

/** Rp150.000 each. */
const consultation = () => catalogue.items[0]!;
/** Rp300.000 each. */
const facial = () => catalogue.items[2]!;
/** Rp1.000.000 for 5 visits. */
const fiveVisits = () => catalogue.package;

/** An ACTIVE walk-in visit of a fresh patient with `practitioner`. */
async function activeVisit(practitioner: ClinicMember): Promise<string> {
  return (await startTestVisit(ctx, clinic, practitioner.id)).visitId;
}

interface Line {
  itemId?: string;
  itemName?: string;
  packageId?: string;
  isPackage?: boolean;
  isDeposit?: boolean;
  qty: number;
  amount: number;
  typeDiscount?: 'NUMBER' | 'PERCENTAGE';
  discount?: number;
  type?: 'CONSULTATION' | 'FARMASI' | 'CORRECTION';
  total: number;
}

const itemLine = (
  item: { id: string; name: string },
  qty: number,
  amount: number,
  extra: Partial<Line> = {},
): Line => ({
  itemId: item.id,
  itemName: item.name,
  qty,
  amount,
  total: qty * amount,
  ...extra,
});

const packageLine = (amount: number): Line => ({
  packageId: fiveVisits().id,
  isPackage: true,
  qty: 1,
  amount,
  total: amount,
});

const sum = (lines: readonly Line[]) => lines.reduce((total, line) => total + line.total, 0);

function save(member: ClinicMember | TestClinic['owner'], visitId: string, lines: Line[]) {
  return call(ctx, 'POST', '/api2/payment/v1/save-payment', {
    token: member.idToken,
    body: {
      method: 'CASH',
      visitId,
      totalAmount: sum(lines),
      totalAmountCorrection: 0,
      paymentItems: lines,
    },
  });
}

function correct(member: ClinicMember, paymentId: string, lines: Line[], language?: 'en') {
  return call(ctx, 'PUT', '/api2/payment/v1/update-payment', {
    token: member.idToken,
    body: {
      method: 'CASH',
      paymentId,
      totalAmount: 0,
      totalAmountCorrection: sum(lines),
      paymentItems: lines.map((line) => ({ ...line, type: 'CORRECTION' })),
    },
    ...(language ? { language } : {}),
  });
}

const chainOf = (response: { json<T>(): T }) => response.json<{ data: PaymentChain }>().data;

describe('a doctor or beautician may not type a price below the catalogue’s', () => {
  it('refuses the 5-visit package sold for Rp1 and an item below its price, naming the line', async () => {
    const visitId = await activeVisit(doctor);
    const rupiahPackage = await save(doctor, visitId, [packageLine(1)]);
    expect(rupiahPackage.statusCode).toBe(403);
    expect(problemOf(rupiahPackage).detail).toBe(
      `Baris 1 (${fiveVisits().name}): harga di bawah harga katalog Rp1.000.000 adalah diskon, dan dokter serta beautician tidak dapat memberikan diskon`,
    );

    const cheapItem = await save(doctor, visitId, [
      itemLine(facial(), 1, 300_000),
      itemLine(consultation(), 2, 149_999),
    ]);
    expect(cheapItem.statusCode).toBe(403);
    expect(problemOf(cheapItem).detail).toContain(`Baris 2 (${consultation().name})`);

    const beauticianVisit = await activeVisit(beautician);
    const byBeautician = await save(beautician, beauticianVisit, [itemLine(facial(), 1, 0)]);
    expect(byBeautician.statusCode).toBe(403);

    // Nothing was written: the visit still takes its one payment, at the list price.
    const listed = await save(doctor, visitId, [packageLine(1_000_000)]);
    expect(listed.statusCode, listed.body).toBe(201);
  });

  it('allows a price above the list and a deposit of any amount', async () => {
    const visitId = await activeVisit(doctor);
    const saved = await save(doctor, visitId, [
      itemLine(consultation(), 1, 175_000),
      itemLine(facial(), 1, 50_000, { isDeposit: true }),
    ]);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(chainOf(saved).grand_total).toBe(225_000);
  });

  it('refuses a correction line below the list price, and takes one at the list price', async () => {
    const visitId = await activeVisit(doctor);
    const paid = await save(doctor, visitId, [itemLine(consultation(), 1, 150_000)]);
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = chainOf(paid).id;

    const cheap = await correct(doctor, paymentId, [itemLine(facial(), 1, 1)], 'en');
    expect(cheap.statusCode).toBe(403);
    expect(problemOf(cheap).detail).toBe(
      `Line 1 (${facial().name}): a price below the catalogue price of Rp300.000 is a discount, and doctors and beauticians cannot give discounts`,
    );

    const listed = await correct(doctor, paymentId, [itemLine(facial(), 1, 300_000)]);
    expect(listed.statusCode, listed.body).toBe(201);
    expect(chainOf(listed).total_amount_correction).toBe(300_000);
  });
});

describe('owner and staff may, and the history shows it as a discount', () => {
  const day = (offsetDays: number) =>
    localDateAt(
      new Date(Date.now() + offsetDays * 86_400_000).toISOString(),
      DEFAULT_UTC_OFFSET_HOURS,
    );
  const period = () => `from=${day(-1)}&to=${day(1)}`;

  async function historyOf(member: { idToken: string }) {
    const response = await call(ctx, 'GET', `/api2/payment/v1/history-payment-item?${period()}`, {
      token: member.idToken,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: PaymentHistoryRow[]; total_amount: number }>();
  }

  let packageSale: PaymentChain;
  let correction: PaymentChain;

  beforeAll(async () => {
    const visitId = await activeVisit(doctor);
    const sold = await save(staff, visitId, [packageLine(1)]);
    expect(sold.statusCode, sold.body).toBe(201);
    packageSale = chainOf(sold);
    // 2 × Rp100.000 against Rp150.000 (Rp100.000 below), 10% off on top (Rp20.000): Rp180.000.
    const corrected = await correct(staff, packageSale.id, [
      itemLine(consultation(), 2, 100_000, {
        typeDiscount: 'PERCENTAGE',
        discount: 10,
        total: 180_000,
      }),
    ]);
    expect(corrected.statusCode, corrected.body).toBe(201);
    correction = chainOf(corrected);
  });

  it('keeps the bill as typed: the patient paid Rp1 and Rp180.000', () => {
    expect(packageSale.payment_items[0]).toMatchObject({
      amount: 1,
      discount_amount: 0,
      line_total: 1,
    });
    expect(correction.total_amount_correction).toBe(180_000);
  });

  it('lists the lines at the list price with what was taken off as a nominal discount', async () => {
    for (const member of [clinic.owner, staff]) {
      const { data } = await historyOf(member);
      const packageRow = data.find((row) => row.payment_id === packageSale.id);
      expect(packageRow).toMatchObject({
        name_item: fiveVisits().name,
        amount_item: 1_000_000,
        type_discount: 'NUMBER',
        discount: 999_999,
        line_total: 1,
        total_amount: 1,
      });
      const correctionRow = data.find((row) => row.payment_id === correction.id);
      expect(correctionRow).toMatchObject({
        kind: 'CORRECTION',
        quantity: 2,
        amount_item: 150_000,
        type_discount: 'NUMBER',
        discount: 120_000,
        line_total: 180_000,
        total_amount: 180_000,
      });
    }
  });

  it('gives the doctor the charged price and no discount fields, as for any discount', async () => {
    const { data } = await historyOf(doctor);
    const packageRow = data.find((row) => row.payment_id === packageSale.id);
    expect(packageRow).toMatchObject({ amount_item: 1, line_total: 1 });
    expect(packageRow).not.toHaveProperty('discount');
  });

  it('writes the same discount in the CSV and the PDF', async () => {
    const csv = await call(ctx, 'GET', `/api2/payment/v1/export-payment-item?${period()}`, {
      token: clinic.owner.idToken,
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csvRowsOf(csv.body, ';');
    const cell = (row: string[], title: string) => row[header!.indexOf(title)];
    const packageRow = rows.find((row) => cell(row, 'Item') === fiveVisits().name)!;
    expect(
      ['Harga', 'Tipe Diskon', 'Diskon', 'Subtotal'].map((title) => cell(packageRow, title)),
    ).toEqual(['1000000', 'Nominal', '999999', '1']);

    const pdf = await call(ctx, 'GET', `/api2/payment/v1/export-payment-item-pdf?${period()}`, {
      token: staff.idToken,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain(formatRupiah(999_999));
    expect(text).toContain(formatRupiah(120_000));
  });
});
