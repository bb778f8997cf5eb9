import { describe, expect, it } from 'vitest';
import { emptyFilterValues, sameFilterValues, type FilterField } from './filter-bar-options';

const fields: FilterField[] = [
  { kind: 'text', name: 'name', label: 'Nama' },
  { kind: 'date', name: 'dateOfBirth', label: 'Tanggal Lahir' },
];

describe('filter values', () => {
  it('Reset gives every field empty', () => {
    expect(emptyFilterValues(fields)).toEqual({ name: '', dateOfBirth: '' });
  });

  it('a missing value counts as empty when comparing', () => {
    expect(sameFilterValues({ name: 'Ani' }, { name: 'Ani', dateOfBirth: '' })).toBe(true);
    expect(sameFilterValues({ name: 'Ani' }, { name: 'Ana' })).toBe(false);
    expect(sameFilterValues({}, { address: 'Bandung' })).toBe(false);
  });
});
