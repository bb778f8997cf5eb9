import { isValidElement, type ReactNode } from 'react';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Heading } from '../Heading/Heading';
import type { HeadingLevel } from '../Heading/heading-options';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icon-options';
import * as styles from './EmptyState.css';
import emptyStateStrings from './emptyState.strings.json';

export interface EmptyStateProps {
  /** An icon name, or any element. @default 'inbox' */
  icon?: IconName | ReactNode;
  /** @default ui string `emptyState.noData` ("Tidak ada data") */
  title?: ReactNode;
  text?: ReactNode;
  /** A button or link to get out of the empty state ("Tambah Pasien"). */
  action?: ReactNode;
  /** @default 3 */
  titleLevel?: HeadingLevel;
  /** The title takes the focus when it appears (Heading's `autoFocus`). @default false */
  titleAutoFocus?: boolean;
}

/** What a list or page shows when there is nothing to show. */
export function EmptyState({
  icon = 'inbox',
  title,
  text,
  action,
  titleLevel = 3,
  titleAutoFocus = false,
}: EmptyStateProps) {
  const { t } = useUiStrings(emptyStateStrings);
  return (
    <div className={styles.root}>
      <span className={styles.iconWrap}>
        {typeof icon === 'string' ? (
          <Icon name={icon as IconName} size={32} />
        ) : isValidElement(icon) ? (
          icon
        ) : null}
      </span>
      <Heading level={titleLevel} size="md" autoFocus={titleAutoFocus}>
        {title ?? t('emptyState.noData')}
      </Heading>
      {text != null ? <p className={styles.text}>{text}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
