import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fromIsoDate } from '@praktik/domain/dates/date-formats';
import { formatRupiah } from '@praktik/domain/money/currency';
import {
  firstRowsOfPayments,
  paymentHistoryCellText,
} from '@praktik/domain/payments/payment-history-cells';
import {
  paymentHistoryColumns,
  type PaymentHistoryColumn,
} from '@praktik/domain/payments/payment-history-columns';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { EmptyState } from '@praktik/ui/EmptyState';
import { usePageRule } from '@praktik/ui/Invoice';
import { Spinner } from '@praktik/ui/Spinner';
import { useBusiness } from '../../api/business';
import { usePaymentHistoryPrint } from '../../api/payment-history';
import { canReadClinic, useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { registerPageTexts } from '../../intl/page-texts';
import historyTexts from '../payments/payment-history.page-texts.json';
import printTexts from './print.page-texts.json';
import { usePrintWhenReady } from './print-delay';
import * as css from './print.css';

registerPageTexts(historyTexts);
registerPageTexts(printTexts);

/** A4 landscape: the history's sixteen columns need the width (spec 2 §2.6). */
const HISTORY_PAGE_RULE = '@page { size: A4 landscape; margin: 10mm; }';

const NUMBER_COLUMNS: readonly PaymentHistoryColumn[] = [
  'quantity',
  'price',
  'discount',
  'lineTotal',
  'paymentTotal',
];

/**
 * `/print-payment-history?from=&to=&…`: every row the history page's filter matches (not only
 * its page), in the caller's columns, with the filter's period and the distinct-payment total,
 * on A4 landscape; then the print dialog. The query is the page's, passed through: the server
 * checks it and refuses more than the PDF's 10,000 rows (400).
 */
export default function PrintPaymentHistoryPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const session = useAppSession();
  const canRead = canReadClinic(session);
  const params = Object.fromEntries(search);
  const hasPeriod = Boolean(params.from && params.to);
  const history = usePaymentHistoryPrint(canRead && hasPeriod ? params : null);
  const business = useBusiness(canRead && hasPeriod);
  const ready = Boolean(history.data && business.data);
  usePageRule(HISTORY_PAGE_RULE);
  usePrintWhenReady(ready);

  if (!session.loggedIn) {
    return (
      <main className={css.status}>
        <EmptyState
          icon="warning"
          titleLevel={1}
          title={t('print.signIn.title')}
          text={t('print.history.signIn')}
          action={<Button href="/login">{t('print.signIn.link')}</Button>}
        />
      </main>
    );
  }
  const error = !hasPeriod ? null : (history.error ?? business.error);
  if (!hasPeriod || error) {
    return (
      <main className={css.status}>
        <h1 className={css.statusTitle}>{t('print.history.failed')}</h1>
        <Alert tone="danger">
          {hasPeriod ? errorText(error) : t('print.history.missingPeriod')}
        </Alert>
      </main>
    );
  }
  if (!history.data || !business.data) {
    return (
      <main className={css.status}>
        <Spinner size="lg" label={t('print.history.loading')} />
      </main>
    );
  }

  const { rows, totalAmount } = history.data;
  const columns = paymentHistoryColumns(session.role);
  const firstRows = firstRowsOfPayments(rows);
  const date = (value: string | undefined) => fromIsoDate(value ?? '') ?? value ?? '';
  return (
    <main className={css.historySheet}>
      <header className={css.historyHeader}>
        <h1 className={css.historyTitle}>{t('print.history.title')}</h1>
        <span>{business.data.name}</span>
        <span>{t('print.history.period', { from: date(params.from), to: date(params.to) })}</span>
      </header>
      {rows.length === 0 ? (
        <p>{t('print.history.empty')}</p>
      ) : (
        <table className={css.historyTable} aria-label={t('print.history.tableLabel')}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={css.historyCell}>
                  {t(`paymentHistory.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td
                    key={column}
                    className={
                      NUMBER_COLUMNS.includes(column)
                        ? `${css.historyCell} ${css.historyNumber}`
                        : css.historyCell
                    }
                  >
                    {paymentHistoryCellText(row, column, { t, firstOfPayment: firstRows[index]! })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={css.historyTotal}>
        {t('print.history.total')}: {formatRupiah(totalAmount)}
      </p>
    </main>
  );
}
