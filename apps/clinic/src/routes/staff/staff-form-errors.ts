import type { FieldError } from '../../api/error';

/** The staff call's field names (spec 2 §7) as the form names them (domain `requestOf`'s inverse). */
const FORM_FIELD_OF: Record<string, string> = {
  userPhoneNumber: 'phoneNumber',
  userDob: 'dateOfBirth',
  userGender: 'gender',
  userAddress: 'address',
};

/** The server's field errors under the form's names, so each shows beside its own field. */
export function staffFormFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.map(({ field, message }) => ({ field: FORM_FIELD_OF[field] ?? field, message }));
}
