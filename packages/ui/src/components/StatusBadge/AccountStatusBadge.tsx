import { useUiStrings } from '../../intl/ui-strings-context';
import * as styles from './StatusBadge.css';
import accountStatusStrings from './accountStatus.strings.json';

export interface AccountStatusBadgeProps {
  /** Whether the account may sign in ("Aktif") or was deactivated ("Nonaktif"). */
  isActive: boolean;
  className?: string;
}

/** A staff account's state as a badge: "Aktif" / "Nonaktif" ("Active" / "Inactive"). */
export function AccountStatusBadge({ isActive, className }: AccountStatusBadgeProps) {
  const { t } = useUiStrings(accountStatusStrings);
  const state = isActive ? 'active' : 'inactive';
  return (
    <span
      className={[styles.badge, styles.account[state], className].filter(Boolean).join(' ')}
      data-state={state}
    >
      {t(`accountStatus.${state}`)}
    </span>
  );
}
