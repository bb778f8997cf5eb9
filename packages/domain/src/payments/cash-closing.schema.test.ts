import { describe, expect, it } from 'vitest';
import { cashClosingListQuerySchema, closeCashierRequestSchema } from './cash-closing.schema';

describe('closing request', () => {
  it('takes a whole non-negative rupiah amount and an optional note', () => {
    expect(closeCashierRequestSchema.parse({ countedCash: 95_000 })).toEqual({
      countedCash: 95_000,
      note: null,
    });
    expect(closeCashierRequestSchema.parse({ countedCash: 0, note: '  kurang  ' }).note).toBe(
      'kurang',
    );
  });

  it.each([[-1], [1.5], ['95000'], [null]])('refuses %j as counted cash, naming the field', (v) => {
    const result = closeCashierRequestSchema.safeParse({ countedCash: v });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['countedCash']);
    expect(result.error?.issues[0]?.message).toContain('fields.countedCash');
  });

  it('refuses a note over 500 characters', () => {
    const result = closeCashierRequestSchema.safeParse({ countedCash: 1, note: 'x'.repeat(501) });
    expect(result.error?.issues[0]?.path).toEqual(['note']);
  });
});

describe('closing list query', () => {
  it('pages, with optional days and cashier', () => {
    expect(cashClosingListQuerySchema.parse({})).toMatchObject({ page: 0, size: 50 });
    expect(
      cashClosingListQuerySchema.parse({ from: '2026-12-01', to: '2026-12-04', cashier_id: '' }),
    ).toMatchObject({ from: '2026-12-01', to: '2026-12-04', cashier_id: undefined });
    expect(
      cashClosingListQuerySchema.safeParse({ from: '2026-12-05', to: '2026-12-04' }).success,
    ).toBe(false);
  });
});
