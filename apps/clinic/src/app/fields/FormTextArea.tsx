import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps } from './shared';
import { TextArea } from '@praktik/ui/TextArea';

export function FormTextArea<T extends FieldValues>(props: BaseProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        return (
          <TextArea
            label={props.label}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
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
