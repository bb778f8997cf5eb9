import { describe, expect, it } from 'vitest';
import { mergeTextTrees } from './area-texts';

describe('merging the areas’ texts', () => {
  it('keeps every key of every area, nested namespaces included', () => {
    const merged = mergeTextTrees([
      { validation: { required: 'Harap masukkan {{field}}' } },
      { validation: { selectTime: 'Harap pilih waktu' }, status: { BOOKED: 'Reservasi' } },
    ]);
    expect(merged).toEqual({
      validation: { required: 'Harap masukkan {{field}}', selectTime: 'Harap pilih waktu' },
      status: { BOOKED: 'Reservasi' },
    });
  });

  it('accepts the same text written twice', () => {
    expect(mergeTextTrees([{ fields: { name: 'Nama' } }, { fields: { name: 'Nama' } }])).toEqual({
      fields: { name: 'Nama' },
    });
  });

  it('refuses a key two areas give different words, naming the key', () => {
    expect(() =>
      mergeTextTrees([{ fields: { name: 'Nama' } }, { fields: { name: 'Nama lengkap' } }]),
    ).toThrow('fields.name');
    expect(() => mergeTextTrees([{ fields: { name: 'Nama' } }, { fields: 'Kolom' }])).toThrow(
      'fields',
    );
  });
});
