import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import { takesCorrectionRows } from './correction-status';

describe('takesCorrectionRows', () => {
  it('takes corrections while the visit is open, waiting for payment or paid', () => {
    expect(VISIT_STATUSES.filter(takesCorrectionRows)).toEqual([
      'ACTIVE',
      'WAITING_PAYMENT',
      'DONE',
    ]);
  });

  it('refuses them before the visit and for a cancelled reservation', () => {
    for (const status of ['BOOKED', 'CANCELLED', null, undefined, 'NOPE']) {
      expect(takesCorrectionRows(status)).toBe(false);
    }
  });
});
