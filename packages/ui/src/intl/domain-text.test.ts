import { describe, expect, it } from 'vitest';
import { domainTranslator } from './domain-text';

describe('domain texts in the ui', () => {
  it('looks a dotted key up in the locale', () => {
    expect(domainTranslator('id')('genders.MALE')).toBe('Laki-laki');
    expect(domainTranslator('en')('genders.MALE')).toBe('Male');
  });

  it('fills {{name}} placeholders', () => {
    expect(domainTranslator('en')('validation.required', { field: 'Name' })).toBe(
      'Please enter Name',
    );
  });

  it('shows the key itself when no locale has it, and leaves unknown placeholders', () => {
    expect(domainTranslator('en')('no.such.key')).toBe('no.such.key');
    expect(domainTranslator('en')('genders')).toBe('genders');
    expect(domainTranslator('id')('validation.required', {})).toBe('Harap masukkan {{field}}');
  });
});
