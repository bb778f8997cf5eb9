import { describe, expect, it } from 'vitest';
import { STATUS_COLOR_TOKENS, VISIT_STATUSES, statusLabelKey, visitStatusSchema } from './status';
import { translatorFor } from '../test-support/translate';

describe('visit statuses', () => {
  it('a visit is booked, active, waiting payment, done or cancelled', () => {
    expect(VISIT_STATUSES).toEqual(['BOOKED', 'ACTIVE', 'WAITING_PAYMENT', 'DONE', 'CANCELLED']);
    expect(visitStatusSchema.safeParse('ACTIVE').success).toBe(true);
    expect(visitStatusSchema.safeParse('PAID').success).toBe(false);
  });

  it('shows each status by its Indonesian label', () => {
    const id = translatorFor('id');
    expect(VISIT_STATUSES.map((s) => id(statusLabelKey(s)))).toEqual([
      'Reservasi',
      'Aktif',
      'Belum Bayar',
      'Selesai',
      'Batal',
    ]);
  });

  it('and by its English label', () => {
    const en = translatorFor('en');
    expect(VISIT_STATUSES.map((s) => en(statusLabelKey(s)))).toEqual([
      'Booked',
      'Active',
      'Waiting payment',
      'Done',
      'Cancelled',
    ]);
  });

  it('each status has its own colour token', () => {
    expect(statusLabelKey('BOOKED')).toBe('status.BOOKED');
    const tokens = VISIT_STATUSES.map((s) => STATUS_COLOR_TOKENS[s]);
    expect(new Set(tokens).size).toBe(VISIT_STATUSES.length);
    expect(STATUS_COLOR_TOKENS.WAITING_PAYMENT).toBe('statusWaitingPayment');
  });
});
