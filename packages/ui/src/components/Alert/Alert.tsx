import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Icon } from '../Icon/Icon';
import * as styles from './Alert.css';
import { ROLE_FOR_TONE, type AlertSize, type AlertTone } from './alert-options';
import alertStrings from './alert.strings.json';

export interface AlertProps {
  /** @default 'info' */
  tone?: AlertTone;
  /** @default 'md' */
  size?: AlertSize;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  /** @default ui string `alert.dismiss` */
  dismissLabel?: string;
  /** @default `alert` for warning and danger, `status` for info and success */
  role?: 'alert' | 'status';
}

/** An inline message box. */
export function Alert({
  tone = 'info',
  size = 'md',
  title,
  children,
  onDismiss,
  dismissLabel,
  role,
}: AlertProps) {
  const { t } = useUiStrings(alertStrings);
  return (
    <div
      role={role ?? ROLE_FOR_TONE[tone]}
      className={styles.alert({ tone, size })}
      data-tone={tone}
      data-size={size}
    >
      <Icon name={tone} size={size === 'sm' ? 16 : 20} className={styles.icon({ tone, size })} />
      <div className={styles.content({ size })}>
        {title != null ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
      {onDismiss ? (
        <Button
          className={styles.dismiss}
          aria-label={dismissLabel ?? t('alert.dismiss')}
          onPress={onDismiss}
        >
          <Icon name="close" size={18} />
        </Button>
      ) : null}
    </div>
  );
}
