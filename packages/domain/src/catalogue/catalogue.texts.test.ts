import { describe, expect, it } from 'vitest';
import { catalogueTexts } from './catalogue.texts';
import { translatorFor } from '../test-support/translate';

describe('catalogue texts', () => {
  it('has every key in both languages', () => {
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of Object.keys(catalogueTexts.id.fields)) {
        expect(t(`fields.${key}`)).not.toBe('');
      }
    }
    expect(Object.keys(catalogueTexts.en.fields)).toEqual(Object.keys(catalogueTexts.id.fields));
  });
});
