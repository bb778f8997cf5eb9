import { describe, expect, it } from 'vitest';
import { isGender } from './history-view';

describe('history view helpers', () => {
  it('knows the genders the texts name', () => {
    expect(isGender('MALE')).toBe(true);
    expect(isGender('FEMALE')).toBe(true);
    expect(isGender('X')).toBe(false);
    expect(isGender(null)).toBe(false);
  });
});
