import { describe, expect, it } from 'vitest';
import { reservationEventSchema } from './reservation-event.schema';

describe('reservationEventSchema', () => {
  const event = {
    date: '2026-11-27',
    practitionerId: '7b1c7c1e-6a55-4b5e-9a59-2f0f7b9f0c11',
    reservationId: 'c5f2b2b8-3f3d-4f57-8d5c-1b1f2f6a9e21',
    status: 'BOOKED',
  };

  it('reads a change and drops anything else the payload carries', () => {
    expect(reservationEventSchema.parse({ ...event, businessId: 'x', op: 'INSERT' })).toEqual(
      event,
    );
  });

  it('refuses an unknown status or a date that is not a day', () => {
    expect(reservationEventSchema.safeParse({ ...event, status: 'LOST' }).success).toBe(false);
    expect(reservationEventSchema.safeParse({ ...event, date: '27-11-2026' }).success).toBe(false);
  });
});
