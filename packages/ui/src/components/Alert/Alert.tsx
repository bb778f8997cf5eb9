import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Icon } from '../Icon/Icon';
import * as styles from './Alert.css';
import { ROLE_FOR_TONE, type AlertTone } from './alert-options';

export interface AlertProps {
  /** @default 'info' */
  tone?: AlertTone;
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
  title,
  children,
  onDismiss,
  dismissLabel,
  role,
}: AlertProps) {
  const { t } = useUiStrings();
  return (
    <div role={role ?? ROLE_FOR_TONE[tone]} className={styles.alert({ tone })} data-tone={tone}>
      <Icon name={tone} size={20} className={styles.icon({ tone })} />
      <div className={styles.content}>
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
