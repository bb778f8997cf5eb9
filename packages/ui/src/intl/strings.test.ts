import { describe, expect, it } from 'vitest';
import { mergeUiStrings, translator, type UiStringTable } from './strings';

/** Every component's `*.strings.json`, by path relative to the components folder. */
const STRING_FILES: Record<string, UiStringTable> = Object.fromEntries(
  Object.entries(
    import.meta.glob<UiStringTable>('../components/**/*.strings.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, table]) => [path.replace('../components/', ''), table]),
);

describe('ui strings', () => {
  it('each file holds id and en with exactly the same keys', () => {
    expect(Object.keys(STRING_FILES).length).toBeGreaterThan(30);
    for (const [path, table] of Object.entries(STRING_FILES)) {
      expect(Object.keys(table).sort(), path).toEqual(['en', 'id']);
      expect(Object.keys(table.en).sort(), path).toEqual(Object.keys(table.id).sort());
    }
  });

  it('a file is named after the one component prefix of its keys, owned by no other file', () => {
    const owners = new Map<string, string>();
    for (const [path, table] of Object.entries(STRING_FILES)) {
      const prefix = path.split('/').pop()!.replace('.strings.json', '');
      for (const key of Object.keys(table.id)) {
        expect(key, path).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
        expect(key.split('.')[0], path).toBe(prefix);
      }
      expect(owners.get(prefix), prefix).toBeUndefined();
      owners.set(prefix, path);
    }
  });

  it('no text is empty and both locales use the same placeholders per key', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [path, table] of Object.entries(STRING_FILES)) {
      for (const [key, text] of Object.entries(table.id)) {
        expect(text.trim(), `${path} ${key}`).not.toBe('');
        expect(table.en[key]!.trim(), `${path} ${key}`).not.toBe('');
        expect(placeholders(table.en[key]!), `${path} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

describe('translator', () => {
  // English lacks one text, to show the fallback.
  const strings = {
    id: { 'multiSelect.selectedCount': '{count} dipilih', 'multiSelect.only': 'Hanya di sini' },
    en: { 'multiSelect.selectedCount': '{count} selected' } as Record<string, string>,
  };

  it('fills placeholders in the locale asked', () => {
    expect(translator(strings, 'id')('multiSelect.selectedCount', { count: 3 })).toBe('3 dipilih');
    expect(translator(strings, 'en')('multiSelect.selectedCount', { count: 3 })).toBe('3 selected');
  });

  it('falls back to Indonesian for a text the locale lacks', () => {
    expect(translator(strings, 'en')('multiSelect.only')).toBe('Hanya di sini');
  });

  it('merges several components’ tables into one', () => {
    const merged = mergeUiStrings(
      { id: { 'alert.close': 'Tutup' }, en: { 'alert.close': 'Close' } },
      { id: { 'toast.info': 'Info' }, en: { 'toast.info': 'Note' } },
    );
    expect(translator(merged, 'en')('alert.close')).toBe('Close');
    expect(translator(merged, 'en')('toast.info')).toBe('Note');
  });
});
