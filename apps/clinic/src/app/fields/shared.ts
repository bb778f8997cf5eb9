import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

export interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown, focusable and readable, not editable (a detail screen showing its form). */
  isReadOnly?: boolean;
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

/**
 * What every text-like control (text field, password, text area) takes from the form: the
 * value as a string, the form's handlers, and the label, help and error the page gave it.
 */
export function textControlProps<T extends FieldValues>(
  props: BaseProps<T>,
  field: ControllerRenderProps<T, FieldPath<T>>,
  error: string | undefined,
) {
  return {
    label: props.label,
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    // A read-only field needs neither help for typing nor the required mark.
    description: props.isReadOnly ? undefined : props.description,
    isRequired: props.isRequired && !props.isReadOnly,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    isInvalid: !!error,
    errorMessage: error,
  };
}
