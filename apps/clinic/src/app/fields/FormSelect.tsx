import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps, type Option } from './shared';
import { Select } from '@praktik/ui/Select';

export function FormSelect<T extends FieldValues>(
  props: BaseProps<T> & { items: Option[]; placeholder?: string },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        const value = field.value as string | null | undefined;
        return (
          <Select
            label={props.label}
            items={props.items}
            selectedKey={value ? value : null}
            onSelectionChange={(key) => {
              field.onChange(key == null ? '' : String(key));
              field.onBlur();
            }}
            placeholder={props.placeholder}
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
