import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashClosing } from '@praktik/domain/payments/cash-closing.schema';
import { createRepositories } from '../../composition/repositories';
import { openDatabase } from '../../db/client';
import type { TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  testPaymentValues,
  type TestCatalogue,
  type TestClinic,
} from '../../test/fixtures';
import { createCashierTestSetup } from '../../test/payment-fixtures';

/**
 * A payment still being saved by another server instance while its cashier closes
 * (docs/decisions/0044-closing-the-day.md): the closing neither waits for it nor takes it, and the
 * payment is in the cashier's next closing. Run only with DATABASE_URL (vitest.config.ts): PGlite
 * has one connection, so a save and a closing never overlap there.
 */

let ctx: TestApp;
let clinic: TestClinic;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ({ ctx, clinic, catalogue } = await createCashierTestSetup('Klinik Tutup Kasir Ramai'));
}, 120_000);
afterAll(async () => ctx?.close());

const CLOSE_WAIT_MS = 5_000;

async function close(token: string, countedCash: number) {
  const response = await call(ctx, 'POST', '/api2/payment/v1/cash-closings', {
    token,
    body: { countedCash },
  });
  return response;
}

describe('a save still open at another server instance while the cashier closes', () => {
  it('is not taken and not waited for; the next closing takes it', async () => {
    const cashier = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const item = catalogue.items[1]!;
    const other = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl! });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    try {
      const slowSave = createRepositories(other.db).transaction(async (tx) => {
        const inserted = await tx.payments.insertPayment(
          clinic.businessId,
          testPaymentValues({
            method: 'CASH',
            lines: [{ itemId: item.id, itemName: item.name, amount: item.price }],
          }),
          cashier.id,
        );
        written();
        await released;
        return inserted;
      });
      await isWritten;

      const outcome = await Promise.race([
        close(cashier.idToken, 0),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), CLOSE_WAIT_MS)),
      ]);
      release();
      await slowSave;
      expect(outcome, 'the closing waited for the open save').not.toBe('waited');
      if (outcome === 'waited') return;
      expect(outcome.statusCode).toBe(201);
      const first = outcome.json<{ data: CashClosing }>().data;
      expect(first.figures.count).toBe(0);

      const next = await close(cashier.idToken, item.price);
      const second = next.json<{ data: CashClosing }>().data;
      expect(second.figures).toMatchObject({ count: 1, expectedCash: item.price });
      expect(second.difference).toBe(0);
    } finally {
      release();
      await other.close();
    }
  });
});
