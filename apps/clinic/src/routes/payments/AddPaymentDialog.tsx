import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@praktik/domain/access/roles';
import { paymentFormSchema } from '@praktik/domain/payments/payment.schema';
import { toSavePaymentRequest } from '@praktik/domain/payments/save-payment.schema';
import { toast } from '@praktik/ui/Toast';
import { savePayment } from '../../api/payments';
import type { ReservationDetail } from '../../api/reservation-detail';
import { FormDialog } from '../../app/FormDialog';
import { usePaymentOptions } from './payment-options';
import { PaymentEditorBody } from './PaymentEditorBody';
import { usePaymentEditorForm } from './use-payment-editor-form';
import * as css from './payments.css';

export interface AddPaymentDialogProps {
  reservation: ReservationDetail;
  role: Role | null;
  businessId: string | null;
  onClose: () => void;
  onSaved: () => void | Promise<unknown>;
}

/**
 * The visit's payment (spec 2 §2.4, §5): lines from the catalogue (items, packages, deposits),
 * discounts for the front desk only, the method with its rules; the domain's schema for the
 * caller's role checks it and `toSavePaymentRequest` adds every total the server compares.
 */
export function AddPaymentDialog({
  reservation,
  role,
  businessId,
  onClose,
  onSaved,
}: AddPaymentDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => paymentFormSchema({ role }), [role]);
  const options = usePaymentOptions(businessId);
  const { form, value, onChange, errors, refusal, setRefusal, showRefusal } = usePaymentEditorForm(
    schema,
    { paymentItems: [], method: null, cardNumber: null },
  );

  const submit = form.handleSubmit(async (parsed) => {
    setRefusal(null);
    try {
      await savePayment(
        toSavePaymentRequest(parsed, {
          bookingId: reservation.id,
          patientId: reservation.patient_id,
        }),
      );
      toast.success(t('payments.toast.saved'));
      await onSaved();
    } catch (e) {
      showRefusal(e);
    }
  });

  return (
    <FormDialog
      title={t('payments.addDialog.title')}
      size="lg"
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      cancelLabel={t('payments.addDialog.cancel')}
      submitLabel={t('payments.addDialog.submit')}
    >
      <div className={css.form}>
        <PaymentEditorBody
          refusal={refusal}
          options={options}
          value={value}
          onChange={onChange}
          role={role}
          status={reservation.status}
          errors={errors}
        />
      </div>
    </FormDialog>
  );
}
