import { describe, expect, it } from 'vitest';
import { bodyTypeOfGender } from './body-type';

describe('the body diagram follows the patient gender', () => {
  it('a male patient gets the male body, a female patient the female body', () => {
    expect(bodyTypeOfGender('MALE')).toBe('MALE');
    expect(bodyTypeOfGender('FEMALE')).toBe('FEMALE');
  });

  it('a patient without a recorded gender still gets a body (the first type)', () => {
    expect(bodyTypeOfGender(null)).toBe('MALE');
    expect(bodyTypeOfGender(undefined)).toBe('MALE');
    expect(bodyTypeOfGender('OTHER')).toBe('MALE');
  });
});
