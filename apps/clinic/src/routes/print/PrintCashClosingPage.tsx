import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { closingDayText, closingTimeText } from '@praktik/domain/payments/cash-closing';
import { Button } from '@praktik/ui/Button';
import { CashClosingSheet } from '@praktik/ui/CashClosingSheet';
import { Link } from '@praktik/ui/Link';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { fullPrintableWidth, PRINTABLE_WIDTHS } from '@praktik/ui/Receipt';
import { useBusiness } from '../../api/business';
import { useCashClosing } from '../../api/cash-closings';
import { canReadClinic, useAppSession } from '../../app/session-view';
import { registerPageTexts } from '../../intl/page-texts';
import printTexts from './print.page-texts.json';
import { usePrintWhenReady } from './print-delay';
import { PrintStatus } from './PrintStatus';
import { readPrintableWidth, storePrintableWidth } from './receipt-printer';
import * as css from './print.css';

registerPageTexts(printTexts);

type Paper = '80' | 'A4';
const paperOf = (param: string | null): Paper => (param === 'A4' ? 'A4' : '80');

/**
 * `/print-cash-closing?id=&paper=80|A4`: a closing of the day on an 80 mm roll (this device's
 * printable width, as the receipt remembers it) or on A4, then the print dialog. On screen only,
 * the printer's width (80 mm) and a link to the other paper.
 */
export default function PrintCashClosingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const paper = paperOf(params.get('paper'));
  const session = useAppSession();
  const canRead = canReadClinic(session);
  const closing = useCashClosing(canRead ? id : null);
  const business = useBusiness(canRead && id !== null);
  const [printable, setPrintable] = useState(() => readPrintableWidth(80));
  const ready = !!closing.data && !!business.data;
  usePrintWhenReady(ready);

  if (!session.loggedIn) return <PrintStatus state={{ kind: 'signedOut' }} />;
  if (!id) return <PrintStatus state={{ kind: 'missingId' }} />;
  const error = closing.error ?? business.error;
  if (error) return <PrintStatus state={{ kind: 'failed', error }} />;
  if (!closing.data || !business.data) return <PrintStatus state={{ kind: 'loading' }} />;

  const other: Paper = paper === '80' ? 'A4' : '80';
  const otherHref = `/print-cash-closing?${new URLSearchParams({ id, paper: other }).toString()}`;
  const data = closing.data;
  return (
    <main className={css.receiptPage}>
      <div className={css.printControls} role="group" aria-label={t('print.receipt.controls')}>
        {paper === '80' && (
          <RadioGroup
            label={t('print.receipt.printableWidth', { width: 80 })}
            orientation="horizontal"
            items={PRINTABLE_WIDTHS[80].map((mm) => ({
              id: String(mm),
              label:
                mm === fullPrintableWidth(80)
                  ? t('print.receipt.fullWidth', { mm })
                  : t('print.receipt.width', { mm }),
            }))}
            value={String(printable)}
            onChange={(value) => {
              setPrintable(Number(value));
              storePrintableWidth(80, Number(value));
            }}
            description={t('print.receipt.printableWidthHint')}
          />
        )}
        <div className={css.printActions}>
          <Button onPress={() => window.print()}>{t('print.receipt.print')}</Button>
          <Link variant="standalone" href={otherHref}>
            {t(`print.cashClosing.${other === 'A4' ? 'onA4' : 'on80'}`)}
          </Link>
        </div>
      </div>
      <div className={css.sheet}>
        <CashClosingSheet
          paper={paper}
          printableWidth={printable}
          headingLevel={1}
          clinic={{ name: business.data.name, address: business.data.address || null }}
          cashierName={data.cashierName}
          day={closingDayText(data.businessDay)}
          closedAt={closingTimeText(data.closedAt, DEFAULT_UTC_OFFSET_HOURS)}
          figures={data.figures}
          countedCash={data.countedCash}
          difference={data.difference}
          note={data.note}
        />
      </div>
    </main>
  );
}
