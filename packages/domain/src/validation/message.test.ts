import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invalid, parseValidationMessage, required, validationMessage } from './message';

describe('validation message tokens', () => {
  it('carry the message key and its parameters', () => {
    expect(parseValidationMessage(required('fields.email'))).toEqual({
      key: 'validation.required',
      params: { field: 'fields.email' },
    });
    expect(parseValidationMessage(invalid('fields.phoneNumber')).key).toBe('validation.invalid');
  });

  it('a message without parameters is the bare key', () => {
    expect(validationMessage('validation.passwordMismatch')).toBe('validation.passwordMismatch');
    expect(parseValidationMessage('validation.passwordMismatch')).toEqual({
      key: 'validation.passwordMismatch',
      params: {},
    });
  });

  it('a sentence that is not a token comes back whole as its key', () => {
    expect(parseValidationMessage('Invalid input | expected string')).toEqual({
      key: 'Invalid input | expected string',
      params: {},
    });
    expect(parseValidationMessage('a|[1,2]')).toEqual({ key: 'a|[1,2]', params: {} });
  });

  it('round-trips any parameters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((k) => k !== '__proto__'),
          fc.oneof(fc.string(), fc.integer()),
        ),
        (params) => {
          const parsed = parseValidationMessage(validationMessage('validation.minLength', params));
          expect(parsed.key).toBe('validation.minLength');
          expect(parsed.params).toEqual(params);
        },
      ),
    );
  });
});
