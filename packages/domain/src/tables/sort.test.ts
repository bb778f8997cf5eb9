import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextSort, parseSortParam, parseSortParts, sortParam, type SortState } from './sort';
import { translatorFor } from '../test-support/translate';

describe('table sorting (spec 1 §4)', () => {
  it('cycles none, then asc, then desc, then none on the same column', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ key: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
  });

  it('starts another column at asc, whatever the current direction', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, 'dob')).toEqual({
      key: 'dob',
      direction: 'asc',
    });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'dob')).toEqual({
      key: 'dob',
      direction: 'asc',
    });
  });

  it('comes back to where it was after three clicks on the same column', () => {
    const state = fc.option(
      fc.record({ key: fc.string(), direction: fc.constantFrom('asc' as const, 'desc' as const) }),
    );
    fc.assert(
      fc.property(state, fc.string(), (start: SortState, key) => {
        const afterThree = nextSort(nextSort(nextSort(start, key), key), key);
        // from another column the three clicks are asc, desc, none
        if (start === null || start.key !== key) expect(afterThree).toBeNull();
        else expect(afterThree).toEqual(start);
      }),
    );
  });

  it('writes the API sort query as key,direction and nothing when unsorted', () => {
    expect(sortParam({ key: 'start', direction: 'desc' })).toBe('start,desc');
    expect(sortParam({ key: 'name', direction: 'asc' })).toBe('name,asc');
    expect(sortParam(null)).toBeUndefined();
  });
});

describe('reading the sort query on the server', () => {
  const keys = ['name', 'start'] as const;
  const fallback = { key: 'start', direction: 'desc' } as const;

  it('reads an allowed key and direction', () => {
    expect(parseSortParam('name,asc', keys, fallback)).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSortParam(' name , DESC ', keys, fallback)).toEqual({
      key: 'name',
      direction: 'desc',
    });
  });

  it('sorts ascending when only the key is given', () => {
    expect(parseSortParam('name', keys, fallback)).toEqual({ key: 'name', direction: 'asc' });
  });

  it('falls back to the list default for an absent, unknown or malformed sort', () => {
    expect(parseSortParam(undefined, keys, fallback)).toBe(fallback);
    expect(parseSortParam(null, keys, fallback)).toBe(fallback);
    expect(parseSortParam('', keys, fallback)).toBe(fallback);
    expect(parseSortParam('password,asc', keys, fallback)).toBe(fallback);
    expect(parseSortParam('name,sideways', keys, fallback)).toBe(fallback);
    expect(parseSortParam('name,asc,extra', keys, fallback)).toBe(fallback);
    expect(parseSortParam(',asc', keys, fallback)).toBe(fallback);
  });

  it('round-trips every state it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.constantFrom('asc', 'desc'), (key, direction) => {
        const text = sortParam({ key, direction: direction as 'asc' | 'desc' });
        expect(parseSortParam(text, keys, fallback)).toEqual({ key, direction });
      }),
    );
  });

  it('has a label for each sort state in both languages', () => {
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const state of ['asc', 'desc', 'none']) expect(t(`tables.sort.${state}`)).toBeTruthy();
      expect(t('fields.sort')).toBeTruthy();
    }
  });
});

describe('reading a sort carried as two query values (spec 2 §7)', () => {
  const keys = ['name', 'price'] as const;
  const fallback = { key: 'name', direction: 'asc' } as const;

  it('reads sortKey and sortValue, or sort_by and sort_order', () => {
    expect(parseSortParts('price', 'desc', keys, fallback)).toEqual({
      key: 'price',
      direction: 'desc',
    });
    expect(parseSortParts('price', undefined, keys, fallback)).toEqual({
      key: 'price',
      direction: 'asc',
    });
    expect(parseSortParts('price', '', keys, fallback)).toEqual({ key: 'price', direction: 'asc' });
  });

  it('falls back on an unknown key or direction', () => {
    expect(parseSortParts(undefined, 'desc', keys, fallback)).toBe(fallback);
    expect(parseSortParts(null, null, keys, fallback)).toBe(fallback);
    expect(parseSortParts('price', 'up', keys, fallback)).toBe(fallback);
  });
});
