import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@praktik/domain/money/currency';
import { paymentHistoryTotal } from '@praktik/domain/money/payment-history';
import { PAYMENT_ITEM_TYPES } from '@praktik/domain/money/payment-totals';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import type { TestApp } from '../../test/create-test-app';
import { csvRowsOf, pdfTextOf } from '../../test/export-files';
import { call, createTestPayment, type TestCatalogue, type TestClinic } from '../../test/fixtures';
import { createCashierTestSetup, arbitraryLineDiscount } from '../../test/payment-fixtures';

/**
 * Random days of bills (items with percentage and number discounts, corrections), with or
 * without an item-type filter: the answer's total_amount, paymentHistoryTotal of every row, the
 * CSV's payment-total column and the PDF's Total line are one figure.
 * A fixed seed, so a failure replays; each run has its own day.
 */

let ctx: TestApp;
let clinic: TestClinic;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ({ ctx, clinic, catalogue } = await createCashierTestSetup('Klinik Total'));
});
afterAll(async () => ctx?.close());

const discount = arbitraryLineDiscount(500_000);

const line = fc.record({
  itemIndex: fc.integer({ min: 0, max: 2 }),
  type: fc.constantFrom('CONSULTATION', 'FARMASI'),
  quantity: fc.integer({ min: 1, max: 5 }),
  amount: fc.integer({ min: 0, max: 2_000_000 }),
  discount,
});

const bill = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  corrections: fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 2 }),
});

const day = fc.record({
  bills: fc.array(bill, { minLength: 1, maxLength: 3 }),
  paymentType: fc.constantFrom(undefined, ...PAYMENT_ITEM_TYPES),
});

let dayNumber = 0;

describe('the payment history’s totals', () => {
  it('are one figure in the answer, its rows, the CSV and the PDF', async () => {
    await fc.assert(
      fc.asyncProperty(day, async ({ bills, paymentType }) => {
        dayNumber += 1;
        const date = new Date(Date.UTC(2024, 0, dayNumber)).toISOString().slice(0, 10);
        let minute = 0;
        const at = () => new Date(`${date}T02:${String((minute += 1)).padStart(2, '0')}:00Z`);
        for (const { lines, corrections } of bills) {
          const paid = await createTestPayment(ctx, clinic, {
            paidAt: at(),
            lines: lines.map((cart) => ({
              itemId: catalogue.items[cart.itemIndex]!.id,
              type: cart.type,
              quantity: cart.quantity,
              amount: cart.amount,
              ...cart.discount,
            })),
          });
          for (const amount of corrections) {
            await createTestPayment(ctx, clinic, {
              kind: 'CORRECTION',
              parentPaymentId: paid.payment.id,
              paidAt: at(),
              lines: [{ itemId: catalogue.items[0]!.id, type: 'CORRECTION', amount }],
            });
          }
        }

        const filter = `from=${date}&to=${date}${paymentType ? `&paymentType=${paymentType}` : ''}`;
        const token = clinic.owner.idToken;
        const listed = await call(ctx, 'GET', `/api2/payment/v1/history-payment-item?${filter}`, {
          token,
        });
        const answer = listed.json<{
          data: PaymentHistoryRow[];
          total: number;
          total_amount: number;
        }>();
        const all = await call(
          ctx,
          'GET',
          `/api2/payment/v1/history-payment-item?${filter}&size=${Math.max(answer.total, 1)}`,
          { token },
        );
        const rows = all.json<{ data: PaymentHistoryRow[] }>().data;
        expect(rows).toHaveLength(answer.total);
        expect(paymentHistoryTotal(rows)).toBe(answer.total_amount);

        const csv = await call(ctx, 'GET', `/api2/payment/v1/export-payment-item?${filter}`, {
          token,
        });
        const [header, ...csvRows] = csvRowsOf(csv.body, ';');
        const column = header!.indexOf('Total Pembayaran');
        expect(csvRows).toHaveLength(answer.total);
        expect(csvRows.reduce((sum, row) => sum + Number(row[column] || 0), 0)).toBe(
          answer.total_amount,
        );

        const pdf = await call(ctx, 'GET', `/api2/payment/v1/export-payment-item-pdf?${filter}`, {
          token,
        });
        expect(await pdfTextOf(pdf.rawPayload)).toContain(
          `Total ${formatRupiah(answer.total_amount)}`,
        );
      }),
      { seed: 20261126, numRuns: 12 },
    );
    // Dozens of payments written one by one: minutes on a loaded 2-core machine.
  }, 180_000);
});
