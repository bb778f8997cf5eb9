import { useTranslation } from 'react-i18next';
import { Alert } from '@praktik/ui/Alert';
import { PaymentLineEditor, type PaymentLineEditorProps } from '@praktik/ui/PaymentLineEditor';
import { Spinner } from '@praktik/ui/Spinner';
import { useErrorText } from '../../app/use-error-text';
import type { usePaymentOptions } from './payment-options';

export interface PaymentEditorBodyProps extends Omit<
  PaymentLineEditorProps,
  'itemOptions' | 'packageOptions'
> {
  /** The server's refusal of the last save, shown above the lines. */
  refusal: string | null;
  options: ReturnType<typeof usePaymentOptions>;
}

/**
 * What the payment dialog shows, adding or correcting: the last refusal, then the line editor
 * once the catalogue's items and packages are loaded (or why they are not).
 */
export function PaymentEditorBody({ refusal, options, ...editor }: PaymentEditorBodyProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {refusal ? (
        <Alert tone="danger" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {options.error ? (
        <Alert tone="danger" role="alert">
          {errorText(options.error)}
        </Alert>
      ) : options.isLoading ? (
        <Spinner label={t('payments.addDialog.loading')} showLabel />
      ) : (
        <PaymentLineEditor
          {...editor}
          itemOptions={options.itemOptions}
          packageOptions={options.packageOptions}
        />
      )}
    </>
  );
}
