import { formatRupiah } from '@praktik/domain/money/currency';
import * as styles from './Currency.css';

export interface CurrencyProps {
  /** Whole rupiah; negative amounts print `-Rp…` and take the danger colour. */
  amount: number;
  /** @default 'regular' */
  weight?: 'regular' | 'bold';
  className?: string;
}

/** An amount of money as the domain writes it (`Rp1.500.000`, `-Rp1.500`). */
export function Currency({ amount, weight = 'regular', className }: CurrencyProps) {
  const isNegative = Math.round(amount) < 0;
  return (
    <span
      className={[styles.amount({ weight }), className].filter(Boolean).join(' ')}
      data-negative={isNegative || undefined}
    >
      {formatRupiah(amount)}
    </span>
  );
}
