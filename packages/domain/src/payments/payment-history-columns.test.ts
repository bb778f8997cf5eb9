import { describe, expect, it } from 'vitest';
import { ROLES } from '../access/roles';
import {
  defaultPaymentHistoryColumns,
  PAYMENT_HISTORY_COLUMNS,
  paymentHistoryColumns,
  shownPaymentHistoryColumns,
} from './payment-history-columns';

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

describe('defaultPaymentHistoryColumns', () => {
  it('shows the cashier the seven columns a payment is found and checked by, in order', () => {
    for (const role of ['ROLE_OWNER', 'ROLE_STAFF'] as const) {
      expect(defaultPaymentHistoryColumns(role)).toEqual([
        'paymentDate',
        'receiptNumber',
        'patient',
        'item',
        'lineTotal',
        'paymentTotal',
        'method',
      ]);
    }
  });

  it('shows a practitioner what they did for whom, with no payment total or method', () => {
    expect(defaultPaymentHistoryColumns('ROLE_DOCTOR')).toEqual([
      'paymentDate',
      'receiptNumber',
      'patient',
      'item',
      'type',
      'quantity',
      'lineTotal',
    ]);
  });

  it('is a part of what each role may see', () => {
    for (const role of [...ROLES, null]) {
      const allowed = paymentHistoryColumns(role);
      for (const column of defaultPaymentHistoryColumns(role)) expect(allowed).toContain(column);
    }
  });
});

describe('shownPaymentHistoryColumns', () => {
  it('gives the defaults when nothing usable was chosen', () => {
    for (const choice of [null, undefined, 'discount', { discount: true }, 42]) {
      expect(shownPaymentHistoryColumns('ROLE_STAFF', choice)).toEqual(
        defaultPaymentHistoryColumns('ROLE_STAFF'),
      );
    }
  });

  it('shows the chosen columns in the history’s order, whatever order they were stored in', () => {
    expect(
      shownPaymentHistoryColumns('ROLE_STAFF', ['discount', 'receiptNumber', 'paymentDate']),
    ).toEqual(['paymentDate', 'receiptNumber', 'discount']);
  });

  it('always keeps the receipt number, which names each row', () => {
    expect(shownPaymentHistoryColumns('ROLE_OWNER', [])).toEqual(['receiptNumber']);
    expect(shownPaymentHistoryColumns('ROLE_OWNER', ['item'])).toEqual(['receiptNumber', 'item']);
  });

  it('never gives a practitioner a discount nor a non-owner an audit column they chose', () => {
    const everything = [...PAYMENT_HISTORY_COLUMNS];
    const doctor = shownPaymentHistoryColumns('ROLE_BEAUTICIAN', everything);
    expect(doctor).toEqual(paymentHistoryColumns('ROLE_BEAUTICIAN'));
    expect(doctor).not.toContain('discount');
    expect(doctor).not.toContain('discountType');
    const staff = shownPaymentHistoryColumns('ROLE_STAFF', everything);
    expect(staff).toContain('discount');
    expect(staff).not.toContain('createdBy');
    expect(staff).not.toContain('updatedBy');
    expect(shownPaymentHistoryColumns(null, everything)).toEqual(paymentHistoryColumns(null));
  });

  it('leaves out what is no column at all', () => {
    expect(shownPaymentHistoryColumns('ROLE_OWNER', ['item', 'password', 7, null])).toEqual([
      'receiptNumber',
      'item',
    ]);
  });
});
