import { Invoice } from '@praktik/ui/Invoice';
import { registerPageTexts } from '../../intl/page-texts';
import printTexts from './print.page-texts.json';
import { usePrintWhenReady } from './print-delay';
import { PrintStatus } from './PrintStatus';
import { usePaymentPrint } from './use-payment-print';
import * as css from './print.css';

registerPageTexts(printTexts);

/** `/print-invoice?id=`: the chain's "BUKTI PEMBAYARAN" on an A4 portrait page, then the print dialog. */
export default function PrintInvoicePage() {
  const state = usePaymentPrint();
  usePrintWhenReady(state.kind === 'ready');
  if (state.kind !== 'ready') return <PrintStatus state={state} />;
  return (
    <main className={css.sheet}>
      <Invoice headingLevel={1} clinic={state.clinic} print={state.print} />
    </main>
  );
}
