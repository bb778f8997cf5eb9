import { useId, type ReactNode } from 'react';
import type { InvoiceGroup } from '@praktik/domain/money/invoice-groups';
import { paymentTotals } from '@praktik/domain/money/payment-totals';
import {
  paymentInvoice,
  type InvoiceRecordLine,
  type PaymentItemRecord,
} from '@praktik/domain/payments/payment-invoice';
import { PAYMENT_METHOD_LABEL_KEYS } from '@praktik/domain/payments/payment-method';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Currency } from '../Currency/Currency';
import type { HeadingLevel } from '../Heading/heading-options';
import { toPaymentLine } from './payment-line-of-record';
import { usePageRule } from './use-page-rule';
import {
  INVOICE_PAGE_RULE,
  type InvoiceClinic,
  type InvoicePatient,
  type InvoicePayment,
} from './invoice-options';
import * as styles from './Invoice.css';

export interface InvoiceProps {
  clinic: InvoiceClinic;
  patient: InvoicePatient;
  payment: InvoicePayment;
  /** Level of the "BUKTI PEMBAYARAN" title. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The printable "BUKTI PEMBAYARAN" (spec 2 §2.7): the clinic, the patient and the payment,
 * its lines grouped by the domain (consultation items by category, then "Paket", then
 * "Deposit", each with a subtotal), the totals and the terms. Prints on an A4 portrait page
 * of its own (a named `@page`); hiding the rest of the screen when printing is the page's job.
 */
export function Invoice({ clinic, patient, payment, headingLevel = 2, className }: InvoiceProps) {
  const { t } = useUiStrings();
  const text = useDomainText();
  const titleId = useId();
  const invoice = paymentInvoice(payment.items);
  const totals = paymentTotals(payment.items.map(toPaymentLine));
  const hasCorrections = payment.items.some((item) => item.type === 'CORRECTION');
  const Title = `h${headingLevel}` as const;
  // A named page, so printing the invoice does not change other pages' print setup.
  usePageRule(INVOICE_PAGE_RULE);

  const groupLabel = (group: InvoiceGroup<InvoiceRecordLine<PaymentItemRecord>>) =>
    group.kind === 'CATEGORY' ? group.label : text(group.labelKey);

  const discountOf = (record: PaymentItemRecord): ReactNode => {
    if (!record.type_discount || !record.discount) return '-';
    return record.type_discount === 'PERCENTAGE' ? (
      t('invoice.percent', { value: String(record.discount).replace('.', ',') })
    ) : (
      <Currency amount={record.discount} />
    );
  };

  return (
    <article
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-invoice=""
    >
      <header className={styles.header}>
        {clinic.logoUrl && (
          <img
            className={styles.logo}
            src={clinic.logoUrl}
            alt={t('invoice.logo', { clinic: clinic.name })}
          />
        )}
        <div className={styles.clinic}>
          <p className={styles.clinicName}>{clinic.name}</p>
          {clinic.address && <p className={styles.clinicAddress}>{clinic.address}</p>}
        </div>
      </header>

      <Title id={titleId} className={styles.title}>
        {t('invoice.title')}
      </Title>

      <div className={styles.meta}>
        <dl className={styles.metaList}>
          <dt className={styles.metaLabel}>{t('invoice.patientName')}</dt>
          <dd className={styles.metaValue}>{patient.name}</dd>
          <dt className={styles.metaLabel}>{t('invoice.medicalRecordNumber')}</dt>
          <dd className={styles.metaValue}>{patient.medicalRecordNumber || '-'}</dd>
          {patient.visitDate && (
            <>
              <dt className={styles.metaLabel}>{t('invoice.visitDate')}</dt>
              <dd className={styles.metaValue}>{patient.visitDate}</dd>
            </>
          )}
        </dl>
        <dl className={styles.metaList}>
          {payment.receiptNumber && (
            <>
              <dt className={styles.metaLabel}>{t('invoice.receiptNumber')}</dt>
              <dd className={styles.metaValue}>{payment.receiptNumber}</dd>
            </>
          )}
          <dt className={styles.metaLabel}>{t('invoice.paymentDate')}</dt>
          <dd className={styles.metaValue}>{payment.date}</dd>
          <dt className={styles.metaLabel}>{t('invoice.paymentMethod')}</dt>
          <dd className={styles.metaValue}>
            {payment.method ? text(PAYMENT_METHOD_LABEL_KEYS[payment.method]) : '-'}
          </dd>
          <dt className={styles.metaLabel}>{t('invoice.cashier')}</dt>
          <dd className={styles.metaValue}>{payment.cashier || '-'}</dd>
        </dl>
      </div>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('invoice.details')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                {t('invoice.item')}
              </th>
              <th scope="col" className={`${styles.columnHeader} ${styles.numberColumn}`}>
                {t('invoice.quantity')}
              </th>
              <th scope="col" className={`${styles.columnHeader} ${styles.numberColumn}`}>
                {t('invoice.price')}
              </th>
              <th scope="col" className={`${styles.columnHeader} ${styles.numberColumn}`}>
                {t('invoice.discount')}
              </th>
              <th scope="col" className={`${styles.columnHeader} ${styles.numberColumn}`}>
                {t('invoice.amount')}
              </th>
            </tr>
          </thead>
          {invoice.groups.map((group) => {
            const label = groupLabel(group);
            return (
              <tbody key={`${group.kind}-${label}`} className={styles.group}>
                <tr>
                  <th scope="rowgroup" colSpan={5} className={styles.groupHeader}>
                    {label}
                  </th>
                </tr>
                {group.lines.map(({ line, total }, index) => (
                  <tr key={index}>
                    <th scope="row" className={styles.lineName}>
                      {line.name || '-'}
                    </th>
                    <td className={styles.numberCell}>{line.record.quantity}</td>
                    <td className={styles.numberCell}>
                      <Currency amount={line.record.amount} />
                    </td>
                    <td className={styles.numberCell}>{discountOf(line.record)}</td>
                    <td className={styles.numberCell}>
                      <Currency amount={total} />
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={4} className={styles.subtotalLabel}>
                    {t('invoice.subtotal')} {label}
                  </th>
                  <td className={styles.subtotalValue}>
                    <Currency amount={group.subtotal} />
                  </td>
                </tr>
              </tbody>
            );
          })}
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className={`${styles.footLabel} ${styles.footFirst}`}>
                {t('invoice.total')}
              </th>
              <td className={`${styles.footValue} ${styles.footFirst}`}>
                <Currency amount={totals.totalAmount} />
              </td>
            </tr>
            {hasCorrections && (
              <tr>
                <th scope="row" colSpan={4} className={styles.footLabel}>
                  {t('invoice.totalCorrection')}
                </th>
                <td className={styles.footValue}>
                  <Currency amount={totals.totalAmountCorrection} />
                </td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={4} className={`${styles.footLabel} ${styles.grand}`}>
                {t('invoice.grandTotal')}
              </th>
              <td className={`${styles.footValue} ${styles.grand}`}>
                <Currency amount={totals.grandTotal} weight="bold" />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <footer className={styles.terms}>
        <p className={styles.termsTitle}>{t('invoice.termsTitle')}</p>
        <p className={styles.termsText}>{t('invoice.terms')}</p>
      </footer>
    </article>
  );
}
