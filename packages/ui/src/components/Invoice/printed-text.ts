import type { PaymentMethod } from '@praktik/domain/payments/payment-method';
import { PAYMENT_METHOD_LABEL_KEYS } from '@praktik/domain/payments/payment-method';
import type { PrintedGroup, PrintedPackageUse } from '@praktik/domain/payments/payment-chain-print';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import invoiceStrings from './invoice.strings.json';

/**
 * The words the invoice and the receipt print around the domain's figures, so the two papers
 * name a group, a method, a package use and the receipt number alike.
 */
export function usePrintedText() {
  const { t } = useUiStrings(invoiceStrings);
  const text = useDomainText();
  return {
    groupLabel: (group: PrintedGroup) =>
      group.kind === 'CATEGORY' ? group.label : text(group.labelKey),
    method: (method: PaymentMethod | null) =>
      method ? text(PAYMENT_METHOD_LABEL_KEYS[method]) : t('invoice.noMethod'),
    packageUse: (use: PrintedPackageUse) =>
      text('payments.packageUse', { name: use.packageName, remaining: use.remainingVisits }),
    /** The domain's one label of a receipt number, shared with the app and the exports. */
    receiptNumber: text('payments.receiptNumber'),
  };
}
