import { Controller, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../use-field-error';
import { shownError, textControlProps, type BaseProps } from './shared';
import { TextArea } from '@praktik/ui/TextArea';

export function FormTextArea<T extends FieldValues>(props: BaseProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, fieldError);
        return <TextArea {...textControlProps(props, field, error)} />;
      }}
    />
  );
}
