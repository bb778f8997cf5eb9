import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps } from './shared';
import { DatePicker } from '@praktik/ui/DatePicker';

export function FormDatePicker<T extends FieldValues>(
  props: BaseProps<T> & {
    minValue?: string;
    maxValue?: string;
    /** After the user picks a date (the slots or another field may depend on it). */
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
        return (
          <DatePicker
            label={props.label}
            value={value ? value : null}
            onChange={(iso) => {
              field.onChange(iso ?? '');
              field.onBlur();
              props.onChosen?.();
            }}
            minValue={props.minValue}
            maxValue={props.maxValue}
            isRequired={props.isRequired && !props.isReadOnly}
            isReadOnly={props.isReadOnly}
            isDisabled={props.isDisabled}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}
