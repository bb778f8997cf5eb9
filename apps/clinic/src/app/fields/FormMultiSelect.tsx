import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps, type Option } from './shared';
import { MultiSelect } from '@praktik/ui/MultiSelect';

export function FormMultiSelect<T extends FieldValues>(props: BaseProps<T> & { items: Option[] }) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        return (
          <MultiSelect
            label={props.label}
            items={props.items}
            selectedKeys={(field.value as string[] | null | undefined) ?? []}
            onChange={(keys) => {
              field.onChange(keys.map(String));
              field.onBlur();
            }}
            isRequired={props.isRequired}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}
