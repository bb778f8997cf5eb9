import { describe, expect, it } from 'vitest';
import { translateValidationToken } from './translate-issue';
import { required, validationMessage } from '../validation/message';
import { translatorFor } from '../test-support/translate';

describe('translating validation tokens', () => {
  it('translates the field name inside the message', () => {
    expect(translateValidationToken(required('fields.email'), translatorFor('id'))).toBe(
      'Harap masukkan Email',
    );
    expect(translateValidationToken(required('fields.phoneNumber'), translatorFor('en'))).toBe(
      'Please enter Phone number',
    );
  });
  it('passes numbers through', () => {
    const token = validationMessage('validation.minLength', { field: 'fields.password', min: 8 });
    expect(translateValidationToken(token, translatorFor('id'))).toBe(
      'Kata sandi minimal 8 karakter',
    );
  });
  it('keeps plain string parameters as they are', () => {
    const token = validationMessage('validation.required', { field: 'Nomor KTP' });
    expect(translateValidationToken(token, translatorFor('id'))).toBe('Harap masukkan Nomor KTP');
  });
});
