import { describe, expect, it } from 'vitest';
import { googleCalendarLink } from './google-calendar-link';

describe('googleCalendarLink', () => {
  it('is Google’s event template with the visit’s UTC span, title, details and place', () => {
    const link = new URL(
      googleCalendarLink({
        title: 'Klinik Sehat: dr. Andi',
        start: new Date('2026-12-01T02:00:00Z'),
        end: new Date('2026-12-01T02:30:00Z'),
        details: 'Konsultasi & kontrol',
        location: 'Jl. Margonda Raya No. 100, Depok',
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Klinik Sehat: dr. Andi',
      dates: '20261201T020000Z/20261201T023000Z',
      details: 'Konsultasi & kontrol',
      location: 'Jl. Margonda Raya No. 100, Depok',
    });
  });
});
