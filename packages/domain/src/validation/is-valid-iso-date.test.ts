import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidIsoDate } from './fields';

dayjs.extend(customParseFormat);

const pad = (value: number, length: number) => String(value).padStart(length, '0');

describe('isValidIsoDate', () => {
  it('takes real days and refuses the rest', () => {
    expect(isValidIsoDate('2026-11-26')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-00-10')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('0020-01-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(isValidIsoDate(' 2026-11-26')).toBe(false);
  });

  it('agrees with dayjs’s strict YYYY-MM-DD parse, which it replaced, on every such text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isValidIsoDate(text), text).toBe(dayjs(text, 'YYYY-MM-DD', true).isValid());
        },
      ),
      { numRuns: 5000 },
    );
  });
});
