import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  refundableLines,
  refundFormErrors,
  refundFormPath,
  toRefundRequest,
  type RefundFormValue,
} from '@praktik/domain/payments/refund';
import { Alert } from '@praktik/ui/Alert';
import { RefundEditor } from '@praktik/ui/RefundEditor';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { isApiError } from '../../api/error';
import { refundPayment } from '../../api/payments';
import { FormDialog } from '../../app/FormDialog';
import { useErrorText } from '../../app/use-error-text';
import { chainRows, type VisitPaymentChain } from './payment-section-view';
import * as css from './payments.css';

export interface RefundDialogProps {
  chain: VisitPaymentChain;
  onClose: () => void;
  onSaved: () => void | Promise<unknown>;
}

/**
 * Giving money back on a paid chain (docs/decisions/0043-refunds.md): the chain's lines with what
 * is left of each, the units to give back, the method and the reason; the domain checks the form
 * and figures every amount, the server records the refund as a negative correction. A refusal
 * naming a line is shown on that line, any other above the form.
 */
export function RefundDialog({ chain, onClose, onSaved }: RefundDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rows = chainRows(chain);
  const lines = refundableLines(rows.flatMap((row) => row.payment_items));
  const chainTotal = rows.reduce((sum, row) => sum + row.grand_total, 0);
  const [value, setValue] = useState<RefundFormValue>({ quantities: {}, method: null, reason: '' });
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = {
    ...(submitted ? refundFormErrors(chain.payment.id, lines, value) : {}),
    ...serverErrors,
  };

  const change = (next: RefundFormValue) => {
    setServerErrors({});
    setValue(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(refundFormErrors(chain.payment.id, lines, value)).length > 0) return;
    const { request, lineIds } = toRefundRequest(chain.payment.id, lines, value);
    setSubmitting(true);
    try {
      await refundPayment(request);
      toast.success(t('payments.toast.refunded'));
      await onSaved();
    } catch (error) {
      const onFields: Record<string, string> = {};
      if (isApiError(error)) {
        for (const { field, message } of error.fieldErrors) {
          onFields[refundFormPath(field, lineIds)] = message;
        }
      }
      setServerErrors(onFields);
      setRefusal(Object.keys(onFields).length > 0 ? null : errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={t('payments.refundDialog.title')}
      size="lg"
      onSubmit={submit}
      isSubmitting={isSubmitting}
      onClose={onClose}
      cancelLabel={t('payments.refundDialog.cancel')}
      submitLabel={t('payments.refundDialog.submit')}
    >
      <div className={css.form}>
        <Text variant="muted">{t('payments.refundDialog.hint')}</Text>
        {refusal ? (
          <Alert tone="danger" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <RefundEditor
          lines={lines}
          chainTotal={chainTotal}
          value={value}
          onChange={change}
          errors={errors}
        />
      </div>
    </FormDialog>
  );
}
