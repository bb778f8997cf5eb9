import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import { holdsSlot } from './slot-holding';

describe('slot holding', () => {
  it("a cancelled reservation frees its time; every other status keeps the doctor's slot", () => {
    expect(VISIT_STATUSES.filter(holdsSlot)).toEqual([
      'BOOKED',
      'ACTIVE',
      'WAITING_PAYMENT',
      'DONE',
    ]);
  });
});
