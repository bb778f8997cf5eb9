import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@praktik/ui/Button';
import { Link } from '@praktik/ui/Link';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { fullPrintableWidth, PRINTABLE_WIDTHS, Receipt, RECEIPT_WIDTHS } from '@praktik/ui/Receipt';
import { registerPageTexts } from '../../intl/page-texts';
import printTexts from './print.page-texts.json';
import { usePrintWhenReady } from './print-delay';
import { PrintStatus } from './PrintStatus';
import { readPrintableWidth, rollWidthOf, storePrintableWidth } from './receipt-printer';
import { usePaymentPrint } from './use-payment-print';
import * as css from './print.css';

registerPageTexts(printTexts);

/**
 * `/print-receipt?id=&width=58|80`: the chain as a thermal slip, then the print dialog. Above the
 * slip, on screen only, the roll and how wide this device's printer prints (remembered in the
 * browser), and a button to print again after changing them.
 */
export default function PrintReceiptPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const width = rollWidthOf(params.get('width'));
  const [printable, setPrintable] = useState(() => readPrintableWidth(width));
  const [shownWidth, setShownWidth] = useState(width);
  // Another roll has its own printer setting.
  if (shownWidth !== width) {
    setShownWidth(width);
    setPrintable(readPrintableWidth(width));
  }
  const state = usePaymentPrint();
  usePrintWhenReady(state.kind === 'ready');
  if (state.kind !== 'ready') return <PrintStatus state={state} />;

  const otherRoll = RECEIPT_WIDTHS.find((roll) => roll !== width)!;
  const rollHref = `/print-receipt?${new URLSearchParams({
    ...Object.fromEntries(params),
    width: String(otherRoll),
  }).toString()}`;
  return (
    <main className={css.receiptPage}>
      <div className={css.printControls} role="group" aria-label={t('print.receipt.controls')}>
        <RadioGroup
          label={t('print.receipt.printableWidth', { width })}
          orientation="horizontal"
          items={PRINTABLE_WIDTHS[width].map((mm) => ({
            id: String(mm),
            label:
              mm === fullPrintableWidth(width)
                ? t('print.receipt.fullWidth', { mm })
                : t('print.receipt.width', { mm }),
          }))}
          value={String(printable)}
          onChange={(value) => {
            setPrintable(Number(value));
            storePrintableWidth(width, Number(value));
          }}
          description={t('print.receipt.printableWidthHint')}
        />
        <div className={css.printActions}>
          <Button onPress={() => window.print()}>{t('print.receipt.print')}</Button>
          <Link variant="standalone" href={rollHref}>
            {t('print.receipt.otherRoll', { width: otherRoll })}
          </Link>
        </div>
      </div>
      <div className={css.sheet}>
        <Receipt
          width={width}
          printableWidth={printable}
          headingLevel={1}
          clinic={state.clinic}
          print={state.print}
        />
      </div>
    </main>
  );
}
