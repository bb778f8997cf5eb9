import { describe, expect, it } from 'vitest';
import { languageFromHeader, translatorFor } from './i18n';

describe('languageFromHeader', () => {
  it('takes the first supported language by quality, Indonesian otherwise', () => {
    expect(languageFromHeader(undefined)).toBe('id');
    expect(languageFromHeader('en')).toBe('en');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('fr-FR,fr;q=0.9,en;q=0.8,id;q=0.7')).toBe('en');
    expect(languageFromHeader('en;q=0.5,id;q=0.9')).toBe('id');
    expect(languageFromHeader('de, fr')).toBe('id');
    expect(languageFromHeader('en;q=0')).toBe('id');
  });
});

describe('server texts', () => {
  it('sit beside the domain texts in both languages', () => {
    expect(translatorFor('id')('errors.wrongCredentials')).toBe('Email atau kata sandi salah');
    expect(translatorFor('en')('errors.wrongCredentials')).toBe('Wrong e-mail or password');
    expect(translatorFor('en')('fields.email')).toBe('Email');
    expect(translatorFor('id')('fields.fileType')).toBe('Jenis berkas');
  });

  it('label a receipt number with the domain’s one text, in the exports too', () => {
    expect(translatorFor('id')('paymentHistory.columns.receiptNumber')).toBe('No. Kuitansi');
    expect(translatorFor('en')('paymentHistory.columns.receiptNumber')).toBe('Receipt no.');
  });
});

function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('module texts', () => {
  it('every module has the same keys in id and en', async () => {
    const { MODULE_TEXTS } = await import('./module-texts');
    for (const texts of MODULE_TEXTS) {
      expect(keysOf(texts.id).sort()).toEqual(keysOf(texts.en).sort());
    }
  });

  it('no two modules give one key different words (the later would silently win)', async () => {
    const { MODULE_TEXTS } = await import('./module-texts');
    for (const language of ['id', 'en'] as const) {
      const firstWords = new Map<string, string>();
      for (const texts of MODULE_TEXTS) {
        for (const [key, words] of entriesOf(texts[language])) {
          const earlier = firstWords.get(key);
          if (earlier !== undefined) expect(`${key}: ${words}`).toBe(`${key}: ${earlier}`);
          firstWords.set(key, words);
        }
      }
    }
  });
});

type NestedTexts = { [key: string]: string | NestedTexts };

function entriesOf(texts: NestedTexts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}
