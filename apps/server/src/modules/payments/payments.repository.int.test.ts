import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientPackageEvents, patientPackages } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { createTestPayment, type TestCatalogue, type TestClinic } from '../../test/fixtures';
import { createCashierTestSetup, createTestPatientId } from '../../test/payment-fixtures';

/** The one write path of a payment (`insertPayment`), through the fixture other parts use. */

let ctx: TestApp;
let clinic: TestClinic;
let catalogue: TestCatalogue;
let patientId: string;

beforeAll(async () => {
  ({ ctx, clinic, catalogue } = await createCashierTestSetup('Klinik Kasir'));
  patientId = await createTestPatientId(ctx, clinic);
});
afterAll(async () => ctx?.close());

describe('insertPayment', () => {
  it('stores the domain’s line totals and payment totals, a receipt number per clinic day, and sells packages', async () => {
    const [consultation, paracetamol] = catalogue.items;
    const paidAt = new Date('2026-11-26T03:00:00Z');
    const first = await createTestPayment(ctx, clinic, {
      patientId,
      paidAt,
      lines: [
        { itemId: consultation!.id, amount: 150_000, typeDiscount: 'PERCENTAGE', discount: 12.5 },
        { itemId: paracetamol!.id, type: 'FARMASI', quantity: 3, amount: 25_000 },
        {
          isPackage: true,
          packageId: catalogue.package.id,
          packageName: catalogue.package.name,
          numberOfVisit: 5,
          amount: 1_000_000,
          typeDiscount: 'NUMBER',
          discount: 100_000,
        },
        { itemId: paracetamol!.id, type: 'CORRECTION', amount: 5_000 },
      ],
    });
    expect(first.items.map((item) => [item.discountAmount, item.lineTotal])).toEqual([
      [18_750, 131_250],
      [0, 75_000],
      [100_000, 900_000],
      [0, 5_000],
    ]);
    expect(first.payment).toMatchObject({
      totalAmount: 1_106_250,
      totalAmountCorrection: 5_000,
      paymentDate: '2026-11-26',
      receiptNumber: 'INV-20261126-0001',
    });
    const second = await createTestPayment(ctx, clinic, {
      paidAt,
      lines: [{ itemId: consultation!.id, amount: 150_000 }],
    });
    expect(second.payment.receiptNumber).toBe('INV-20261126-0002');

    expect(first.patientPackageIds).toHaveLength(1);
    const [sold] = await ctx.database.db
      .select()
      .from(patientPackages)
      .where(eq(patientPackages.id, first.patientPackageIds[0]!));
    expect(sold).toMatchObject({
      patientId,
      packageId: catalogue.package.id,
      numberOfVisit: 5,
      remainingVisits: 5,
      price: 1_000_000,
      typeDiscount: 'NUMBER',
      discount: 100_000,
      subtotal: 900_000,
      purchaseDate: '2026-11-26',
      lastReservationDate: '2026-11-26',
      paymentItemId: first.items[2]!.id,
    });
    const events = await ctx.database.db
      .select()
      .from(patientPackageEvents)
      .where(eq(patientPackageEvents.patientPackageId, sold!.id));
    expect(events).toEqual([
      expect.objectContaining({ action: 'PURCHASE', remainingVisits: 5, eventDate: '2026-11-26' }),
    ]);
  });
});
