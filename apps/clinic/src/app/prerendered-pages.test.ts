import { describe, expect, it } from 'vitest';
import { reserveTargetOf } from '../routes/booking/booking-links';
import { PRERENDERED_PAGES, renderedAddressOf, showsRenderedPage } from './prerendered-pages';

describe('the pages rendered ahead', () => {
  it('are rendered at their path, or with placeholders for the query they stand for', () => {
    expect(PRERENDERED_PAGES.map(renderedAddressOf)).toEqual([
      '/',
      '/login',
      '/pasien',
      '/reservation-pasien?serviceId=-&clinicId=-',
    ]);
  });

  it('stand for a visit without a query; one with a query the page may read is drawn by the app', () => {
    expect(showsRenderedPage('/login', new URLSearchParams())).toBe(true);
    expect(showsRenderedPage('/login', new URLSearchParams('next=/dashboard/patient'))).toBe(false);
    expect(showsRenderedPage('/dashboard', new URLSearchParams())).toBe(false);
  });

  it('stand for every shared booking link the booking page reads a clinic and service from', () => {
    for (const query of [
      'serviceId=a&clinicId=b',
      'clinicId=b&serviceId=a&utm_source=wa',
      'serviceId=a',
      'serviceId=%20&clinicId=b',
      '',
    ]) {
      const params = new URLSearchParams(query);
      expect(showsRenderedPage('/reservation-pasien', params), query).toBe(
        reserveTargetOf(params) !== null,
      );
    }
  });
});
