import { statusLabelKey, type VisitStatus } from '@praktik/domain/visits/status';
import { useDomainText } from '../../intl/domain-text';
import * as styles from './StatusBadge.css';

export interface StatusBadgeProps {
  /** A visit status; its colour and label come from the domain. */
  status: VisitStatus;
  className?: string;
}

/** A visit's status as a coloured badge: "Reservasi", "Aktif", "Belum Bayar", "Selesai", "Batal". */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const text = useDomainText();
  return (
    <span
      className={[styles.badge, styles.tone[status], className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {text(statusLabelKey(status))}
    </span>
  );
}
