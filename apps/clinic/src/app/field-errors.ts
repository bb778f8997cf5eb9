import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/error';

/**
 * The server's fieldErrors (already in the user's language) shown under their fields.
 * A field the form does not have is left to the toast that shows `detail`.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): void {
  if (!isApiError(error)) return;
  for (const { field, message } of error.fieldErrors) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
