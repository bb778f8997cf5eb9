import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { InvoiceGroup } from '@praktik/domain/money/invoice-groups';
import { formatRupiah } from '@praktik/domain/money/currency';
import { paymentTotals } from '@praktik/domain/money/payment-totals';
import {
  paymentInvoice,
  type InvoiceRecordLine,
  type PaymentItemRecord,
} from '@praktik/domain/payments/payment-invoice';
import { PAYMENT_METHOD_LABEL_KEYS } from '@praktik/domain/payments/payment-method';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { InvoiceProps } from '../Invoice/Invoice';
import { toPaymentLine } from '../Invoice/payment-line-of-record';
import { usePageRule } from '../Invoice/use-page-rule';
import { receiptPageRule, type ReceiptWidth } from './receipt-options';
import * as styles from './Receipt.css';

export interface ReceiptProps extends InvoiceProps {
  /** The thermal roll's width in millimetres. At 58 the logo is left out. */
  width: ReceiptWidth;
}

const MM_PER_CSS_PIXEL = 25.4 / 96;

/**
 * The payment as a thermal printer's slip: the invoice's data (spec 2 §2.7) in one column,
 * names wrapped, amounts in monospace digits, each line's quantity × price and discount under
 * its name. Groups, subtotals and totals are the domain's, as on the invoice. Prints on a
 * named page of the roll's width, as long as the slip.
 */
export function Receipt({
  clinic,
  patient,
  payment,
  width,
  headingLevel = 2,
  className,
}: ReceiptProps) {
  const { t } = useUiStrings();
  const text = useDomainText();
  const titleId = useId();
  const linesId = useId();
  const totalsId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [lengthMm, setLengthMm] = useState<number | null>(null);
  const invoice = paymentInvoice(payment.items);
  const totals = paymentTotals(payment.items.map(toPaymentLine));
  const hasCorrections = payment.items.some((item) => item.type === 'CORRECTION');
  const Title = `h${headingLevel}` as const;
  usePageRule(receiptPageRule(width, lengthMm));

  // The page is as long as the slip (see receiptPageRule), so it is measured as it renders.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const measure = () => setLengthMm(root.scrollHeight * MM_PER_CSS_PIXEL);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const groupLabel = (group: InvoiceGroup<InvoiceRecordLine<PaymentItemRecord>>) =>
    group.kind === 'CATEGORY' ? group.label : text(group.labelKey);

  const discountOf = (record: PaymentItemRecord) => {
    if (!record.type_discount || !record.discount) return null;
    const value =
      record.type_discount === 'PERCENTAGE'
        ? t('invoice.percent', { value: String(record.discount).replace('.', ',') })
        : formatRupiah(record.discount);
    return t('receipt.discount', { value });
  };

  return (
    <article
      ref={rootRef}
      className={[styles.root({ width }), className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-receipt={width}
    >
      <header className={styles.header}>
        {width === 80 && clinic.logoUrl && (
          <img
            className={styles.logo}
            src={clinic.logoUrl}
            alt={t('invoice.logo', { clinic: clinic.name })}
          />
        )}
        <p className={styles.clinicName}>{clinic.name}</p>
        {clinic.address && <p className={styles.clinicAddress}>{clinic.address}</p>}
      </header>

      <Title id={titleId} className={styles.title}>
        {t('invoice.title')}
      </Title>

      <dl className={styles.meta}>
        {payment.receiptNumber && (
          <div className={styles.metaRow}>
            <dt>{t('invoice.receiptNumber')}</dt>
            <dd className={styles.metaValue}>{payment.receiptNumber}</dd>
          </div>
        )}
        <div className={styles.metaRow}>
          <dt>{t('invoice.paymentDate')}</dt>
          <dd className={styles.metaValue}>{payment.date}</dd>
        </div>
        <div className={styles.metaRow}>
          <dt>{t('invoice.patientName')}</dt>
          <dd className={styles.metaValue}>{patient.name}</dd>
        </div>
        {patient.medicalRecordNumber && (
          <div className={styles.metaRow}>
            <dt>{t('invoice.medicalRecordNumber')}</dt>
            <dd className={styles.metaValue}>{patient.medicalRecordNumber}</dd>
          </div>
        )}
        <div className={styles.metaRow}>
          <dt>{t('invoice.paymentMethod')}</dt>
          <dd className={styles.metaValue}>
            {payment.method ? text(PAYMENT_METHOD_LABEL_KEYS[payment.method]) : '-'}
          </dd>
        </div>
        {payment.cashier && (
          <div className={styles.metaRow}>
            <dt>{t('invoice.cashier')}</dt>
            <dd className={styles.metaValue}>{payment.cashier}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby={linesId} className={styles.lines}>
        <p id={linesId} className={styles.visuallyHidden}>
          {t('receipt.lines')}
        </p>
        {invoice.groups.map((group) => {
          const label = groupLabel(group);
          return (
            <div key={`${group.kind}-${label}`} className={styles.group} data-receipt-group="">
              <p className={styles.groupLabel}>{label}</p>
              <ul className={styles.lineList}>
                {group.lines.map(({ line, total }, index) => {
                  const discount = discountOf(line.record);
                  return (
                    <li key={index} className={styles.line}>
                      <span className={styles.lineName}>{line.name || '-'}</span>
                      <span className={styles.amountRow}>
                        <span>
                          {t('receipt.lineDetail', {
                            quantity: line.record.quantity,
                            price: formatRupiah(line.record.amount),
                          })}
                          {discount && <span className={styles.discount}>{discount}</span>}
                        </span>
                        <span className={styles.amount}>{formatRupiah(total)}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className={styles.subtotal}>
                <span>
                  {t('invoice.subtotal')} {label}
                </span>
                <span className={styles.amount}>{formatRupiah(group.subtotal)}</span>
              </p>
            </div>
          );
        })}
      </section>

      <section aria-labelledby={totalsId}>
        <p id={totalsId} className={styles.visuallyHidden}>
          {t('receipt.totals')}
        </p>
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>{t('invoice.total')}</dt>
            <dd className={styles.amount}>{formatRupiah(totals.totalAmount)}</dd>
          </div>
          {hasCorrections && (
            <div className={styles.totalRow}>
              <dt>{t('invoice.totalCorrection')}</dt>
              <dd className={styles.amount}>{formatRupiah(totals.totalAmountCorrection)}</dd>
            </div>
          )}
          <div className={`${styles.totalRow} ${styles.grand}`}>
            <dt>{t('invoice.grandTotal')}</dt>
            <dd className={styles.amount}>{formatRupiah(totals.grandTotal)}</dd>
          </div>
        </dl>
      </section>

      <footer className={styles.terms}>
        <p className={styles.termsText}>{t('invoice.terms')}</p>
      </footer>
    </article>
  );
}
