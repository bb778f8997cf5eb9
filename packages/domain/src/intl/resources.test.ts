import { describe, expect, it } from 'vitest';
import { domainResources } from './resources';
import { allMenuLabelKeys } from '../access/menu';
import { allPageTitleKeys } from '../shell/page-title';
import { VALIDATION_KEYS } from '../validation/message';
import { ROLE_LABEL_KEYS, ROLES } from '../access/roles';
import { translatorFor } from '../test-support/translate';

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
});
