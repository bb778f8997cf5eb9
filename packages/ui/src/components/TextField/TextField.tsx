import type { FocusEvent, ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import type { InputMode, TextFieldType } from './text-field-options';
import * as styles from './TextField.css';

/** Props shared by TextField, PasswordField and TextArea. */
export interface TextFieldBaseProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
  name?: string;
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  description?: ReactNode;
  /** Shown (and linked with aria-describedby) while the field is invalid. */
  errorMessage?: ReactNode;
  /** @default true when errorMessage is given */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

export interface TextFieldProps extends TextFieldBaseProps {
  /** @default 'text' */
  type?: TextFieldType;
  inputMode?: InputMode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  type = 'text',
  inputMode,
  inputRef,
  placeholder,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={type}
      inputMode={inputMode}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={styles.inputBox} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
