import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@praktik/domain/access/roles';
import {
  toUpdatePaymentRequest,
  updatePaymentRequestSchema,
} from '@praktik/domain/payments/save-payment.schema';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { updatePayment } from '../../api/payments';
import { FormDialog } from '../../app/FormDialog';
import { chainRoot, type VisitPaymentChain } from './payment-section-view';
import { usePaymentOptions } from './payment-options';
import { PaymentEditorBody } from './PaymentEditorBody';
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
 * A correction of a recorded payment
 * (docs/decisions/0018-one-payment-per-visit-corrections-add.md): only the new correction rows are
 * sent, never the recorded lines, and the method, which fills in the original's while it has none
 * and is otherwise the correction row's own.
 */
export function UpdatePaymentDialog({
  chain,
  role,
  businessId,
  onClose,
  onSaved,
}: UpdatePaymentDialogProps) {
  const { t } = useTranslation();
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
    try {
      await updatePayment(toUpdatePaymentRequest(parsed));
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
        <PaymentEditorBody
          refusal={refusal}
          options={options}
          value={value}
          onChange={onChange}
          role={role}
          correctionsOnly
          errors={errors}
        />
      </div>
    </FormDialog>
  );
}
