import { describe, expect, it } from 'vitest';
import { sharedBookingTargetOf } from './shared-booking-link';

describe('sharedBookingTargetOf', () => {
  it('reads the service and the clinic, trimmed', () => {
    const query = new URLSearchParams({ serviceId: ' svc 1 ', clinicId: 'c-9 ' });
    expect(sharedBookingTargetOf(query)).toEqual({ serviceId: 'svc 1', clinicId: 'c-9' });
  });

  it.each([
    ['no service', 'clinicId=c-9'],
    ['no clinic', 'serviceId=svc'],
    ['a blank service', 'serviceId=%20&clinicId=c-9'],
    ['a blank clinic', 'serviceId=svc&clinicId='],
  ])('names no target with %s', (_, query) => {
    expect(sharedBookingTargetOf(new URLSearchParams(query))).toBeNull();
  });
});
