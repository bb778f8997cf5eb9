import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps } from './shared';
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
            label={props.label}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete={props.autoComplete}
            description={props.description}
            isRequired={props.isRequired}
            isDisabled={props.isDisabled}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}
