import { describe, expect, it } from 'vitest';
import { moneyTexts } from './money.texts';
import type { TextTree } from '../intl/area-texts';
import { translatorFor } from '../test-support/translate';

const leaves = (tree: TextTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

describe('money texts', () => {
  it('has every key in Indonesian and English, and the merged resources carry these words', () => {
    const id = leaves(moneyTexts.id);
    const en = leaves(moneyTexts.en);
    expect(en.map(([key]) => key)).toEqual(id.map(([key]) => key));
    for (const [lang, entries] of [
      ['id', id],
      ['en', en],
    ] as const) {
      const t = translatorFor(lang);
      for (const [key, text] of entries) {
        expect(text.trim()).not.toBe('');
        expect(t(key)).toBe(text);
      }
    }
  });
});
