import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRangeBounds } from '@praktik/domain/dates/utc-offset';
import type { TestApp } from '../../test/create-test-app';
import { createTestPayment, type TestCatalogue, type TestClinic } from '../../test/fixtures';
import { createCashierTestSetup } from '../../test/payment-fixtures';
import type { PaymentHistoryCriteria } from './payment-history.repository';

/**
 * The history's totals kept by hour (migration 0012) against the same totals read from the items:
 * random days of payments (with and without a method, a practitioner, a category; corrections;
 * a missing method completed afterwards), then every filter alone and two together, in two
 * clinic offsets. A fixed seed, so a failure replays; each run has its own day.
 */

let ctx: TestApp;
let clinic: TestClinic;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ({ ctx, clinic, catalogue } = await createCashierTestSetup('Klinik Jam'));
});
afterAll(async () => ctx?.close());

const line = fc.record({
  itemIndex: fc.integer({ min: 0, max: 2 }),
  type: fc.constantFrom('CONSULTATION' as const, 'FARMASI' as const),
  withCategory: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 3 }),
  amount: fc.integer({ min: 0, max: 1_000_000 }),
});

const bill = fc.record({
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  method: fc.constantFrom('CASH' as const, 'QRIS' as const, null),
  withPractitioner: fc.boolean(),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  correction: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  completeMethod: fc.boolean(),
});

const filter = fc.record({
  method: fc.constantFrom(undefined, 'CASH' as const, 'QRIS' as const, 'DEBIT' as const),
  paymentType: fc.constantFrom(undefined, 'CONSULTATION' as const, 'FARMASI' as const),
  category: fc.constantFrom(undefined, 'the category', 'another', 'not a uuid'),
  practitioner: fc.constantFrom(undefined, 'the owner', 'another'),
  offset: fc.constantFrom(7, 8),
});

let dayNumber = 0;

describe('the payment history’s hours', () => {
  it('answer the totals the items give, for any filter', async () => {
    const history = ctx.repositories.paymentHistory;
    await fc.assert(
      fc.asyncProperty(
        fc.array(bill, { minLength: 1, maxLength: 6 }),
        fc.array(filter, { minLength: 4, maxLength: 8 }),
        async (bills, filters) => {
          dayNumber += 1;
          const date = new Date(Date.UTC(2023, 0, dayNumber)).toISOString().slice(0, 10);
          for (const paid of bills) {
            const paidAt = new Date(Date.parse(`${date}T00:00:00Z`) + paid.minute * 60_000);
            const practitionerId = paid.withPractitioner ? clinic.owner.id : null;
            const root = await createTestPayment(ctx, clinic, {
              paidAt,
              method: paid.method,
              practitionerId,
              lines: paid.lines.map((cart) => ({
                itemId: catalogue.items[cart.itemIndex]!.id,
                type: cart.type,
                categoryItemId: cart.withCategory ? catalogue.categoryId : null,
                quantity: cart.quantity,
                amount: cart.amount,
              })),
            });
            if (paid.correction !== undefined) {
              await createTestPayment(ctx, clinic, {
                kind: 'CORRECTION',
                parentPaymentId: root.payment.id,
                paidAt: new Date(paidAt.getTime() + 30 * 60_000),
                method: paid.method,
                practitionerId,
                lines: [
                  { itemId: catalogue.items[0]!.id, type: 'CORRECTION', amount: paid.correction },
                ],
              });
            }
            if (paid.method === null && paid.completeMethod) {
              await ctx.repositories.transaction((tx) =>
                tx.payments.completeMissingMethod(
                  clinic.businessId,
                  root.payment.id,
                  'DEBIT',
                  '1234',
                  clinic.owner.id,
                ),
              );
            }
          }
          for (const asked of filters) {
            const criteria: PaymentHistoryCriteria = {
              businessId: clinic.businessId,
              ...localRangeBounds(date, date, asked.offset),
              method: asked.method,
              paymentType: asked.paymentType,
              categoryItemId:
                asked.category === 'the category'
                  ? catalogue.categoryId.toUpperCase()
                  : asked.category === 'another'
                    ? crypto.randomUUID()
                    : asked.category === 'not a uuid'
                      ? 'kategori'
                      : undefined,
              practitionerId:
                asked.practitioner === 'the owner'
                  ? clinic.owner.id
                  : asked.practitioner === 'another'
                    ? crypto.randomUUID()
                    : undefined,
            };
            expect(await history.summary(criteria)).toEqual(
              await history.summaryFromItems(criteria),
            );
          }
        },
      ),
      { seed: 20261127, numRuns: 10 },
    );
    // Dozens of payments written one by one: minutes on a loaded 2-core machine.
  }, 180_000);
});
