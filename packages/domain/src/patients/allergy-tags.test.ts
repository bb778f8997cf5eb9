import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGY_TAG_COUNT, allergyTagOf } from './allergy-tags';

describe('allergy badge colours (spec 1)', () => {
  it('the first three allergies take colours 1, 2 and 3, then the colours start again', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(allergyTagOf)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(ALLERGY_TAG_COUNT).toBe(3);
  });

  it('colours cycle with period three', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (index) => {
        expect(allergyTagOf(index + ALLERGY_TAG_COUNT)).toBe(allergyTagOf(index));
        expect([1, 2, 3]).toContain(allergyTagOf(index));
      }),
    );
  });

  it('an odd index (negative, fractional, not a number) still gets a colour', () => {
    expect(allergyTagOf(-1)).toBe(3);
    expect(allergyTagOf(4.7)).toBe(2);
    expect(allergyTagOf(Number.NaN)).toBe(1);
  });
});
