import { useId } from 'react';
import { formatRupiah } from '@praktik/domain/money/currency';
import { PAYMENT_METHOD_LABEL_KEYS } from '@praktik/domain/payments/payment-method';
import {
  refundLineFigures,
  REFUND_METHODS,
  type RefundableLine,
  type RefundFormValue,
  type RefundMethod,
} from '@praktik/domain/payments/refund';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Currency } from '../Currency/Currency';
import { NumberTextField } from '../PaymentLineEditor/NumberTextField';
import { quantityFormat } from '../PaymentLineEditor/payment-line-input';
import type { PaymentLineEditorErrors } from '../PaymentLineEditor/payment-line-editor-options';
import { useLineMessages } from '../PaymentLineEditor/use-line-messages';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './RefundEditor.css';
import refundEditorStrings from './refundEditor.strings.json';

/** The refund form's value: units to give back per line id, the method and the reason. */
export type RefundEditorValue = RefundFormValue;

export interface RefundEditorProps {
  /** The chain's sold lines with what is left of each (the domain's `refundableLines`). */
  lines: readonly RefundableLine[];
  /** What the chain has taken so far, net of earlier refunds. */
  chainTotal: number;
  value: RefundEditorValue;
  onChange: (value: RefundEditorValue) => void;
  /**
   * Messages by the refund request's paths (`method`, `reason`, `lines`, `lines.0.qty`, where 0
   * is the index among the lines given back) or by `line:<id>` for a line of this list.
   */
  errors?: PaymentLineEditorErrors;
}

/** What a refund gives back, line by line, as the domain figures it (each total negative). */
export function refundPreview(lines: readonly RefundableLine[], value: RefundEditorValue) {
  return lines.map((line) => {
    const units = value.quantities[line.id] ?? 0;
    const valid = Number.isInteger(units) && units > 0 && units <= line.quantity;
    return { line, units, total: valid ? refundLineFigures(line, units).lineTotal : 0 };
  });
}

/**
 * Giving money back (docs/decisions/0043-refunds.md): each line of the chain with what is left
 * of it and how many units go back, the refund's negative amount per line and in all, the
 * chain's net total after it, how the money goes back and why. Controlled and plain: the domain
 * figures every amount and its schema the messages that come in through `errors`.
 */
export function RefundEditor({ lines, chainTotal, value, onChange, errors }: RefundEditorProps) {
  const { t } = useUiStrings(refundEditorStrings);
  const text = useDomainText();
  const message = useLineMessages(errors);
  const headingId = useId();
  const preview = refundPreview(lines, value);
  const refundTotal = preview.reduce((sum, entry) => sum + entry.total, 0);
  const listError = message('lines');

  return (
    <div className={styles.root}>
      <section aria-labelledby={headingId}>
        <p id={headingId} className={styles.muted}>
          {t('refundEditor.lines')}
        </p>
        <ul className={styles.lines}>
          {preview.map(({ line, total }) => (
            <li key={line.id} className={styles.line} data-refund-line={line.id}>
              <span className={styles.lineName}>
                <span>{line.name || '-'}</span>
                <span className={styles.muted}>
                  {t('refundEditor.left', {
                    quantity: line.quantity,
                    amount: formatRupiah(line.money),
                  })}
                </span>
              </span>
              <NumberTextField
                label={t('refundEditor.quantity', { name: line.name })}
                value={value.quantities[line.id] ?? null}
                onChange={(units) =>
                  onChange({ ...value, quantities: { ...value.quantities, [line.id]: units } })
                }
                format={quantityFormat}
                isDisabled={line.quantity <= 0 || line.money <= 0}
                errorMessage={message(`line:${line.id}`)}
              />
              <span className={styles.amount}>
                <Currency amount={total} />
              </span>
            </li>
          ))}
        </ul>
        {listError && (
          <p className={styles.error} role="alert">
            {listError}
          </p>
        )}
      </section>

      <div className={styles.fields}>
        <Select
          label={text('fields.refundMethod')}
          items={REFUND_METHODS.map((method) => ({
            id: method,
            label: text(PAYMENT_METHOD_LABEL_KEYS[method]),
          }))}
          selectedKey={value.method}
          onSelectionChange={(key) =>
            onChange({ ...value, method: (key as RefundMethod | null) ?? null })
          }
          isRequired
          errorMessage={message('method')}
        />
        <TextField
          label={text('fields.refundReason')}
          value={value.reason}
          onChange={(reason) => onChange({ ...value, reason })}
          isRequired
          errorMessage={message('reason')}
        />
      </div>

      <dl className={styles.totals} aria-label={t('refundEditor.totals')}>
        <dt className={styles.totalsLabel}>{t('refundEditor.paid')}</dt>
        <dd className={styles.totalsValue}>
          <Currency amount={chainTotal} />
        </dd>
        <dt className={styles.totalsLabel}>{t('refundEditor.total')}</dt>
        <dd className={styles.totalsValue}>
          <Currency amount={refundTotal} />
        </dd>
        <dt className={`${styles.totalsLabel} ${styles.net}`}>{t('refundEditor.net')}</dt>
        <dd className={`${styles.totalsValue} ${styles.net}`}>
          <Currency amount={chainTotal + refundTotal} weight="bold" />
        </dd>
      </dl>
    </div>
  );
}
