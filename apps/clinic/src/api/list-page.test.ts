import { describe, expect, it } from 'vitest';
import { totalCountOf } from './list-page';

describe('totalCountOf', () => {
  it('reads x-total-count', () => {
    expect(totalCountOf(new Headers({ 'x-total-count': '123' }), 50)).toBe(123);
    expect(totalCountOf(new Headers({ 'x-total-count': '0' }), 0)).toBe(0);
  });

  it('falls back to the rows on the page when the header is missing or no count', () => {
    expect(totalCountOf(new Headers(), 7)).toBe(7);
    for (const raw of ['many', '', ' ', '-1', '2.5', 'Infinity']) {
      expect(totalCountOf(new Headers({ 'x-total-count': raw }), 7), raw).toBe(7);
    }
  });
});
