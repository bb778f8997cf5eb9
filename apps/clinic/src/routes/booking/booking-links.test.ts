import { describe, expect, it } from 'vitest';
import {
  cancelPath,
  reservationLinkOf,
  reservePath,
  reserveTargetOf,
  successPath,
} from './booking-links';

describe('booking links', () => {
  it('carries the chosen service and clinic to the reservation page and back out of it', () => {
    const path = reservePath({ serviceId: 'svc 1', clinicId: 'c-9' });
    expect(path).toBe('/reservation-pasien?serviceId=svc+1&clinicId=c-9');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(reserveTargetOf(query)).toEqual({ serviceId: 'svc 1', clinicId: 'c-9' });
  });

  it('keeps a token with reserved characters intact through the success and cancel links', () => {
    const link = { id: 'r1', token: 'ab+c/d=' };
    for (const path of [successPath(link), cancelPath(link)]) {
      expect(reservationLinkOf(new URLSearchParams(path.split('?')[1]))).toEqual(link);
    }
    expect(cancelPath(link).startsWith('/reservation-cancel?')).toBe(true);
  });

  it('reads no booking from a link without its token', () => {
    expect(reservationLinkOf(new URLSearchParams('id=r1'))).toBeNull();
  });
});
