import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@praktik/ui/TextField';
import { PasswordField } from '@praktik/ui/PasswordField';
import { TextArea } from '@praktik/ui/TextArea';
import { Select } from '@praktik/ui/Select';
import { MultiSelect } from '@praktik/ui/MultiSelect';
import { DatePicker } from '@praktik/ui/DatePicker';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { Checkbox } from '@praktik/ui/Checkbox';
import { Switch } from '@praktik/ui/Switch';
import { useFieldError } from './use-field-error';

/*
 * react-hook-form fields wired into the ui controls: the value and change go through
 * Controller, the error is the domain's validation token translated.
 */

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
  /** Show the error only once the field was changed (spec 1 §5, change password). */
  errorsAfterChange?: boolean;
}

interface TextProps<T extends FieldValues> extends BaseProps<T> {
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  autoComplete?: string;
}

export function FormTextField<T extends FieldValues>(props: TextProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
        return (
          <TextField
            label={props.label}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            type={props.type}
            inputMode={props.inputMode}
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

export function FormPasswordField<T extends FieldValues>(
  props: BaseProps<T> & { autoComplete?: 'current-password' | 'new-password' | 'off' },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
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

export function FormTextArea<T extends FieldValues>(props: BaseProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
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

export interface Option {
  id: string;
  label: string;
}

export function FormSelect<T extends FieldValues>(
  props: BaseProps<T> & { items: Option[]; placeholder?: string },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
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

export function FormMultiSelect<T extends FieldValues>(props: BaseProps<T> & { items: Option[] }) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
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

export function FormDatePicker<T extends FieldValues>(
  props: BaseProps<T> & { minValue?: string; maxValue?: string },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
        const value = field.value as string | null | undefined;
        return (
          <DatePicker
            label={props.label}
            value={value ? value : null}
            onChange={(iso) => {
              field.onChange(iso ?? '');
              field.onBlur();
            }}
            minValue={props.minValue}
            maxValue={props.maxValue}
            isRequired={props.isRequired}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}

export function FormRadioGroup<T extends FieldValues>(
  props: BaseProps<T> & { items: Option[]; orientation?: 'horizontal' | 'vertical' },
) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = shownError(fieldState, props.errorsAfterChange, fieldError);
        return (
          <RadioGroup
            label={props.label}
            items={props.items}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            orientation={props.orientation ?? 'horizontal'}
            isRequired={props.isRequired}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    />
  );
}

export function FormCheckbox<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Checkbox isSelected={!!field.value} onChange={field.onChange}>
          {props.children}
        </Checkbox>
      )}
    />
  );
}

export function FormSwitch<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Switch isSelected={!!field.value} onChange={field.onChange}>
          {props.children}
        </Switch>
      )}
    />
  );
}

function shownError(
  fieldState: { error?: { message?: string }; isDirty: boolean; isTouched: boolean },
  afterChange: boolean | undefined,
  text: (error: { message?: string } | undefined) => string | undefined,
): string | undefined {
  if (!fieldState.error) return undefined;
  if (afterChange && !fieldState.isDirty && !fieldState.isTouched) return undefined;
  return text(fieldState.error);
}
