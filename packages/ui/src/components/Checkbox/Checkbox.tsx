import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../Field/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label. */
  children: ReactNode;
  /** Controlled state. */
  isSelected?: boolean;
  /** Uncontrolled initial state. @default false */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** @default false */
  isIndeterminate?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** @default false */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  name?: string;
  /** Form value when checked. @default 'on' */
  value?: string;
  autoFocus?: boolean;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
}

export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon className={styles.mark} />
            ) : isSelected ? (
              <CheckIcon className={styles.mark} />
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
