import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps, type Option } from './shared';
import { Select } from '@praktik/ui/Select';
import { TextField } from '@praktik/ui/TextField';

export function FormSelect<T extends FieldValues>(
  props: BaseProps<T> & {
    items: Option[];
    placeholder?: string;
    /** The options are still loading: opened meanwhile, the list says so. */
    isLoading?: boolean;
    /** After the user picks an option (a rule of another field may depend on it). */
    onChosen?: () => void;
  },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        const value = field.value as string | null | undefined;
        // A Select has no read-only state: read only, the choice shows as read-only text.
        if (props.isReadOnly) {
          return (
            <TextField
              label={props.label}
              value={props.items.find((item) => item.id === value)?.label ?? ''}
              isReadOnly
            />
          );
        }
        return (
          <Select
            label={props.label}
            items={props.items}
            selectedKey={value ? value : null}
            onSelectionChange={(key) => {
              field.onChange(key == null ? '' : String(key));
              field.onBlur();
              props.onChosen?.();
            }}
            placeholder={props.placeholder}
            description={props.description}
            isRequired={props.isRequired}
            isDisabled={props.isDisabled}
            isLoading={props.isLoading}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}
