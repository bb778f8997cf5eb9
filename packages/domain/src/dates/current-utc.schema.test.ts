import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUtcSchema } from './current-utc.schema';
import { DEFAULT_UTC_OFFSET_HOURS } from './utc-offset';
import { messagesOf } from '../test-support/issues';

describe('current_utc (spec 2 §7: whole hours, default 7)', () => {
  it('defaults to 7 (WIB) when absent or blank', () => {
    expect(DEFAULT_UTC_OFFSET_HOURS).toBe(7);
    expect(currentUtcSchema.parse(undefined)).toBe(7);
    expect(currentUtcSchema.parse('')).toBe(7);
    expect(currentUtcSchema.parse(null)).toBe(7);
  });

  it('works as a field of a query object, absent or given', () => {
    const query = z.object({ current_utc: currentUtcSchema });
    expect(query.parse({})).toEqual({ current_utc: 7 });
    expect(query.parse({ current_utc: '0' })).toEqual({ current_utc: 0 });
  });

  it('reads whole hours from -12 to 14', () => {
    expect(currentUtcSchema.parse('8')).toBe(8);
    expect(currentUtcSchema.parse('+9')).toBe(9);
    expect(currentUtcSchema.parse('-12')).toBe(-12);
    expect(currentUtcSchema.parse(14)).toBe(14);
  });

  it('refuses fractions, words and offsets beyond the earth’s', () => {
    for (const value of ['5.5', 'WIB', '15', '-13']) {
      expect(messagesOf(currentUtcSchema.safeParse(value), 'id')).toEqual({
        '(root)': 'Harap masukkan Zona waktu yang valid',
      });
      expect(messagesOf(currentUtcSchema.safeParse(value), 'en')).toEqual({
        '(root)': 'Please enter Valid Time zone',
      });
    }
  });
});
