import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('window', {
  localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  addEventListener: () => {},
  removeEventListener: () => {},
  location: { assign: () => {} },
});

const { reconnectDelay, reservationChangeOf } = await import('./reservation-events');

describe('reconnectDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('reservationChangeOf', () => {
  it('reads the change an event announces', () => {
    const data = JSON.stringify({
      date: '2026-11-27',
      practitionerId: 'd1',
      reservationId: 'r1',
      status: 'BOOKED',
    });
    expect(reservationChangeOf(data)).toMatchObject({ date: '2026-11-27', reservationId: 'r1' });
  });

  it('ignores data that is not a change', () => {
    expect(reservationChangeOf('not json')).toBeNull();
    expect(reservationChangeOf('{"ping":1}')).toBeNull();
    expect(reservationChangeOf('null')).toBeNull();
  });
});
