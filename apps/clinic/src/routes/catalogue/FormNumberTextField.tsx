import { useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { TextField } from '@praktik/ui/TextField';
import { useFieldError } from '../../app/use-field-error';
import { shownError, type BaseProps } from '../../app/fields/shared';

/**
 * A whole number typed as text (a price `1.500.000`, a number of visits): the form holds the
 * number `parse` reads, or the text itself when it reads none, so the domain schema says what is
 * wrong with it. The text stays as typed while the field has focus.
 */
export function FormNumberTextField<T extends FieldValues>(
  props: BaseProps<T> & {
    parse: (text: string) => number | null;
    format: (value: number) => string;
  },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberText
          {...props}
          value={field.value as unknown}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={shownError(fieldState, fieldError)}
        />
      )}
    />
  );
}

function NumberText<T extends FieldValues>(
  props: BaseProps<T> & {
    parse: (text: string) => number | null;
    format: (value: number) => string;
    value: unknown;
    onChange: (value: unknown) => void;
    onBlur: () => void;
    inputRef: (element: HTMLInputElement | null) => void;
    error: string | undefined;
  },
) {
  const shown = typeof props.value === 'number' ? props.format(props.value) : '';
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      label={props.label}
      name={props.name}
      value={text ?? (typeof props.value === 'string' ? props.value : shown)}
      onChange={(next) => {
        setText(next);
        props.onChange(next.trim() === '' ? undefined : (props.parse(next) ?? next));
      }}
      onBlur={() => {
        setText(null);
        props.onBlur();
      }}
      inputRef={props.inputRef}
      inputMode="numeric"
      autoComplete="off"
      isRequired={props.isRequired && !props.isReadOnly}
      isReadOnly={props.isReadOnly}
      isDisabled={props.isDisabled}
      isInvalid={!!props.error}
      errorMessage={props.error}
    />
  );
}
