import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import { staffTexts } from './staff.texts';

describe('staff texts', () => {
  it('every field name the staff form produces reads in both languages', () => {
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const name of Object.keys(staffTexts.id.fields))
        expect(t(`fields.${name}`)).not.toBe('');
      // reused from other areas: the staff form names these too
      for (const key of ['fields.identificationNumber', 'fields.confirmPassword']) {
        expect(t(key)).not.toBe('');
      }
    }
  });
});
