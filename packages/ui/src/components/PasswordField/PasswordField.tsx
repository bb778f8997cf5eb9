import { useState, type Ref } from 'react';
import { Button, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import { EyeIcon, EyeOffIcon } from '../Field/icons';
import type { TextFieldBaseProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';
import passwordFieldStrings from './passwordField.strings.json';

export interface PasswordFieldProps extends TextFieldBaseProps {
  /** @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (its label comes from the ui strings). */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid,
  autoComplete = 'current-password',
  inputRef,
  placeholder,
  className,
  ...rest
}: PasswordFieldProps) {
  const { t } = useUiStrings(passwordFieldStrings);
  const [isVisible, setVisible] = useState(false);
  const invalid = invalidFrom(isInvalid, errorMessage);

  return (
    <AriaTextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={invalid}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.inputGroup} isInvalid={invalid} isDisabled={rest.isDisabled}>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={styles.groupedInput}
          // Keep the browser from offering its own reveal button next to ours.
          spellCheck={false}
        />
        <Button
          className={styles.iconButton}
          aria-label={isVisible ? t('passwordField.hide') : t('passwordField.show')}
          onPress={() => setVisible((v) => !v)}
          isDisabled={rest.isDisabled}
        >
          {isVisible ? <EyeOffIcon className={styles.icon} /> : <EyeIcon className={styles.icon} />}
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
