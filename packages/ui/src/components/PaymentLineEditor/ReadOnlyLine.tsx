import type { ReactNode } from 'react';
import { DISCOUNT_TYPE_LABEL_KEYS } from '@praktik/domain/payments/payment-line';
import type { DomainTranslate } from '../../intl/domain-text';
import type { UiTranslate } from '../../intl/strings';
import type paymentLineEditorStrings from './paymentLineEditor.strings.json';
import { Currency } from '../Currency/Currency';
import { KIND_LABEL_KEYS } from './line-labels';
import { lineKind, shownLineTotal, type PaymentLineValue } from './payment-line-editor-options';
import { percentFormat } from './payment-line-input';
import * as styles from './PaymentLineEditor.css';

export interface ReadOnlyLineProps {
  line: PaymentLineValue;
  showDiscounts: boolean;
  t: UiTranslate<typeof paymentLineEditorStrings>;
  text: DomainTranslate;
}

/** A line as text (a DONE visit's payment). */
export function ReadOnlyLine({ line, showDiscounts, t, text }: ReadOnlyLineProps) {
  const kind = lineKind(line);
  const name = (kind === 'PACKAGE' ? line.packageName : line.itemName) ?? '-';
  const total = shownLineTotal(line);
  const label = (children: ReactNode) => (
    <span className={styles.stackedLabel} aria-hidden="true">
      {children}
    </span>
  );
  return (
    <div role="row" className={styles.line} data-kind={kind}>
      <div role="cell" className={`${styles.readOnlyCell} ${styles.wideCell}`}>
        {kind !== 'ITEM' && line.type !== 'CORRECTION' && (
          <span className={styles.kindTag}>{t(KIND_LABEL_KEYS[kind])}</span>
        )}
        <span>{name}</span>
      </div>
      <div role="cell" className={styles.readOnlyNumber}>
        {label(text('fields.quantity'))}
        <span>{line.qty ?? '-'}</span>
      </div>
      <div role="cell" className={styles.readOnlyNumber}>
        {label(text('fields.price'))}
        {line.amount === null ? '-' : <Currency amount={line.amount} />}
      </div>
      {showDiscounts && (
        <>
          <div role="cell" className={styles.readOnlyCell}>
            {label(text('fields.discountType'))}
            <span>
              {line.typeDiscount ? text(DISCOUNT_TYPE_LABEL_KEYS[line.typeDiscount]) : '-'}
            </span>
          </div>
          <div role="cell" className={styles.readOnlyNumber}>
            {label(text('fields.discount'))}
            <span>
              {line.typeDiscount === null || line.discount === null ? (
                '-'
              ) : line.typeDiscount === 'PERCENTAGE' ? (
                t('paymentLineEditor.percent', { value: percentFormat.format(line.discount) })
              ) : (
                <Currency amount={line.discount} />
              )}
            </span>
          </div>
        </>
      )}
      <div
        role="cell"
        className={`${styles.readOnlyNumber} ${styles.readOnlyTotal} ${styles.wideCell}`}
      >
        {label(t('paymentLineEditor.lineTotal'))}
        <Currency amount={total} />
      </div>
    </div>
  );
}
