import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatRupiah } from '@praktik/domain/money/currency';
import type { PrintedLine } from '@praktik/domain/payments/payment-chain-print';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { InvoiceProps } from '../Invoice/Invoice';
import type { PaperRow } from '../Invoice/paper-rows';
import { usePrintedText } from '../Invoice/printed-text';
import { usePageRule } from '../Invoice/use-page-rule';
import { printableWidthFor, receiptPageRule, type ReceiptWidth } from './receipt-options';
import * as styles from './Receipt.css';
import { mergeUiStrings } from '../../intl/strings';
import invoiceStrings from '../Invoice/invoice.strings.json';
import receiptStrings from './receipt.strings.json';

const strings = mergeUiStrings(invoiceStrings, receiptStrings);

export interface ReceiptProps extends InvoiceProps {
  /** The thermal roll's width in millimetres. At 58 the logo is left out. */
  width: ReceiptWidth;
  /**
   * How wide the printer prints, in millimetres: one of the roll's `PRINTABLE_WIDTHS` (a 58 mm
   * printer that prints 48 mm). @default the roll less its margins
   */
  printableWidth?: number | null;
}

const MM_PER_CSS_PIXEL = 25.4 / 96;

/**
 * The payment chain as a thermal printer's slip: the invoice's sections (spec 2 §2.7,
 * payments/payment-chain-print.ts) in one column, names wrapped, amounts in monospace digits,
 * each line's quantity × price and discount under its name. Prints on a named page of the roll's
 * width, as long as the slip, the text as wide as the printer prints.
 */
export function Receipt({
  clinic,
  print,
  width,
  printableWidth,
  headingLevel = 2,
  className,
}: ReceiptProps) {
  const { t } = useUiStrings(strings);
  const printed = usePrintedText();
  const titleId = useId();
  const linesId = useId();
  const totalsId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [lengthMm, setLengthMm] = useState<number | null>(null);
  const printable = printableWidthFor(width, printableWidth);
  const Title = `h${headingLevel}` as const;
  usePageRule(receiptPageRule(width, lengthMm, printable));

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

  const discountOf = (line: PrintedLine) => {
    if (!line.discountType || !line.discount) return null;
    const value =
      line.discountType === 'PERCENTAGE'
        ? t('invoice.percent', { value: String(line.discount).replace('.', ',') })
        : formatRupiah(line.discount);
    return t('receipt.discount', { value });
  };

  const lineList = (lines: readonly PrintedLine[]) => (
    <ul className={styles.lineList}>
      {lines.map((line, index) => {
        const discount = discountOf(line);
        return (
          <li key={index} className={styles.line} data-row="line">
            <span className={styles.lineName}>{line.name || '-'}</span>
            <span className={styles.amountRow}>
              <span>
                {t('receipt.lineDetail', {
                  quantity: line.quantity,
                  price: formatRupiah(line.price),
                })}
                {discount && <span className={styles.discount}>{discount}</span>}
              </span>
              <span className={styles.amount}>{formatRupiah(line.total)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );

  const sum = (row: PaperRow, label: string, amount: number, className = styles.subtotal) => (
    <p className={className} data-row={row}>
      <span>{label}</span>
      <span className={styles.amount}>{formatRupiah(amount)}</span>
    </p>
  );

  return (
    <article
      ref={rootRef}
      className={[styles.root({ width }), className].filter(Boolean).join(' ')}
      style={{ width: `${printable}mm` }}
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
        <div className={styles.metaRow}>
          <dt>{printed.receiptNumber}</dt>
          <dd className={styles.metaValue}>{print.receiptNumber}</dd>
        </div>
        <div className={styles.metaRow}>
          <dt>{t('invoice.paymentDate')}</dt>
          <dd className={styles.metaValue}>{print.date}</dd>
        </div>
        <div className={styles.metaRow}>
          <dt>{t('invoice.patientName')}</dt>
          <dd className={styles.metaValue}>{print.patientName || '-'}</dd>
        </div>
        {print.medicalRecordNumber && (
          <div className={styles.metaRow}>
            <dt>{t('invoice.medicalRecordNumber')}</dt>
            <dd className={styles.metaValue}>{print.medicalRecordNumber}</dd>
          </div>
        )}
        {print.cashier && (
          <div className={styles.metaRow}>
            <dt>{t('invoice.cashier')}</dt>
            <dd className={styles.metaValue}>{print.cashier}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby={linesId} className={styles.lines}>
        <p id={linesId} className={styles.visuallyHidden}>
          {t('receipt.lines')}
        </p>
        {print.groups.map((group) => {
          const label = printed.groupLabel(group);
          return (
            <div key={`${group.kind}-${label}`} className={styles.group} data-receipt-group="">
              <p className={styles.groupLabel}>{label}</p>
              {lineList(group.lines)}
              {sum('subtotal', `${t('invoice.subtotal')} ${label}`, group.subtotal)}
            </div>
          );
        })}
        {sum('total', t('invoice.total'), print.originalTotal, styles.sectionTotal)}
      </section>

      {print.packageUses.length > 0 && (
        <section className={styles.lines} data-package-uses="">
          <p className={styles.groupLabel}>{t('invoice.packageUses')}</p>
          <ul className={styles.lineList}>
            {print.packageUses.map((use, index) => (
              <li key={index} className={styles.line}>
                {printed.packageUse(use)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {print.corrections.map((correction) => (
        <section
          key={correction.receiptNumber}
          className={`${styles.lines} ${styles.group}`}
          data-correction={correction.receiptNumber}
        >
          <p className={styles.groupLabel}>
            {t(correction.refundReason === null ? 'invoice.correction' : 'invoice.refund')}
          </p>
          <p className={styles.sectionMeta}>
            {t('invoice.correctionMeta', {
              label: printed.receiptNumber,
              receipt: correction.receiptNumber,
              date: correction.date,
              method: printed.method(correction.method),
            })}
          </p>
          {correction.refundReason !== null && (
            <p className={styles.sectionMeta}>
              {t('invoice.refundReason', { reason: correction.refundReason })}
            </p>
          )}
          {lineList(correction.lines)}
          {sum(
            'correctionTotal',
            t(
              correction.refundReason === null ? 'invoice.correctionTotal' : 'invoice.refundTotal',
              { receipt: correction.receiptNumber },
            ),
            correction.total,
          )}
        </section>
      ))}

      <section aria-labelledby={totalsId}>
        <p id={totalsId} className={styles.visuallyHidden}>
          {t('receipt.totals')}
        </p>
        <dl className={styles.totals}>
          <div className={`${styles.totalRow} ${styles.grand}`} data-row="net">
            <dt>{t('invoice.grandTotal')}</dt>
            <dd className={styles.amount}>{formatRupiah(print.netTotal)}</dd>
          </div>
        </dl>
        <p className={styles.groupLabel}>{t('invoice.paidWith')}</p>
        <dl className={styles.methods}>
          {print.methods.map(({ method, amount }) => (
            <div key={method ?? '-'} className={styles.totalRow} data-row="method">
              <dt>{printed.method(method)}</dt>
              <dd className={styles.amount}>{formatRupiah(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <footer className={styles.terms}>
        <p className={styles.termsText}>{t('invoice.terms')}</p>
      </footer>
    </article>
  );
}
