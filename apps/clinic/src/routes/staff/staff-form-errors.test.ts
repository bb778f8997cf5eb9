import { describe, expect, it } from 'vitest';
import { staffFormFieldErrors } from './staff-form-errors';

describe('staff form field errors', () => {
  it('puts the call field names on the form fields; the rest keep their name', () => {
    expect(
      staffFormFieldErrors([
        { field: 'userPhoneNumber', message: 'a' },
        { field: 'userDob', message: 'b' },
        { field: 'userGender', message: 'c' },
        { field: 'userAddress', message: 'd' },
        { field: 'email', message: 'e' },
      ]).map((e) => e.field),
    ).toEqual(['phoneNumber', 'dateOfBirth', 'gender', 'address', 'email']);
  });

  it('puts the IHS number’s error under its own field', () => {
    expect(
      staffFormFieldErrors([{ field: 'satuSehatPractitionerId', message: 'too long' }]),
    ).toEqual([{ field: 'satuSehatPractitionerId', message: 'too long' }]);
  });
});
