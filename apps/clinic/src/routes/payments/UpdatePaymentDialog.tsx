import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@praktik/domain/access/roles';
import { lineTotal } from '@praktik/domain/money/line-total';
import { paymentTotals } from '@praktik/domain/money/payment-totals';
import {
  saveLineToPaymentLine,
  updatePaymentRequestSchema,
} from '@praktik/domain/payments/save-payment.schema';
import { Alert } from '@praktik/ui/Alert';
import { PaymentLineEditor } from '@praktik/ui/PaymentLineEditor';
import { Spinner } from '@praktik/ui/Spinner';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { updatePayment } from '../../api/payments';
import { FormDialog } from '../../app/FormDialog';
import { useErrorText } from '../../app/use-error-text';
import { chainRoot, type VisitPaymentChain } from './payment-section-view';
import { usePaymentOptions } from './payment-options';
import { usePaymentEditorForm } from './use-payment-editor-form';
import * as css from './payments.css';

export interface UpdatePaymentDialogProps {
  chain: VisitPaymentChain;
  role: Role | null;
  businessId: string | null;
  onClose: () => void;
  onSaved: () => void | Promise<unknown>;
}

/**
 * A correction of a recorded payment (contract decisions 6.2, 6.3 and §8): only the new
 * correction rows are sent, never the recorded lines, and the method, which fills in the
 * original's while it has none and is otherwise the correction row's own.
 */
export function UpdatePaymentDialog({
  chain,
  role,
  businessId,
  onClose,
  onSaved,
}: UpdatePaymentDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const root = chainRoot(chain);
  const schema = useMemo(() => updatePaymentRequestSchema({ role }), [role]);
  const options = usePaymentOptions(businessId);
  const { form, value, onChange, errors, refusal, setRefusal, showRefusal } = usePaymentEditorForm(
    schema,
    {
      paymentId: chain.payment.id,
      paymentItems: [],
      method: root.payment_method,
      // Only the last four digits are kept: a card correction asks the number again.
      cardNumber: null,
    },
  );

  const submit = form.handleSubmit(async (parsed) => {
    setRefusal(null);
    const lines = parsed.paymentItems.map(saveLineToPaymentLine);
    try {
      await updatePayment({
        ...parsed,
        totalAmount: 0,
        totalAmountCorrection: paymentTotals(lines).totalAmountCorrection,
        paymentItems: parsed.paymentItems.map((line, index) => ({
          ...line,
          total: lineTotal(lines[index]!),
        })),
      });
      toast.success(t('payments.toast.corrected'));
      await onSaved();
    } catch (e) {
      showRefusal(e);
    }
  });

  return (
    <FormDialog
      title={t('payments.updateDialog.title')}
      size="lg"
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      cancelLabel={t('payments.updateDialog.cancel')}
      submitLabel={t('payments.updateDialog.submit')}
    >
      <div className={css.form}>
        <Text variant="muted">
          {root.payment_method === null
            ? t('payments.updateDialog.methodHint')
            : t('payments.updateDialog.hint')}
        </Text>
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
            value={value}
            onChange={onChange}
            role={role}
            correctionsOnly
            itemOptions={options.itemOptions}
            packageOptions={options.packageOptions}
            errors={errors}
          />
        )}
      </div>
    </FormDialog>
  );
}
