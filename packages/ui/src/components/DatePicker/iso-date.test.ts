import { describe, expect, it } from 'vitest';
import { fromIso, toIso } from './iso-date';

describe('iso-date', () => {
  it('round-trips YYYY-MM-DD', () => {
    expect(toIso(fromIso('1990-03-05'))).toBe('1990-03-05');
    expect(toIso(fromIso('2024-02-29'))).toBe('2024-02-29');
  });
  it('gives null for empty or malformed input', () => {
    expect(fromIso(null)).toBeNull();
    expect(fromIso('')).toBeNull();
    expect(fromIso('05/03/1990')).toBeNull();
    expect(toIso(null)).toBeNull();
  });
});
