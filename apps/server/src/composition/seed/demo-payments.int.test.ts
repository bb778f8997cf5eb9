import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { PAYMENT_METHODS } from '@praktik/domain/payments/payment-method';
import { needsPackageReminder } from '@praktik/domain/packages/package-reminder';
import type { PatientPackageRow } from '@praktik/domain/packages/patient-package-row';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, signIn } from '../../test/fixtures';
import {
  patientPackageEvents,
  patientPackages,
  patientPackageUses,
  patients,
  paymentItems,
  payments,
  visits,
} from '../../db/schema/index';
import { DEMO_CLINIC, DEMO_PASSWORD } from './demo-clinic';
import { DEMO_CATEGORIES, DEMO_PACKAGES } from './demo-catalogue';

let ctx: TestApp;
let businessId: string;
let ownerToken: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
  businessId = (await ctx.repositories.businesses.findBusinessByName(DEMO_CLINIC.name))!.id;
  ownerToken = (await signIn(ctx, 'owner@demo.praktik.id', DEMO_PASSWORD)).idToken;
  // The whole demo, its ~600 payments included, seeded for this file: minutes on a busy machine.
}, 300_000);
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;

describe('the demo clinic’s price list', () => {
  it('lists its categories, items and three packages to the owner', async () => {
    const categories = await call(
      ctx,
      'GET',
      `/api2/payment/v1/categories-item/${businessId}?size=999`,
      { token: ownerToken },
    );
    expect(categories.statusCode, categories.body).toBe(200);
    expect(
      categories
        .json<{ data: { name: string }[] }>()
        .data.map((row) => row.name)
        .sort(),
    ).toEqual(DEMO_CATEGORIES.map((category) => category.name).sort());

    const items = await call(ctx, 'GET', `/api2/pricing/v1/items/${businessId}?size=999`, {
      token: ownerToken,
    });
    const itemRows = items.json<{
      data: { name: string; price: number; category_name: string }[];
    }>().data;
    expect(itemRows.length).toBeGreaterThanOrEqual(20);
    expect(itemRows.length).toBeLessThanOrEqual(30);
    expect(itemRows).toContainEqual(
      expect.objectContaining({
        name: 'Facial Brightening',
        category_name: 'Perawatan Kecantikan',
      }),
    );
    expect(itemRows.every((row) => Number.isInteger(row.price) && row.price > 0)).toBe(true);

    const offers = await call(ctx, 'GET', `/api2/pricing/v1/packages/${businessId}?size=999`, {
      token: ownerToken,
    });
    const packageRows = offers.json<{
      data: { name: string; number_of_visit: number; items: { name: string }[] }[];
    }>().data;
    expect(packageRows.map((row) => row.name).sort()).toEqual(
      DEMO_PACKAGES.map((offer) => offer.name).sort(),
    );
    for (const row of packageRows) {
      const offer = DEMO_PACKAGES.find((candidate) => candidate.name === row.name)!;
      expect(row.items.map((item) => item.name)).toEqual(offer.itemNames);
    }
  });
});

