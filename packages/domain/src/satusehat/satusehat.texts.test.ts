import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import { satusehatTexts } from './satusehat.texts';

describe('SATUSEHAT texts', () => {
  it('every field name the integration forms produce reads in both languages', () => {
    const keys = Object.keys(satusehatTexts.id.fields).map((name) => `fields.${name}`);
    expect(keys).toHaveLength(12);
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of keys) expect(t(key)).not.toBe('');
    }
  });
});
