import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAllergy, normalizeAllergies, removeAllergy, type Allergy } from './allergies';

const allergy = fc.record({ name: fc.string({ maxLength: 12 }), isNew: fc.boolean() });

describe('allergy tags (spec 1 §3)', () => {
  it('adds a typed tag, trimmed and flagged new', () => {
    expect(addAllergy([], '  Udang ')).toEqual([{ name: 'Udang', isNew: true }]);
  });

  it('does not add a blank tag or one already there in another case', () => {
    const list: Allergy[] = [{ name: 'Udang', isNew: false }];
    expect(addAllergy(list, '   ')).toEqual(list);
    expect(addAllergy(list, 'UDANG')).toEqual(list);
  });

  it('a tag known to the clinic is added as not new', () => {
    expect(addAllergy([], 'Debu', false)).toEqual([{ name: 'Debu', isNew: false }]);
  });

  it('removes the tag at a position', () => {
    const list = addAllergy(addAllergy([], 'Udang'), 'Debu');
    expect(removeAllergy(list, 0)).toEqual([{ name: 'Debu', isNew: true }]);
  });

  it('a normalised list has no blank and no case-insensitive duplicate, and stays as it is', () => {
    fc.assert(
      fc.property(fc.array(allergy, { maxLength: 10 }), (list) => {
        const normalized = normalizeAllergies(list);
        const keys = normalized.map((a) => a.name.toLocaleLowerCase('id'));
        expect(new Set(keys).size).toBe(keys.length);
        expect(normalized.every((a) => a.name !== '' && a.name === a.name.trim())).toBe(true);
        expect(normalizeAllergies(normalized)).toEqual(normalized);
      }),
    );
  });
});
