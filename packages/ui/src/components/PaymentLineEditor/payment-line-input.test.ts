import { describe, expect, it } from 'vitest';
import { paymentLineEditorErrors } from './payment-line-editor-errors';
import { newPaymentLine, toPaymentLine } from './payment-line-editor-options';
import { percentFormat, quantityFormat, rupiahFormat } from './payment-line-input';

describe('payment line inputs', () => {
  it('read a quantity typed as digits, nothing else', () => {
    expect(quantityFormat.parse(' 2 ')).toBe(2);
    expect(quantityFormat.parse('2,5')).toBeNull();
    expect(quantityFormat.parse('')).toBeNull();
    expect(quantityFormat.format(null)).toBe('');
  });

  it('read rupiah as the domain does and show it with dots', () => {
    expect(rupiahFormat.parse('150.000')).toBe(150000);
    expect(rupiahFormat.parse('Rp 150000')).toBe(150000);
    expect(rupiahFormat.parse('1.50.000')).toBeNull();
    expect(rupiahFormat.format(1500000)).toBe('1.500.000');
    expect(rupiahFormat.format(null)).toBe('');
  });

  it('read a percentage with a comma or a dot', () => {
    expect(percentFormat.parse('10')).toBe(10);
    expect(percentFormat.parse('12,5')).toBe(12.5);
    expect(percentFormat.parse('12.5 %')).toBe(12.5);
    expect(percentFormat.parse('abc')).toBeNull();
    expect(percentFormat.format(12.5)).toBe('12,5');
  });
});

describe('paymentLineEditorErrors', () => {
  it('gives the domain schema first token per path, nothing when valid', () => {
    const line = { ...newPaymentLine('ITEM'), itemId: 'i1', itemName: 'A', amount: 1000 };
    expect(
      paymentLineEditorErrors(
        { paymentItems: [line], method: 'CASH', cardNumber: null },
        'ROLE_STAFF',
      ),
    ).toEqual({});
    const errors = paymentLineEditorErrors(
      { paymentItems: [{ ...line, itemId: null }], method: 'DEBIT', cardNumber: '1234' },
      'ROLE_STAFF',
    );
    expect(errors['paymentItems.0.itemId']).toMatch(/^validation\.required/);
    expect(errors['cardNumber']).toMatch(/^validation\.cardNumberDigits/);
  });

  it('lets a doctor leave the method empty', () => {
    const line = { ...newPaymentLine('ITEM'), itemId: 'i1', amount: 1000 };
    const value = { paymentItems: [line], method: null, cardNumber: null };
    expect(paymentLineEditorErrors(value, 'ROLE_DOCTOR')).toEqual({});
    expect(paymentLineEditorErrors(value, 'ROLE_STAFF')['method']).toMatch(/^validation\.required/);
  });

  it('reads an empty quantity or price as 0 for the running totals', () => {
    const line = toPaymentLine({ ...newPaymentLine('PACKAGE'), qty: null, amount: null });
    expect(line).toMatchObject({ isPackage: true, quantity: 0, price: 0 });
  });
});
