import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('budi')).toBe('%budi%');
  });

  it('escapes what LIKE would read as a wildcard or an escape', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
