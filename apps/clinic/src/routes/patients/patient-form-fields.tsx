import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker } from '@praktik/ui/DatePicker';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { Select } from '@praktik/ui/Select';
import { TextArea } from '@praktik/ui/TextArea';
import { TextField } from '@praktik/ui/TextField';
import { useFieldError } from '../../app/use-field-error';

/*
 * The patient form's fields: the app's RHF wrappers (app/fields) plus a read-only state, since
 * the detail screen shows the same form read only (spec 1 §2.9). Read-only fields stay
 * focusable and readable (not greyed out like disabled ones).
 */

/**
 * A field's error text: a domain token is translated; a server message (set with type 'server',
 * already in the user's language) is shown as it is, since i18next would read its dots and
 * colons as key separators.
 */
export function shownText(
  error: { type?: string; message?: string } | undefined,
  translate: (error: { message?: string }) => string | undefined,
): string | undefined {
  if (!error) return undefined;
  return error.type === 'server' ? error.message : translate(error);
}

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  description?: string;
}

interface Option {
  id: string;
  label: string;
}

export function PatientTextField<T extends FieldValues>(
  props: FieldProps<T> & {
    type?: 'text' | 'email' | 'tel';
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    autoComplete?: string;
    multiline?: boolean;
  },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownText(fieldState.error, fieldError);
        const common = {
          label: props.label,
          name: field.name,
          value: (field.value as string | null | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          description: props.isReadOnly ? undefined : props.description,
          isRequired: props.isRequired && !props.isReadOnly,
          isReadOnly: props.isReadOnly,
          isInvalid: !!error,
          errorMessage: error,
        };
        return props.multiline ? (
          <TextArea {...common} />
        ) : (
          <TextField
            {...common}
            inputRef={field.ref}
            type={props.type}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
          />
        );
      }}
    />
  );
}

export function PatientDateField<T extends FieldValues>(props: FieldProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownText(fieldState.error, fieldError);
        const value = field.value as string | null | undefined;
        return (
          <DatePicker
            label={props.label}
            value={value ? value : null}
            onChange={(iso) => {
              field.onChange(iso ?? '');
              field.onBlur();
            }}
            isRequired={props.isRequired && !props.isReadOnly}
            isReadOnly={props.isReadOnly}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}

export function PatientRadioField<T extends FieldValues>(
  props: FieldProps<T> & { items: Option[] },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownText(fieldState.error, fieldError);
        return (
          <RadioGroup
            label={props.label}
            items={props.items}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            orientation="horizontal"
            isRequired={props.isRequired && !props.isReadOnly}
            isReadOnly={props.isReadOnly}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}

/** A choice; read only it shows as a read-only text (a Select has no read-only state). */
export function PatientSelectField<T extends FieldValues>(
  props: FieldProps<T> & { items: Option[]; onChosen?: () => void },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownText(fieldState.error, fieldError);
        const value = field.value as string | null | undefined;
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
              field.onChange(key ?? '');
              field.onBlur();
              props.onChosen?.();
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
