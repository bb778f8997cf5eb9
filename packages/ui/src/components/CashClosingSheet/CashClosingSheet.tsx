import { useId, useLayoutEffect, useRef, useState } from 'react';
import {
  cashDifferenceKind,
  type ClosingFigures,
  type ClosingMethodFigures,
} from '@praktik/domain/payments/cash-closing';
import { formatRupiah } from '@praktik/domain/money/currency';
import { PAYMENT_METHOD_LABEL_KEYS } from '@praktik/domain/payments/payment-method';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { usePageRule } from '../Invoice/use-page-rule';
import { printableWidthFor, receiptPageRule } from '../Receipt/receipt-options';
import { CASH_CLOSING_A4_PAGE_RULE, type CashClosingPaper } from './cash-closing-sheet-options';
import * as styles from './CashClosingSheet.css';
import cashClosingStrings from './cashClosing.strings.json';

export interface CashClosingSheetProps {
  /** Printed at the top of a paper (not on screen, where the page names the clinic). */
  clinic?: { name: string; address?: string | null } | null;
  cashierName: string | null;
  /** The business day as the reader writes dates (the caller formats it). */
  day: string;
  /** When it was closed, formatted; null for figures not closed yet. */
  closedAt?: string | null;
  figures: ClosingFigures;
  /** The cash counted; null or absent while not counted yet. */
  countedCash?: number | null;
  /** counted − expected; shown when given. */
  difference?: number | null;
  note?: string | null;
  /** @default 'screen' */
  paper?: CashClosingPaper;
  /** How wide the 80 mm printer prints, in millimetres. @default 76 */
  printableWidth?: number | null;
  /** @default 2 */
  headingLevel?: 1 | 2 | 3;
}

const MM_PER_CSS_PIXEL = 25.4 / 96;

function PageRule({ rule }: { rule: string }) {
  usePageRule(rule);
  return null;
}

/**
 * A cashier's closing of the day ("tutup kasir"): what each method took, what went back
 * (refunds), the net, the cash the drawer should hold, the cash counted and the difference. On
 * screen and on A4 a table of the methods; on an 80 mm roll each method that took anything as a
 * block, on the receipt's named page as long as the slip.
 */
export function CashClosingSheet({
  clinic,
  cashierName,
  day,
  closedAt,
  figures,
  countedCash,
  difference,
  note,
  paper = 'screen',
  printableWidth,
  headingLevel = 2,
}: CashClosingSheetProps) {
  const { t } = useUiStrings(cashClosingStrings);
  const domain = useDomainText();
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [lengthMm, setLengthMm] = useState<number | null>(null);
  const printable = printableWidthFor(80, printableWidth);
  const Title = `h${headingLevel}` as const;

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || paper !== '80') return;
    const measure = () => setLengthMm(root.scrollHeight * MM_PER_CSS_PIXEL);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [paper]);

  const methodName = (row: ClosingMethodFigures) =>
    row.method === null ? t('cashClosing.noMethod') : domain(PAYMENT_METHOD_LABEL_KEYS[row.method]);

  const line = (label: string, amount: string, key?: string, className = styles.value) => (
    <div className={styles.row} key={key ?? label}>
      <dt>{label}</dt>
      <dd className={className}>{amount}</dd>
    </div>
  );

  const onRoll = paper === '80';
  const methods = onRoll ? figures.methods.filter((row) => row.count > 0) : figures.methods;

  return (
    <article
      ref={rootRef}
      className={styles.root({ paper })}
      style={onRoll ? { width: `${printable}mm` } : undefined}
      aria-labelledby={titleId}
      data-cash-closing={paper}
    >
      {onRoll && <PageRule rule={receiptPageRule(80, lengthMm, printable)} />}
      {paper === 'A4' && <PageRule rule={CASH_CLOSING_A4_PAGE_RULE} />}
      {paper !== 'screen' && clinic && (
        <header className={styles.header}>
          <p className={styles.strong}>{clinic.name}</p>
          {clinic.address && <p className={styles.plain}>{clinic.address}</p>}
        </header>
      )}
      <Title id={titleId} className={styles.title}>
        {t('cashClosing.title')}
      </Title>
      <dl className={styles.meta}>
        {line(t('cashClosing.cashier'), cashierName ?? '-')}
        {line(t('cashClosing.day'), day)}
        {closedAt && line(t('cashClosing.closedAt'), closedAt)}
        {line(t('cashClosing.count'), String(figures.count))}
      </dl>

      {onRoll ? (
        <section aria-label={t('cashClosing.byMethod')}>
          {methods.map((row) => (
            <div key={String(row.method)} data-method={row.method ?? ''}>
              <p className={styles.strong}>{methodName(row)}</p>
              <dl className={styles.meta}>
                {line(t('cashClosing.received'), formatRupiah(row.received))}
                {row.refunded > 0 && line(t('cashClosing.refunded'), formatRupiah(-row.refunded))}
                {line(t('cashClosing.net'), formatRupiah(row.net))}
              </dl>
            </div>
          ))}
        </section>
      ) : (
        <table className={styles.table}>
          <caption className={styles.strong}>{t('cashClosing.byMethod')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('cashClosing.method')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('cashClosing.received')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('cashClosing.refunded')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('cashClosing.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {methods.map((row) => (
              <tr key={String(row.method)} data-method={row.method ?? ''}>
                <th scope="row" className={styles.cell}>
                  {methodName(row)}
                </th>
                <td className={styles.cell}>{formatRupiah(row.received)}</td>
                <td className={styles.cell}>{formatRupiah(row.refunded)}</td>
                <td className={styles.cell}>{formatRupiah(row.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-method="total">
              <th scope="row" className={styles.headCell}>
                {t('cashClosing.total')}
              </th>
              <td className={styles.headCell}>{formatRupiah(figures.received)}</td>
              <td className={styles.headCell}>{formatRupiah(figures.refunded)}</td>
              <td className={styles.headCell}>{formatRupiah(figures.net)}</td>
            </tr>
          </tfoot>
        </table>
      )}

      <dl className={styles.totals}>
        {onRoll && line(t('cashClosing.total'), formatRupiah(figures.net))}
        {line(t('cashClosing.expectedCash'), formatRupiah(figures.expectedCash))}
        {countedCash !== null &&
          countedCash !== undefined &&
          line(t('cashClosing.countedCash'), formatRupiah(countedCash))}
        {difference !== null &&
          difference !== undefined &&
          line(
            t('cashClosing.difference'),
            t(`cashClosing.${cashDifferenceKind(difference)}`, {
              amount: formatRupiah(difference),
            }),
            'difference',
            styles.difference({ kind: cashDifferenceKind(difference) }),
          )}
        {note && line(t('cashClosing.note'), note)}
      </dl>
    </article>
  );
}
