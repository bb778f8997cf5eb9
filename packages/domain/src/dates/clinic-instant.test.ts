import { describe, expect, it } from 'vitest';
import { clinicInstant } from './clinic-instant';

describe('clinicInstant', () => {
  it('reads a clinic’s wall clock at +7 as the instant seven hours earlier in UTC', () => {
    expect(clinicInstant('2026-12-01', '09:00:00', 7).toISOString()).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    // Early morning in Jakarta is the evening before in UTC.
    expect(clinicInstant('2026-12-01', '06:30', 7).toISOString()).toBe('2026-11-30T23:30:00.000Z');
  });

  it('takes the end of the day and other offsets', () => {
    expect(clinicInstant('2026-12-01', '24:00:00', 7).toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
    expect(clinicInstant('2026-12-01', '09:00:00', 9).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });

  it('refuses what is not a time', () => {
    expect(() => clinicInstant('2026-12-01', '9 pagi', 7)).toThrow(RangeError);
  });
});
