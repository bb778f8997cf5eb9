import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLongDateTime, WALL_CLOCK_FORMAT } from './long-date-time';

describe('formatLongDateTime', () => {
  it('reads the clinic wall clock as a long date and its time', () => {
    expect(formatLongDateTime('17-08-1945 10:00')).toBe('17 Agt 1945, 10:00');
    expect(formatLongDateTime('17-08-1945 10:00', 'en')).toBe('17 Aug 1945, 10:00');
  });

  it('keeps the clinic time as written, whatever the browser time zone', () => {
    expect(formatLongDateTime('01-01-2026 23:59', 'en')).toBe('01 Jan 2026, 23:59');
  });

  it('ignores blanks around the value', () => {
    expect(formatLongDateTime(' 05-03-2024 08:05 ')).toBe('05 Mar 2024, 08:05');
  });

  it('gives null for nothing or for a value that is not a real date and time', () => {
    expect(formatLongDateTime(null)).toBeNull();
    expect(formatLongDateTime(undefined)).toBeNull();
    expect(formatLongDateTime('')).toBeNull();
    expect(formatLongDateTime('2024-03-05 08:05')).toBeNull();
    expect(formatLongDateTime('31-02-2024 08:05')).toBeNull();
    expect(formatLongDateTime('05-03-2024 25:00')).toBeNull();
    expect(formatLongDateTime('05-03-2024')).toBeNull();
  });

  it('is the DD-MM-YYYY HH:mm format', () => {
    expect(WALL_CLOCK_FORMAT).toBe('DD-MM-YYYY HH:mm');
  });

  it('keeps the day, the year and the minutes of any wall clock', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2099-12-31T23:59:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const p = (n: number) => String(n).padStart(2, '0');
          const text = `${p(date.getUTCDate())}-${p(date.getUTCMonth() + 1)}-${date.getUTCFullYear()} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}`;
          const out = formatLongDateTime(text, 'en');
          expect(out).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
          expect(out!.startsWith(p(date.getUTCDate()))).toBe(true);
          expect(out).toContain(String(date.getUTCFullYear()));
          expect(out!.endsWith(`${p(date.getUTCHours())}:${p(date.getUTCMinutes())}`)).toBe(true);
        },
      ),
    );
  });
});