describe('the demo clinic’s payments', () => {
  it('pay every DONE visit once and leave every WAITING_PAYMENT and ACTIVE visit unpaid', async () => {
    const rows = await db()
      .select({ id: visits.id, status: visits.status, paymentId: payments.id })
      .from(visits)
      .leftJoin(payments, and(eq(payments.visitId, visits.id), isNull(payments.parentPaymentId)))
      .where(eq(visits.businessId, businessId));
    const done = rows.filter((row) => row.status === 'DONE');
    expect(done.length).toBeGreaterThan(300);
    expect(done.filter((row) => row.paymentId === null)).toEqual([]);
    expect(new Set(done.map((row) => row.id)).size).toBe(done.length);
    const unpaid = rows.filter((row) => row.status !== 'DONE');
    expect(unpaid.some((row) => row.status === 'WAITING_PAYMENT')).toBe(true);
    expect(unpaid.filter((row) => row.paymentId !== null)).toEqual([]);
  });

  it('use every method (card digits only for cards), discounts by owner and staff, corrections and counter sales', async () => {
    const rows = await db().select().from(payments).where(eq(payments.businessId, businessId));
    expect(new Set(rows.map((row) => row.paymentMethod))).toEqual(new Set(PAYMENT_METHODS));
    for (const row of rows) {
      const card = row.paymentMethod === 'CREDIT_CARD' || row.paymentMethod === 'DEBIT';
      expect(row.cardLast4 === null ? !card : /^\d{4}$/.test(row.cardLast4) && card).toBe(true);
    }
    const corrections = rows.filter((row) => row.kind === 'CORRECTION');
    expect(corrections.length).toBeGreaterThan(5);
    for (const correction of corrections) {
      const root = rows.find((row) => row.id === correction.parentPaymentId)!;
      expect(root.kind).toBe('PAYMENT');
      expect(correction.paidAt > root.paidAt).toBe(true);
      expect(correction.paidAt.getTime()).toBeLessThan(Date.now());
    }
    const counterSales = rows.filter((row) => row.kind === 'PAYMENT' && row.visitId === null);
    expect(counterSales.length).toBeGreaterThan(5);

    const lines = await db()
      .select()
      .from(paymentItems)
      .where(eq(paymentItems.businessId, businessId));
    const discounted = lines.filter((line) => line.typeDiscount !== null);
    expect(new Set(discounted.map((line) => line.typeDiscount))).toEqual(
      new Set(['NUMBER', 'PERCENTAGE']),
    );
    const discountedBy = new Set(
      discounted.map((line) => rows.find((row) => row.id === line.paymentId)!.createdBy),
    );
    expect(discountedBy.size).toBe(2);
    expect(new Set(lines.map((line) => line.type))).toEqual(
      new Set(['CONSULTATION', 'FARMASI', 'CORRECTION']),
    );
    // Each payment's totals are its lines' (the domain's, written by insertPayment).
    for (const row of rows) {
      const sum = lines
        .filter((line) => line.paymentId === row.id)
        .reduce((total, line) => total + line.lineTotal, 0);
      expect(row.totalAmount + row.totalAmountCorrection).toBe(sum);
    }
  });

  it('number receipts per clinic day in the order they were paid, on the day of the visit', async () => {
    const rows = await db()
      .select({ payment: payments, visitDate: visits.visitDate })
      .from(payments)
      .leftJoin(visits, eq(visits.id, payments.visitId))
      .where(eq(payments.businessId, businessId));
    const byDay = new Map<string, typeof rows>();
    for (const row of rows) {
      const { payment } = row;
      expect(payment.paymentDate).toBe(localDateAt(payment.paidAt.toISOString(), 7));
      expect(payment.receiptNumber).toMatch(/^INV-\d{8}-\d{4,}$/);
      expect(payment.receiptNumber?.slice(4, 12)).toBe(payment.paymentDate.replaceAll('-', ''));
      if (payment.kind === 'PAYMENT' && row.visitDate) {
        expect(payment.paymentDate).toBe(row.visitDate);
      }
      byDay.set(payment.paymentDate, [...(byDay.get(payment.paymentDate) ?? []), row]);
    }
    for (const [day, dayRows] of byDay) {
      const numbers = dayRows
        .map(({ payment }) => payment)
        .sort(
          (a, b) =>
            a.paidAt.getTime() - b.paidAt.getTime() ||
            (a.receiptNumber ?? '').localeCompare(b.receiptNumber ?? ''),
        )
        .map((payment) => Number(payment.receiptNumber?.slice(13)));
      expect(numbers, day).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it('show a corrected visit’s chain to the staff, adding up to what was collected', async () => {
    const [correction] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.businessId, businessId), eq(payments.kind, 'CORRECTION')))
      .limit(1);
    const { idToken } = await signIn(ctx, 'staff@demo.praktik.id', DEMO_PASSWORD);
    const response = await call(ctx, 'GET', `/api2/payment/v1/payment/${correction!.id}`, {
      token: idToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    const chain = response.json<{ data: PaymentChain }>().data;
    const rows = [...chain.payment_parent, chain];
    expect(rows.map((row) => row.kind)).toEqual(['PAYMENT', 'CORRECTION']);
    expect(rows[0]!.id).toBe(correction!.parentPaymentId);
    // Each row's grand total is its own lines'; the chain's rows add up to what was collected.
    expect(rows.reduce((sum, row) => sum + row.grand_total, 0)).toBe(
      rows.flatMap((row) => row.payment_items).reduce((sum, line) => sum + line.line_total, 0),
    );
    expect(chain.grand_total).toBeGreaterThan(0);
  });
});

describe('the demo clinic’s patient packages', () => {
  it('come from package lines of the same patient’s payments, in every state', async () => {
    const held = await db()
      .select({ held: patientPackages, line: paymentItems, payment: payments })
      .from(patientPackages)
      .innerJoin(paymentItems, eq(paymentItems.id, patientPackages.paymentItemId))
      .innerJoin(payments, eq(payments.id, patientPackages.paymentId))
      .where(eq(patientPackages.businessId, businessId));
    const all = await db()
      .select({ id: patientPackages.id })
      .from(patientPackages)
      .where(eq(patientPackages.businessId, businessId));
    expect(held).toHaveLength(all.length);
    for (const { held: row, line, payment } of held) {
      expect(line.isPackage).toBe(true);
      expect(line.packageId).toBe(row.packageId);
      expect(payment.patientId).toBe(row.patientId);
      expect(row.subtotal).toBe(line.lineTotal);
      expect(row.purchaseDate).toBe(payment.paymentDate);
    }
    const rows = held.map(({ held: row }) => row);
    const live = rows.filter((row) => row.releasedAt === null && row.remainingVisits > 0);
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.releasedAt === null && row.remainingVisits === 0)).toBe(true);
    expect(rows.some((row) => row.releasedAt !== null && row.remainingVisits > 0)).toBe(true);
    expect(held.some(({ payment }) => payment.visitId === null)).toBe(true);
  });

  it('keep remaining visits = visits bought − live uses, each use on a DONE visit of the holder, with their events', async () => {
    const rows = await db()
      .select()
      .from(patientPackages)
      .where(eq(patientPackages.businessId, businessId));
    const uses = await db()
      .select({ use: patientPackageUses, visit: visits })
      .from(patientPackageUses)
      .innerJoin(visits, eq(visits.id, patientPackageUses.visitId))
      .where(eq(patientPackageUses.businessId, businessId));
    const events = await db()
      .select()
      .from(patientPackageEvents)
      .where(eq(patientPackageEvents.businessId, businessId));
    expect(uses.length).toBeGreaterThan(0);
    for (const row of rows) {
      const mine = uses.filter(({ use }) => use.patientPackageId === row.id && !use.undoneAt);
      expect(row.remainingVisits, row.packageName).toBe(row.numberOfVisit - mine.length);
      for (const { visit, use } of mine) {
        expect(visit.status).toBe('DONE');
        expect(visit.patientId).toBe(row.patientId);
        expect(use.reservationDate >= row.purchaseDate).toBe(true);
      }
      const latestUse = mine
        .map(({ use }) => use.reservationDate)
        .sort()
        .at(-1);
      expect(row.lastReservationDate).toBe(latestUse ?? row.purchaseDate);
      const actions = events
        .filter((event) => event.patientPackageId === row.id)
        .map((event) => event.action)
        .sort();
      expect(actions).toEqual(
        [
          'PURCHASE',
          ...mine.map(() => 'USE'),
          ...(row.releasedAt === null ? [] : ['RELEASE']),
        ].sort(),
      );
    }
  });

  it('put a package last seen more than a month ago on the follow-up list with its warning', async () => {
    const today = localDateAt(new Date().toISOString(), DEFAULT_UTC_OFFSET_HOURS);
    const holders = await db()
      .select({ name: patients.name })
      .from(patientPackages)
      .innerJoin(patients, eq(patients.id, patientPackages.patientId))
      .where(eq(patientPackages.businessId, businessId));
    const shown: PatientPackageRow[] = [];
    for (const { name } of holders) {
      const response = await call(
        ctx,
        'GET',
        `/api2/packages/v1/patient-packages?page=0&size=50&name=${encodeURIComponent(name)}`,
        { token: ownerToken },
      );
      expect(response.statusCode, response.body).toBe(200);
      shown.push(...response.json<{ data: PatientPackageRow[] }>().data);
    }
    const warned = shown.filter((row) => needsPackageReminder(row.last_reservation_date, today));
    expect(warned.length).toBeGreaterThanOrEqual(1);
    expect(shown.some((row) => !needsPackageReminder(row.last_reservation_date, today))).toBe(true);
  });
});

