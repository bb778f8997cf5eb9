import { ProgressBar } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import * as styles from './Spinner.css';
import type { SpinnerSize } from './spinner-options';

export interface SpinnerProps {
  /** Accessible name, e.g. "Memuat pasien". @default ui string `spinner.loading` */
  label?: string;
  /** Show the label next to the circle as well. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator: `role="progressbar"` with a name, no value. */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useUiStrings();
  const name = label ?? t('spinner.loading');
  return (
    <ProgressBar
      isIndeterminate
      aria-label={name}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      {showLabel ? <span aria-hidden="true">{name}</span> : null}
    </ProgressBar>
  );
}
