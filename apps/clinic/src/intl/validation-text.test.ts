import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@praktik/domain/validation/message';

// Unit tests run in node: i18n.ts sets the page's lang attribute when it loads.
Object.assign(globalThis, { document: { documentElement: {} } });
const { i18n, startTexts, validationText } = await import('./i18n');
startTexts();
beforeAll(() => i18n.changeLanguage('id'));

describe('validationText', () => {
  it('translates a domain token into the current language', async () => {
    await i18n.changeLanguage('id');
    const token = validationMessage('validation.required', { field: 'fields.email' });
    expect(validationText(token)).toBe('Harap masukkan Email');
  });

  it('shows a server message as sent, dots and colons included', async () => {
    await i18n.changeLanguage('id');
    const sentence = 'Nomor rekam medis RM-001 sudah dipakai: pilih nomor lain.';
    expect(validationText(sentence)).toBe(sentence);
  });
});
