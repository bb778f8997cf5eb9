import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, textControlProps, type BaseProps } from './shared';
import { TextField } from '@praktik/ui/TextField';

interface TextProps<T extends FieldValues> extends BaseProps<T> {
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  autoComplete?: string;
}

export function FormTextField<T extends FieldValues>(props: TextProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        return (
          <TextField
            {...textControlProps(props, field, error)}
            type={props.type}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
          />
        );
      }}
    />
  );
}