describe('the demo’s closings of the day', () => {
  it('closed every earlier day its cashiers took money on, and left today open', async () => {
    const staffToken = (await signIn(ctx, 'staff@demo.praktik.id', DEMO_PASSWORD)).idToken;
    const today = localDateAt(new Date().toISOString(), DEFAULT_UTC_OFFSET_HOURS);
    const open = await call(ctx, 'GET', '/api2/payment/v1/cash-closings/open', {
      token: staffToken,
    });
    expect(open.statusCode, open.body).toBe(200);
    const { figures, firstPaidAt } = open.json<{
      data: { figures: { count: number }; firstPaidAt: string | null };
    }>().data;
    // Only today's payments wait for the staff's closing.
    if (firstPaidAt !== null)
      expect(localDateAt(firstPaidAt, DEFAULT_UTC_OFFSET_HOURS)).toBe(today);
    expect(figures.count).toBeLessThan(40);

    const closings = await call(ctx, 'GET', '/api2/payment/v1/cash-closings?size=100', {
      token: ownerToken,
    });
    expect(closings.statusCode, closings.body).toBe(200);
    const { data, total } = closings.json<{
      data: { businessDay: string; figures: { count: number } }[];
      total: number;
    }>();
    expect(total).toBeGreaterThan(100);
    expect(data.every((row) => row.businessDay < today && row.figures.count > 0)).toBe(true);
    const unclosed = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.businessId, businessId), isNull(payments.closingId)));
    expect(unclosed.length).toBeLessThan(80);
  });
});
