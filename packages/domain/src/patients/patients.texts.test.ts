import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import { IDENTIFICATION_TYPE_LABEL_KEYS, IDENTIFICATION_TYPES } from './identification';
import { patientsTexts } from './patients.texts';

describe('patient texts', () => {
  it('every field name and label the patient rules produce reads in both languages', () => {
    const keys = [
      ...Object.keys(patientsTexts.id.fields).map((name) => `fields.${name}`),
      ...IDENTIFICATION_TYPES.map((type) => IDENTIFICATION_TYPE_LABEL_KEYS[type]),
    ];
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of keys) expect(t(key)).not.toBe('');
    }
  });

  it('quotes the spec: "Harap masukkan Nomor KTP 16 angka"', () => {
    const t = translatorFor('id');
    expect(t('validation.length16', { field: t('fields.ktpNumber') })).toBe(
      'Harap masukkan Nomor KTP 16 angka',
    );
    expect(translatorFor('en')('fields.ktpNumber')).toBe('KTP number');
  });
});
