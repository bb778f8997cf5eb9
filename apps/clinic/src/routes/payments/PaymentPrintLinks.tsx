import { useTranslation } from 'react-i18next';
import { Link } from '@praktik/ui/Link';
import { RECEIPT_WIDTHS } from '@praktik/ui/Receipt';
import { registerPageTexts } from '../../intl/page-texts';
import { invoiceHref, receiptHref } from './payment-section-view';
import paymentTexts from './payments.page-texts.json';

registerPageTexts(paymentTexts);

/**
 * A payment chain's invoice (A4) and its receipts (one per printer width), each in a tab of its
 * own so the page behind stays as it was.
 */
export function PaymentPrintLinks({
  paymentId,
  autoFocus = false,
}: {
  paymentId: string;
  /** Focus the invoice link when it appears (a payment just saved). @default false */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        variant="standalone"
        href={invoiceHref(paymentId)}
        target="_blank"
        autoFocus={autoFocus}
      >
        {t('payments.actions.printInvoice')}
      </Link>
      {RECEIPT_WIDTHS.map((width) => (
        <Link key={width} variant="standalone" href={receiptHref(paymentId, width)} target="_blank">
          {t('payments.actions.printReceipt', { width })}
        </Link>
      ))}
    </>
  );
}
