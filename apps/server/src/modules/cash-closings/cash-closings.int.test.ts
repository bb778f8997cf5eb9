import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import type {
  CashClosing,
  CashClosingPage,
  OpenCashierFigures,
} from '@praktik/domain/payments/cash-closing.schema';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestCatalogue,
  createTestClinic,
  problemOf,
  type SignedIn,
  type TestCatalogue,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import { createTestPatientId } from '../../test/payment-fixtures';

/** Closing the day over HTTP (docs/api.md, "Closing the day"). */

type Member = TestUser & SignedIn;
let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Tutup Kasir'),
    createTestClinic(ctx, 'Klinik Sebelah'),
  ]);
  catalogue = await createTestCatalogue(ctx, clinic);
}, 120_000);
afterAll(async () => ctx?.close());

const BASE = '/api2/payment/v1';
const konsultasi = () => catalogue.items[0]!; // Rp150.000
const paracetamol = () => catalogue.items[1]!; // Rp25.000

/** A counter sale of one item, taken by `by` through the save call. */
async function sell(by: SignedIn, method: string, item = konsultasi()): Promise<PaymentChain> {
  const response = await call(ctx, 'POST', `${BASE}/save-payment`, {
    token: by.idToken,
    body: {
      method,
      patientId: await createTestPatientId(ctx, clinic),
      paymentItems: [{ itemId: item.id, itemName: item.name, qty: 1, amount: item.price }],
    },
  });
  if (response.statusCode !== 201) throw new Error(`save: ${response.body}`);
  return response.json<{ data: PaymentChain }>().data;
}

async function openFigures(by: SignedIn): Promise<OpenCashierFigures> {
  const response = await call(ctx, 'GET', `${BASE}/cash-closings/open`, { token: by.idToken });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OpenCashierFigures }>().data;
}

async function close(by: SignedIn, countedCash: number, note?: string): Promise<CashClosing> {
  const response = await call(ctx, 'POST', `${BASE}/cash-closings`, {
    token: by.idToken,
    body: { countedCash, ...(note === undefined ? {} : { note }) },
  });
  if (response.statusCode !== 201) throw new Error(`close: ${response.body}`);
  return response.json<{ data: CashClosing }>().data;
}

async function list(by: SignedIn, query: string): Promise<CashClosingPage> {
  const response = await call(ctx, 'GET', `${BASE}/cash-closings?${query}`, { token: by.idToken });
  expect(response.statusCode).toBe(200);
  return response.json<CashClosingPage>();
}

const methodOf = (figures: OpenCashierFigures['figures'], method: string | null) =>
  figures.methods.find((row) => row.method === method);

describe('a cashier closes the day', () => {
  let staff: Member;
  let first: CashClosing;
  let cashSale: PaymentChain;

  beforeAll(async () => {
    staff = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
  });

  it('sees the payments they took by method, counts the cash, and keeps the difference', async () => {
    cashSale = await sell(staff, 'CASH');
    await sell(staff, 'QRIS', paracetamol());
    // The owner's sale is the owner's to close, not the staff member's.
    await sell(clinic.owner, 'CASH');

    const open = await openFigures(staff);
    expect(open.cashierId).toBe(staff.id);
    expect(open.figures).toMatchObject({ received: 175_000, refunded: 0, net: 175_000, count: 2 });
    expect(open.figures.expectedCash).toBe(150_000);
    expect(methodOf(open.figures, 'QRIS')?.net).toBe(25_000);

    first = await close(staff, 145_000, 'Kurang lima ribu');
    expect(first).toMatchObject({
      cashierId: staff.id,
      cashierName: 'Anggota',
      countedCash: 145_000,
      expectedCash: 150_000,
      difference: -5_000,
      note: 'Kurang lima ribu',
      businessDay: localDateAt(first.closedAt, DEFAULT_UTC_OFFSET_HOURS),
    });
    expect(first.figures).toEqual(open.figures);
    expect(first.firstPaidAt).not.toBeNull();

    // Closed rows are no longer open; the owner's own sale still is.
    expect((await openFigures(staff)).figures.count).toBe(0);
    expect((await openFigures(clinic.owner)).figures.expectedCash).toBe(150_000);
  });

  it('a correction made after the closing goes to the cashier’s next closing, the first stays as it was', async () => {
    const corrected = await call(ctx, 'PUT', `${BASE}/update-payment`, {
      token: staff.idToken,
      body: {
        paymentId: cashSale.id,
        method: 'CASH',
        paymentItems: [
          { itemId: paracetamol().id, qty: 1, amount: paracetamol().price, type: 'CORRECTION' },
        ],
      },
    });
    expect(corrected.statusCode).toBe(201);

    const open = await openFigures(staff);
    expect(open.figures).toMatchObject({ net: 25_000, expectedCash: 25_000, count: 1 });
    const second = await close(staff, 25_000);
    expect(second).toMatchObject({ expectedCash: 25_000, difference: 0, note: null });

    const again = await call(ctx, 'GET', `${BASE}/cash-closings/${first.id}`, {
      token: staff.idToken,
    });
    expect(again.json<{ data: CashClosing }>().data).toEqual(first);
  });

  it('the owner sees every closing, by day and by cashier; a cashier sees only their own', async () => {
    const ownerClosing = await close(clinic.owner, 150_000);
    const day = first.businessDay;

    const staffOnes = await list(clinic.owner, `cashier_id=${staff.id}`);
    expect(staffOnes.total).toBe(2);
    expect(staffOnes.data.map((row) => row.difference)).toEqual([0, -5_000]);
    const ofDay = await list(clinic.owner, `from=${day}&to=${day}`);
    expect(ofDay.data.map((row) => row.id)).toEqual(
      expect.arrayContaining([first.id, ownerClosing.id]),
    );
    expect((await list(clinic.owner, 'from=2020-01-01&to=2020-01-01')).total).toBe(0);

    // The staff member asks for the owner's: they get their own, whatever they send.
    const own = await list(staff, `cashier_id=${clinic.owner.id}`);
    expect(own.data.every((row) => row.cashierId === staff.id)).toBe(true);
    expect(own.total).toBe(2);
    const ownersRead = await call(ctx, 'GET', `${BASE}/cash-closings/${ownerClosing.id}`, {
      token: staff.idToken,
    });
    expect(ownersRead.statusCode).toBe(404);
    const byOwner = await call(ctx, 'GET', `${BASE}/cash-closings/${first.id}`, {
      token: clinic.owner.idToken,
    });
    expect(byOwner.statusCode).toBe(200);

    // Another clinic's owner: none of this clinic's closings.
    const foreign = await call(ctx, 'GET', `${BASE}/cash-closings/${first.id}`, {
      token: otherClinic.owner.idToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(otherClinic.owner, `cashier_id=${staff.id}`)).total).toBe(0);
  });

  it('a doctor closes the payments of their own visits the same way', async () => {
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    expect((await openFigures(doctor)).figures.count).toBe(0);
    const closing = await close(doctor, 0);
    expect(closing).toMatchObject({ cashierId: doctor.id, expectedCash: 0, difference: 0 });
  });
});

