import { useSearchParams } from 'react-router';
import { Receipt, RECEIPT_WIDTHS, type ReceiptWidth } from '@praktik/ui/Receipt';
import { registerPageTexts } from '../../intl/page-texts';
import printTexts from './print.page-texts.json';
import { usePrintWhenReady } from './print-delay';
import { PrintStatus } from './PrintStatus';
import { usePaymentPrint } from './use-payment-print';
import * as css from './print.css';

registerPageTexts(printTexts);

/** `?width=` as a roll width; the narrower roll when absent or not one of them. */
const widthOf = (param: string | null): ReceiptWidth =>
  RECEIPT_WIDTHS.find((width) => String(width) === param) ?? RECEIPT_WIDTHS[0];

/** `/print-receipt?id=&width=58|80`: the chain as a thermal slip, then the print dialog. */
export default function PrintReceiptPage() {
  const [params] = useSearchParams();
  const state = usePaymentPrint();
  usePrintWhenReady(state.kind === 'ready');
  if (state.kind !== 'ready') return <PrintStatus state={state} />;
  const { clinic, print } = state;
  return (
    <main className={css.sheet}>
      <Receipt
        width={widthOf(params.get('width'))}
        headingLevel={1}
        clinic={clinic}
        patient={{ name: print.patientName, medicalRecordNumber: print.medicalRecordNumber }}
        payment={print}
      />
    </main>
  );
}
