import { useId, type ReactNode } from 'react';
import type { PaymentChainPrint, PrintedLine } from '@praktik/domain/payments/payment-chain-print';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Currency } from '../Currency/Currency';
import type { HeadingLevel } from '../Heading/heading-options';
import { usePageRule } from './use-page-rule';
import { INVOICE_PAGE_RULE, type InvoiceClinic } from './invoice-options';
import type { PaperRow } from './paper-rows';
import { usePrintedText } from './printed-text';
import * as styles from './Invoice.css';
import invoiceStrings from './invoice.strings.json';

export interface InvoiceProps {
  clinic: InvoiceClinic;
  /** The chain's paper, as the domain lays it out (`paymentChainPrint`). */
  print: PaymentChainPrint;
  /** Level of the "BUKTI PEMBAYARAN" title. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The printable "BUKTI PEMBAYARAN" (spec 2 §2.7) of a payment chain: the clinic, the patient,
 * the original payment's lines by group with subtotals and its total, the packages used, each
 * correction as its own section (receipt number, date, method, lines, total), the net total and
 * what each method took. Every figure is the domain's (payments/payment-chain-print.ts), so each
 * total is the sum of what is printed above it. Prints on an A4 portrait page of its own (a
 * named `@page`); hiding the rest of the screen when printing is the page's job.
 */
export function Invoice({ clinic, print, headingLevel = 2, className }: InvoiceProps) {
  const { t } = useUiStrings(invoiceStrings);
  const printed = usePrintedText();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  // A named page, so printing the invoice does not change other pages' print setup.
  usePageRule(INVOICE_PAGE_RULE);

  const discountOf = (line: PrintedLine): ReactNode => {
    if (!line.discountType || !line.discount) return '-';
    return line.discountType === 'PERCENTAGE' ? (
      t('invoice.percent', { value: String(line.discount).replace('.', ',') })
    ) : (
      <Currency amount={line.discount} />
    );
  };

  const lineRow = (line: PrintedLine, index: number) => (
    <tr key={index} data-row="line">
      <th scope="row" className={styles.lineName}>
        {line.name || '-'}
      </th>
      <td className={styles.numberCell}>{line.quantity}</td>
      <td className={styles.numberCell}>
        <Currency amount={line.price} />
      </td>
      <td className={styles.numberCell}>{discountOf(line)}</td>
      <td className={styles.numberCell}>
        <Currency amount={line.total} />
      </td>
    </tr>
  );

  const sumRow = (row: PaperRow, label: string, amount: number, className: string) => (
    <tr data-row={row}>
      <th scope="row" colSpan={4} className={`${styles.footLabel} ${className}`}>
        {label}
      </th>
      <td className={`${styles.footValue} ${className}`}>
        <Currency amount={amount} weight={row === 'net' ? 'bold' : undefined} />
      </td>
    </tr>
  );

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
          <dd className={styles.metaValue}>{print.patientName || '-'}</dd>
          <dt className={styles.metaLabel}>{t('invoice.medicalRecordNumber')}</dt>
          <dd className={styles.metaValue}>{print.medicalRecordNumber || '-'}</dd>
        </dl>
        <dl className={styles.metaList}>
          <dt className={styles.metaLabel}>{printed.receiptNumber}</dt>
          <dd className={styles.metaValue}>{print.receiptNumber}</dd>
          <dt className={styles.metaLabel}>{t('invoice.paymentDate')}</dt>
          <dd className={styles.metaValue}>{print.date}</dd>
          <dt className={styles.metaLabel}>{t('invoice.cashier')}</dt>
          <dd className={styles.metaValue}>{print.cashier || '-'}</dd>
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
          {print.groups.map((group) => {
            const label = printed.groupLabel(group);
            return (
              <tbody key={`${group.kind}-${label}`} className={styles.group}>
                <tr>
                  <th scope="rowgroup" colSpan={5} className={styles.groupHeader}>
                    {label}
                  </th>
                </tr>
                {group.lines.map(lineRow)}
                <tr data-row="subtotal">
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
          <tbody>
            {sumRow('total', t('invoice.total'), print.originalTotal, styles.footFirst)}
          </tbody>
          {print.packageUses.length > 0 && (
            <tbody className={styles.group} data-package-uses="">
              <tr>
                <th scope="rowgroup" colSpan={5} className={styles.groupHeader}>
                  {t('invoice.packageUses')}
                </th>
              </tr>
              {print.packageUses.map((use, index) => (
                <tr key={index}>
                  <th scope="row" colSpan={5} className={styles.lineName}>
                    {printed.packageUse(use)}
                  </th>
                </tr>
              ))}
            </tbody>
          )}
          {print.corrections.map((correction) => (
            <tbody
              key={correction.receiptNumber}
              className={styles.group}
              data-correction={correction.receiptNumber}
            >
              <tr>
                <th scope="rowgroup" colSpan={5} className={styles.groupHeader}>
                  {t(correction.refundReason === null ? 'invoice.correction' : 'invoice.refund')}{' '}
                  <span className={styles.sectionMeta}>
                    {t('invoice.correctionMeta', {
                      label: printed.receiptNumber,
                      receipt: correction.receiptNumber,
                      date: correction.date,
                      method: printed.method(correction.method),
                    })}
                  </span>
                </th>
              </tr>
              {correction.refundReason !== null && (
                <tr>
                  <td colSpan={5} className={styles.sectionNote}>
                    {t('invoice.refundReason', { reason: correction.refundReason })}
                  </td>
                </tr>
              )}
              {correction.lines.map(lineRow)}
              {sumRow(
                'correctionTotal',
                t(
                  correction.refundReason === null
                    ? 'invoice.correctionTotal'
                    : 'invoice.refundTotal',
                  { receipt: correction.receiptNumber },
                ),
                correction.total,
                styles.subtotalLabel,
              )}
            </tbody>
          ))}
          <tfoot>
            {sumRow(
              'net',
              t('invoice.grandTotal'),
              print.netTotal,
              `${styles.grand} ${styles.footFirst}`,
            )}
            <tr>
              <th scope="rowgroup" colSpan={5} className={styles.groupHeader}>
                {t('invoice.paidWith')}
              </th>
            </tr>
            {print.methods.map(({ method, amount }) => (
              <tr key={method ?? '-'} data-row="method">
                <th scope="row" colSpan={4} className={styles.footLabel}>
                  {printed.method(method)}
                </th>
                <td className={styles.footValue}>
                  <Currency amount={amount} />
                </td>
              </tr>
            ))}
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
