import { describe, expect, it } from 'vitest';
import { PAYMENT_HISTORY_COLUMNS, paymentHistoryColumns } from './payment-history-columns';

describe('paymentHistoryColumns', () => {
  it('gives the owner every column, audit columns included', () => {
    expect(paymentHistoryColumns('ROLE_OWNER')).toEqual(PAYMENT_HISTORY_COLUMNS);
  });

  it('gives staff the discounts but not who created or updated a payment', () => {
    const columns = paymentHistoryColumns('ROLE_STAFF');
    expect(columns).toContain('discount');
    expect(columns).not.toContain('createdBy');
    expect(columns).not.toContain('updatedBy');
  });

  it('gives doctors and beauticians no discount and no audit columns', () => {
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN'] as const) {
      const columns = paymentHistoryColumns(role);
      expect(columns).not.toContain('discount');
      expect(columns).not.toContain('discountType');
      expect(columns).not.toContain('createdBy');
      expect(columns).toContain('lineTotal');
      expect(columns).toContain('paymentTotal');
    }
  });
});
