import type { Control, FieldPath, FieldValues } from 'react-hook-form';

export interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
}

export interface Option {
  id: string;
  label: string;
}

/**
 * The error text to show, or nothing. When errors appear (on submit, on blur, on change) is the
 * form's `mode`; a field only reports what the form has found.
 */
export function shownError(
  fieldState: { error?: { message?: string } },
  text: (error: { message?: string } | undefined) => string | undefined,
): string | undefined {
  return fieldState.error ? text(fieldState.error) : undefined;
}
