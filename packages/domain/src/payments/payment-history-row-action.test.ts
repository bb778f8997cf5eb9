import { describe, expect, it } from 'vitest';
import { paymentHistoryRowAction } from './payment-history-row-action';

const visitPayment = { payment_id: 'p1', booking_id: 'b1', visit_id: 'v1' };
const walkInPayment = { payment_id: 'p2', booking_id: null, visit_id: 'v2' };
const counterSale = { payment_id: 'p3', booking_id: null, visit_id: null };

describe('paymentHistoryRowAction', () => {
  it('opens the reservation of a row that has one, whoever asks', () => {
    for (const role of ['ROLE_OWNER', 'ROLE_STAFF', 'ROLE_DOCTOR'] as const) {
      expect(paymentHistoryRowAction(visitPayment, role)).toEqual({
        kind: 'reservation',
        reservationId: 'b1',
      });
    }
  });

  it('opens the payment chain of a row without a reservation', () => {
    expect(paymentHistoryRowAction(counterSale, 'ROLE_STAFF')).toEqual({
      kind: 'payment',
      paymentId: 'p3',
    });
    expect(paymentHistoryRowAction(walkInPayment, 'ROLE_DOCTOR')).toEqual({
      kind: 'payment',
      paymentId: 'p2',
    });
  });

  it('opens nothing of a counter sale for a doctor or beautician', () => {
    expect(paymentHistoryRowAction(counterSale, 'ROLE_DOCTOR')).toBeNull();
    expect(paymentHistoryRowAction(counterSale, 'ROLE_BEAUTICIAN')).toBeNull();
    expect(paymentHistoryRowAction(counterSale, null)).toBeNull();
  });
});
