import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
  id?: string;
  /** Render a plain span (for groups labelled by aria-labelledby) instead of a <label>. */
  elementType?: 'label' | 'span';
}

/** The field's label with a required marker; the marker is visual only (inputs carry aria-required). */
export function FieldLabel({ children, isRequired, id, elementType }: FieldLabelProps) {
  return (
    <Label className={styles.label} id={id} elementType={elementType}>
      {children}
      {isRequired && (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export interface FieldHelpProps {
  description?: ReactNode;
  errorMessage?: ReactNode;
}

/**
 * Description and error message as react-aria slots, so the field links them with
 * aria-describedby. The error shows only while the field is invalid; without an explicit
 * message, react-aria's own validation message (e.g. from Form validationErrors) is shown.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/** `isInvalid` defaults to true when an error message is given. */
export function invalidFrom(
  isInvalid: boolean | undefined,
  errorMessage: ReactNode,
): boolean | undefined {
  return isInvalid ?? (errorMessage != null && errorMessage !== '' ? true : undefined);
}
