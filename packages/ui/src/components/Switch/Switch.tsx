import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The label. */
  children: ReactNode;
  /** Controlled state. */
  isSelected?: boolean;
  /** Uncontrolled initial state. @default false */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  name?: string;
  value?: string;
  autoFocus?: boolean;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
}

/** An on/off setting that takes effect at once (e.g. "Published"). */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={[styles.switchRoot, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
