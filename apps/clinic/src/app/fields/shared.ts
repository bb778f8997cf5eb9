import type { Control, FieldPath, FieldValues } from 'react-hook-form';

export interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
  /** Show the error only once the field was changed (spec 1 §5, change password). */
  errorsAfterChange?: boolean;
}

export interface Option {
  id: string;
  label: string;
}

/** The error text to show, or nothing (before the first change when asked to wait). */
export function shownError(
  fieldState: { error?: { message?: string }; isDirty: boolean; isTouched: boolean },
  afterChange: boolean | undefined,
  text: (error: { message?: string } | undefined) => string | undefined,
): string | undefined {
  if (!fieldState.error) return undefined;
  if (afterChange && !fieldState.isDirty && !fieldState.isTouched) return undefined;
  return text(fieldState.error);
}
