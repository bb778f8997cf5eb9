import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotal } from '@praktik/domain/money/line-total';
import { paymentTotals, type PaymentLine } from '@praktik/domain/money/payment-totals';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { paymentRequestSchema } from '@praktik/domain/payments/payment.schema';
import type { TestApp } from '../../test/create-test-app';
import { call, type TestCatalogue, type TestClinic } from '../../test/fixtures';
import {
  createCashierTestSetup,
  createTestPatientId,
  arbitraryLineDiscount,
} from '../../test/payment-fixtures';

/**
 * Random carts (items, packages, percentage and number discounts, corrections) saved through
 * HTTP and read back: every stored line total and payment total is the domain's to the rupiah,
 * and the chain's grand total is what the lines add up to. A fixed seed, so a failure replays.
 */

let ctx: TestApp;
let clinic: TestClinic;
let catalogue: TestCatalogue;
let patientId: string;

beforeAll(async () => {
  ({ ctx, clinic, catalogue } = await createCashierTestSetup('Klinik Acak'));
  patientId = await createTestPatientId(ctx, clinic);
});
afterAll(async () => ctx?.close());

const discount = arbitraryLineDiscount(5_000_000);

const cartLine = fc.record({
  kind: fc.constantFrom('item', 'item', 'package'),
  itemIndex: fc.integer({ min: 0, max: 2 }),
  type: fc.constantFrom('CONSULTATION', 'FARMASI', 'CORRECTION'),
  qty: fc.integer({ min: 1, max: 50 }),
  amount: fc.integer({ min: 0, max: 3_000_000 }),
  discount,
});
type CartLine = typeof cartLine extends fc.Arbitrary<infer T> ? T : never;

function wireLine(line: CartLine) {
  const isPackage = line.kind === 'package' && line.type !== 'CORRECTION';
  const base = isPackage
    ? { packageId: catalogue.package.id, isPackage: true, qty: 1 }
    : { itemId: catalogue.items[line.itemIndex]!.id, isPackage: false, qty: line.qty };
  return { ...base, amount: line.amount, type: line.type, ...line.discount };
}

function domainLine(wire: ReturnType<typeof wireLine>): PaymentLine {
  return {
    isPackage: wire.isPackage,
    quantity: wire.qty,
    price: wire.amount,
    discountType: wire.typeDiscount,
    discount: wire.discount,
    type: wire.type as PaymentLine['type'],
  };
}

describe('random carts saved and read back', () => {
  it('give the domain’s line totals and payment totals to the rupiah', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cartLine, { minLength: 1, maxLength: 8 }), async (cart) => {
        const lines = cart.map(wireLine);
        const expected = paymentTotals(lines.map(domainLine));
        const saved = await call(ctx, 'POST', '/api2/payment/v1/save-payment', {
          token: clinic.owner.idToken,
          body: {
            method: 'QRIS',
            patientId,
            totalAmount: expected.totalAmount,
            totalAmountCorrection: expected.totalAmountCorrection,
            paymentItems: lines.map((line) => ({ ...line, total: lineTotal(domainLine(line)) })),
          },
        });
        expect(saved.statusCode, saved.body).toBe(201);
        const { id } = saved.json<{ data: PaymentChain }>().data;
        const read = await call(ctx, 'GET', `/api2/payment/v1/payment/${id}`, {
          token: clinic.owner.idToken,
        });
        const chain = read.json<{ data: PaymentChain }>().data;
        expect(chain.payment_items.map((item) => item.line_total)).toEqual(
          lines.map((line) => lineTotal(domainLine(line))),
        );
        expect(chain.total_amount).toBe(expected.totalAmount);
        expect(chain.total_amount_correction).toBe(expected.totalAmountCorrection);
        expect(chain.grand_total).toBe(expected.grandTotal);
        // The stored lines, parsed as the domain reads a payment, give the same totals again.
        const reparsed = paymentRequestSchema({ role: 'ROLE_OWNER' }).parse({
          payment_method: chain.payment_method,
          payment_items: chain.payment_items,
        });
        expect(reparsed.total_amount).toBe(chain.total_amount);
        expect(reparsed.total_amount_correction).toBe(chain.total_amount_correction);

        // A correction on top: the chain's newest row holds its sum, the root keeps its own.
        const correction = {
          itemId: catalogue.items[0]!.id,
          qty: 1,
          amount: cart[0]!.amount,
          type: 'CORRECTION',
          ...cart[0]!.discount,
        };
        const corrected = await call(ctx, 'PUT', '/api2/payment/v1/update-payment', {
          token: clinic.owner.idToken,
          body: { paymentId: id, method: 'CASH', paymentItems: [correction] },
        });
        expect(corrected.statusCode, corrected.body).toBe(201);
        const after = corrected.json<{ data: PaymentChain }>().data;
        expect(after.total_amount_correction).toBe(
          lineTotal({
            quantity: 1,
            price: correction.amount,
            discountType: correction.typeDiscount,
            discount: correction.discount,
          }),
        );
        expect(after.payment_parent.map((row) => row.grand_total)).toEqual([expected.grandTotal]);
      }),
      { seed: 20261126, numRuns: 25 },
    );
  }, 300_000);
});
