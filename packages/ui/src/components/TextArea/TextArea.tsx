import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import type { TextFieldBaseProps } from '../TextField/TextField';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextFieldBaseProps {
  /** @default 4 */
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field. */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  rows = 4,
  inputRef,
  placeholder,
  className,
  ...rest
}: TextAreaProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={styles.textArea}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
