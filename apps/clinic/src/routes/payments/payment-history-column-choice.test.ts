import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readPaymentHistoryColumnChoice,
  storePaymentHistoryColumnChoice,
} from './payment-history-column-choice';

/** A browser's storage for one test: a map, or one that throws as private modes may. */
function stubStorage(throws = false) {
  const items = new Map<string, string>();
  const fail = () => {
    throw new Error('SecurityError');
  };
  vi.stubGlobal('window', {
    localStorage: {
      getItem: throws ? fail : (key: string) => items.get(key) ?? null,
      setItem: throws ? fail : (key: string, value: string) => void items.set(key, value),
      removeItem: throws ? fail : (key: string) => void items.delete(key),
    },
  });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment history column choice on this device', () => {
  it('reads back the columns stored, and nothing once forgotten', () => {
    const items = stubStorage();
    expect(readPaymentHistoryColumnChoice()).toBeNull();
    storePaymentHistoryColumnChoice(['paymentDate', 'receiptNumber', 'discount']);
    expect(readPaymentHistoryColumnChoice()).toEqual(['paymentDate', 'receiptNumber', 'discount']);
    storePaymentHistoryColumnChoice(null);
    expect(readPaymentHistoryColumnChoice()).toBeNull();
    expect(items.size).toBe(0);
  });

  it('reads what is not JSON as no choice', () => {
    const items = stubStorage();
    items.set('paymentHistoryColumns', 'paymentDate,receiptNumber');
    expect(readPaymentHistoryColumnChoice()).toBeNull();
  });

  it('works without storage: nothing read, nothing thrown', () => {
    stubStorage(true);
    expect(() => storePaymentHistoryColumnChoice(['item'])).not.toThrow();
    expect(readPaymentHistoryColumnChoice()).toBeNull();
  });
});
