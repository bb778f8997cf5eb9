import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import { isReschedulable } from './reschedulable';

describe('which reservations can be rescheduled', () => {
  it('a booked one, not started and not marked as a no-show', () => {
    expect(isReschedulable({ status: 'BOOKED', noShow: false, visitId: null })).toBe(true);
    expect(isReschedulable({ status: 'BOOKED', noShow: true, visitId: null })).toBe(false);
    expect(isReschedulable({ status: 'BOOKED', noShow: false, visitId: 'v-1' })).toBe(false);
  });

  it('none in any other status', () => {
    for (const status of VISIT_STATUSES.filter((s) => s !== 'BOOKED')) {
      expect(isReschedulable({ status, noShow: false, visitId: null })).toBe(false);
    }
  });
});
