import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateAt } from '@praktik/domain/dates/utc-offset';
import { openDatabase } from '../../db/client';
import { createRepositories } from '../../composition/repositories';
import { call, testPaymentValues, type TestCatalogue, type TestClinic } from '../../test/fixtures';
import { createCashierTestSetup, createTestPatientId } from '../../test/payment-fixtures';
import type { TestApp } from '../../test/create-test-app';

/**
 * The save's p99 (migration 0015, docs/decisions/0025-payment-shared-rows-at-commit.md): a save
 * holds the clinic's receipt counter and
 * the hour's history rows only in its commit. A cashier's save that is still open (a slow
 * connection, a long transaction) must not hold up the other cashiers' saves. Run only with
 * DATABASE_URL (vitest.config.ts): PGlite has one connection, so two saves never overlap there.
 */

let ctx: TestApp;
let clinic: TestClinic;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ({ ctx, clinic, catalogue } = await createCashierTestSetup('Klinik Kasir Ramai'));
}, 120_000);
afterAll(async () => ctx?.close());

const SAVE_WAIT_MS = 5_000;

describe('a save still open at another server instance', () => {
  it('does not hold up another save; each gets the next receipt number at its commit', async () => {
    const item = catalogue.items[0]!;
    const patientId = await createTestPatientId(ctx, clinic);
    const other = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl! });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    try {
      const paidAt = new Date();
      // The other instance's save: written, then held open until this test lets it commit.
      const slowSave = createRepositories(other.db).transaction(async (tx) => {
        const inserted = await tx.payments.insertPayment(
          clinic.businessId,
          testPaymentValues({
            patientId,
            paidAt,
            lines: [{ itemId: item.id, itemName: item.name, amount: 70_000 }],
          }),
          clinic.owner.id,
        );
        written();
        await released;
        return inserted;
      });
      await isWritten;

      const save = call(ctx, 'POST', '/api2/payment/v1/save-payment', {
        token: clinic.owner.idToken,
        body: {
          method: 'QRIS',
          patientId,
          totalAmount: 2 * 45_000,
          totalAmountCorrection: 0,
          paymentItems: [
            {
              itemId: item.id,
              itemName: item.name,
              qty: 2,
              amount: 45_000,
              type: 'CONSULTATION',
              total: 2 * 45_000,
            },
          ],
        },
      });
      const outcome = await Promise.race([
        save.then((response) => response),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), SAVE_WAIT_MS)),
      ]);
      release();
      const slow = await slowSave;
      expect(outcome, 'the save waited for the open one').not.toBe('waited');
      if (outcome === 'waited') return;
      expect(outcome.statusCode).toBe(201);
      const localDay = localDateAt(paidAt.toISOString(), 7);
      const day = localDay.replaceAll('-', '');
      const saved = outcome.json<{ data: { receipt_number: string } }>().data;
      expect(saved.receipt_number).toBe(`INV-${day}-0001`);
      if (slow === 'already-paid') throw new Error('a counter sale is never already paid');
      expect(
        await ctx.repositories.payments.receiptNumberOf(clinic.businessId, slow.payment.id),
      ).toBe(`INV-${day}-0002`);

      // Both in the history's kept totals, as the items give them.
      const history = await call(
        ctx,
        'GET',
        `/api2/payment/v1/history-payment-item?from=${localDay}&to=${localDay}&page=0&size=50`,
        { token: clinic.owner.idToken },
      );
      expect(history.statusCode).toBe(200);
      expect(history.json<{ total: number; total_amount: number }>()).toMatchObject({
        total: 2,
        total_amount: 70_000 + 2 * 45_000,
      });
    } finally {
      release();
      await other.close();
    }
  });
});
