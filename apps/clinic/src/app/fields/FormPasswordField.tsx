import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, textControlProps, type BaseProps } from './shared';
import { PasswordField } from '@praktik/ui/PasswordField';

export function FormPasswordField<T extends FieldValues>(
  props: BaseProps<T> & { autoComplete?: 'current-password' | 'new-password' | 'off' },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        return (
          <PasswordField
            {...textControlProps(props, field, error)}
            autoComplete={props.autoComplete}
          />
        );
      }}
    />
  );
}
