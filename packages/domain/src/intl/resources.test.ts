import { describe, expect, it } from 'vitest';
import { AREA_TEXTS, domainResources } from './resources';
import type { TextTree } from './area-texts';
import { allMenuLabelKeys } from '../access/menu';
import { allPageTitleKeys } from '../shell/page-title';
import { VALIDATION_KEYS } from '../validation/message';
import { ROLE_LABEL_KEYS, ROLES } from '../access/roles';
import { translatorFor } from '../test-support/translate';
import { bookingMailTexts } from '../reservations/booking-mail.texts';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('domain texts', () => {
  it('Indonesian and English have exactly the same keys', () => {
    expect(keysOf(domainResources.en).sort()).toEqual(keysOf(domainResources.id).sort());
  });

  it('every key the domain produces has a text in both languages', () => {
    const produced = [
      ...allMenuLabelKeys(),
      ...allPageTitleKeys(),
      ...VALIDATION_KEYS,
      ...ROLES.map((role) => ROLE_LABEL_KEYS[role]),
    ];
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of produced) expect(() => t(key)).not.toThrow();
    }
  });

  it('quotes the spec message templates in English', () => {
    const t = translatorFor('en');
    expect(t('validation.required', { field: 'Email' })).toBe('Please enter Email');
    expect(t('validation.invalid', { field: 'Email' })).toBe('Please enter Valid Email');
    expect(t('validation.length16', { field: 'KTP number' })).toBe(
      'Please enter KTP number 16 Length',
    );
    expect(t('validation.passwordMismatch')).toBe(
      'Password and password confirmation is not the same',
    );
  });

  it('the booking mail’s texts have each key in Indonesian and English, and no area’s key', () => {
    expect(keysOf(bookingMailTexts.en).sort()).toEqual(keysOf(bookingMailTexts.id).sort());
    for (const key of keysOf(bookingMailTexts.id)) {
      expect(translatorValue(bookingMailTexts.id, key).trim(), key).not.toBe('');
      expect(translatorValue(domainResources.id as TextTree, key), key).toBeUndefined();
    }
  });

  it('every area has each key in Indonesian and English, and the merged resources carry its words', () => {
    const leaves = (tree: TextTree): [string, string][] =>
      keysOf(tree).map((key) => [key, translatorValue(tree, key)]);
    for (const texts of AREA_TEXTS) {
      const id = leaves(texts.id);
      const en = leaves(texts.en as TextTree);
      expect(en.map(([key]) => key).sort()).toEqual(id.map(([key]) => key).sort());
      for (const [lang, entries] of [
        ['id', id],
        ['en', en],
      ] as const) {
        for (const [key, text] of entries) {
          expect(text.trim(), key).not.toBe('');
          expect(translatorValue(domainResources[lang] as TextTree, key), key).toBe(text);
        }
      }
    }
  });
});

function translatorValue(tree: TextTree, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree) as string;
}
