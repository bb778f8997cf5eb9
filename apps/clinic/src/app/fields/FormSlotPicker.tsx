import { Controller, type FieldValues } from 'react-hook-form';
import { SlotPicker, type SlotPickerProps } from '@praktik/ui/SlotPicker';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps } from './shared';

export type FormSlotPickerProps<T extends FieldValues> = Pick<BaseProps<T>, 'control' | 'name'> &
  Pick<
    SlotPickerProps,
    'slots' | 'isLoading' | 'hasDoctor' | 'duration' | 'defaultDuration' | 'onDurationChange'
  >;

/**
 * A form's `timeVisit`: the practitioner's quarter hours of one day with the duration control,
 * required; a pick marks the field touched so its error follows the form's mode.
 */
export function FormSlotPicker<T extends FieldValues>({
  control,
  name,
  ...picker
}: FormSlotPickerProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SlotPicker
          {...picker}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(selected) => {
            field.onChange(selected);
            field.onBlur();
          }}
          showDurationControl
          isRequired
          errorMessage={shownError(fieldState, fieldError)}
        />
      )}
    />
  );
}
