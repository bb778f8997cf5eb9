import { describe, expect, it } from 'vitest';
import { clinicDateTime } from './clinic-date-time';

describe('clinicDateTime', () => {
  it('writes the instant on the clinic’s wall clock, DD-MM-YYYY HH:mm', () => {
    expect(clinicDateTime(new Date('2026-11-23T02:30:00Z'), 7)).toBe('23-11-2026 09:30');
    expect(clinicDateTime(new Date('2026-12-31T20:05:00Z'), 7)).toBe('01-01-2027 03:05');
    expect(clinicDateTime(new Date('2026-03-01T00:00:00Z'), 9)).toBe('01-03-2026 09:00');
    expect(clinicDateTime(new Date('2026-03-01T03:00:00Z'), -5)).toBe('28-02-2026 22:00');
  });
});
