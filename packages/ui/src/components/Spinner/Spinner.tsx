import { useUiStrings } from '../../intl/ui-strings-context';
import * as styles from './Spinner.css';
import type { SpinnerSize } from './spinner-options';
import spinnerStrings from './spinner.strings.json';

export interface SpinnerProps {
  /** Accessible name, e.g. "Memuat pasien". @default ui string `spinner.loading` */
  label?: string;
  /** Show the label next to the circle as well. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: SpinnerSize;
  className?: string;
}

/**
 * An indeterminate progress indicator: `role="progressbar"` with a name, no value.
 *
 * A plain element rather than react-aria's `ProgressBar`: that one builds a number formatter for
 * its value even when it has none, and the first `Intl.NumberFormat` of a page loads ICU's number
 * data: 30-150 ms of a slow phone's CPU while `/pasien` hydrates its two spinners, time its
 * Lighthouse score pays for (docs/performance.md, "Public pages"). An indeterminate progress bar
 * carries no `aria-valuenow`, so there is nothing to format.
 */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useUiStrings(spinnerStrings);
  const name = label ?? t('spinner.loading');
  return (
    <div
      role="progressbar"
      aria-label={name}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      {showLabel ? <span aria-hidden="true">{name}</span> : null}
    </div>
  );
}