describe('refunds', () => {
  it('a refund given back by transfer is counted apart, and the method nets out', async () => {
    const cashier = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const sale = await sell(cashier, 'TRANSFER');
    await sell(cashier, 'TRANSFER');
    const refund = await call(ctx, 'POST', `${BASE}/refund-payment`, {
      token: cashier.idToken,
      body: {
        paymentId: sale.id,
        method: 'TRANSFER',
        reason: 'Pasien batal',
        lines: [{ paymentItemId: sale.payment_items[0]!.id, qty: 1 }],
      },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const closing = await close(cashier, 0);
    expect(closing.figures.methods.find((row) => row.method === 'TRANSFER')).toMatchObject({
      received: 300_000,
      refunded: 150_000,
      net: 150_000,
    });
    expect(closing.figures).toMatchObject({ received: 300_000, refunded: 150_000, net: 150_000 });
  });
});

describe('bad input', () => {
  it.each([
    [{ countedCash: -1 }, 'Uang Tunai Dihitung', 'Counted Cash'],
    [{ countedCash: 1_000.5 }, 'Uang Tunai Dihitung', 'Counted Cash'],
    [{ countedCash: '95000' }, 'Uang Tunai Dihitung', 'Counted Cash'],
    [{}, 'Uang Tunai Dihitung', 'Counted Cash'],
    [{ countedCash: 1, note: 'x'.repeat(501) }, 'Catatan Tutup Kasir', 'Closing Note'],
  ])('refuses %j with 400 naming the field, in both languages', async (body, id, en) => {
    for (const [language, name] of [
      ['id', id],
      ['en', en],
    ] as const) {
      const response = await call(ctx, 'POST', `${BASE}/cash-closings`, {
        token: clinic.owner.idToken,
        body,
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).detail).toContain(name);
    }
  });

  it('refuses a bad day filter with 400, and answers 404 for an id that is no closing', async () => {
    const bad = await call(ctx, 'GET', `${BASE}/cash-closings?from=2026-13-01`, {
      token: clinic.owner.idToken,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await call(ctx, 'GET', `${BASE}/cash-closings/not-an-id`, {
      token: clinic.owner.idToken,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a payment saved while the cashier closes', () => {
  it('lands in exactly one closing: this one or the next', async () => {
    const cashier = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const rounds = 4;
    const salesPerRound = 3;
    const closings: CashClosing[] = [];
    const saleIds: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const [closing, ...sales] = await Promise.all([
        close(cashier, 0),
        ...Array.from({ length: salesPerRound }, () => sell(cashier, 'CASH', paracetamol())),
      ]);
      closings.push(closing!);
      saleIds.push(...sales.map((sale) => sale.id));
    }
    closings.push(await close(cashier, 0));

    const taken = closings.reduce((sum, closing) => sum + closing.figures.count, 0);
    expect(taken).toBe(rounds * salesPerRound);
    expect(closings.reduce((sum, closing) => sum + closing.expectedCash, 0)).toBe(
      rounds * salesPerRound * paracetamol().price,
    );
    const rows = await ctx.database.db
      .select({ closingId: payments.closingId })
      .from(payments)
      .where(inArray(payments.id, saleIds));
    const ids = new Set(closings.map((closing) => closing.id));
    expect(rows.every((row) => row.closingId !== null && ids.has(row.closingId))).toBe(true);
    for (const closing of closings) {
      const marked = rows.filter((row) => row.closingId === closing.id).length;
      expect(marked).toBe(closing.figures.count);
    }
    const open = await ctx.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.createdBy, cashier.id));
    expect(open).toHaveLength(rounds * salesPerRound);
  });
});
