import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import { translator } from './strings';

describe('ui strings', () => {
  it('id and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
  });

  it('keys are component.message and no text is empty', () => {
    for (const table of [id, en]) {
      for (const [key, text] of Object.entries(table)) {
        expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('both locales use the same placeholders per key', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(id) as (keyof typeof id)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(id[key]));
    }
  });

  it('fills placeholders', () => {
    expect(translator('id')('multiSelect.selectedCount', { count: 3 })).toBe('3 dipilih');
    expect(translator('en')('multiSelect.selectedCount', { count: 3 })).toBe('3 selected');
  });
});
