import { describe, expect, it } from 'vitest';
import { isUnconfirmedOnlineBooking, unconfirmedHoldEnd } from './online-confirmation';

describe('online booking confirmation', () => {
  const online = { source: 'ONLINE', status: 'BOOKED', confirmedAt: null } as const;

  it('waits only for an online booking still booked and not confirmed', () => {
    expect(isUnconfirmedOnlineBooking(online)).toBe(true);
    expect(
      isUnconfirmedOnlineBooking({ ...online, confirmedAt: new Date('2026-11-23T02:00:00Z') }),
    ).toBe(false);
    expect(isUnconfirmedOnlineBooking({ ...online, source: 'CLINIC' })).toBe(false);
    for (const status of ['ACTIVE', 'CANCELLED', 'WAITING_PAYMENT', 'DONE'] as const) {
      expect(isUnconfirmedOnlineBooking({ ...online, status })).toBe(false);
    }
  });

  it('ends a hold the clinic’s minutes after the booking, or never', () => {
    const bookedAt = new Date('2026-11-23T01:40:00Z');
    expect(unconfirmedHoldEnd(bookedAt, 15)).toEqual(new Date('2026-11-23T01:55:00Z'));
    expect(unconfirmedHoldEnd(bookedAt, 1440)).toEqual(new Date('2026-11-24T01:40:00Z'));
    expect(unconfirmedHoldEnd(bookedAt, null)).toBeNull();
  });
});
