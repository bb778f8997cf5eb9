import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps, type Option } from './shared';
import { RadioGroup } from '@praktik/ui/RadioGroup';

export function FormRadioGroup<T extends FieldValues>(
  props: BaseProps<T> & { items: Option[]; orientation?: 'horizontal' | 'vertical' },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        return (
          <RadioGroup
            label={props.label}
            items={props.items}
            value={(field.value as string | null | undefined) ?? null}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            orientation={props.orientation ?? 'horizontal'}
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
