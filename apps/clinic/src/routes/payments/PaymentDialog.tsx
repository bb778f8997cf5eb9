import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Role } from '@praktik/domain/access/roles';
import { paymentFormSchema } from '@praktik/domain/payments/payment.schema';
import {
  toSavePaymentRequest,
  toUpdatePaymentRequest,
  updatePaymentRequestSchema,
} from '@praktik/domain/payments/save-payment.schema';
import type { PaymentLineEditorValue } from '@praktik/ui/PaymentLineEditor';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { savePayment, updatePayment } from '../../api/payments';
import type { ReservationDetail } from '../../api/reservation-detail';
import { FormDialog } from '../../app/FormDialog';
import { chainRoot, type VisitPaymentChain } from './payment-section-view';
import { usePaymentOptions } from './payment-options';
import { PaymentEditorBody } from './PaymentEditorBody';
import { usePaymentEditorForm } from './use-payment-editor-form';
import * as css from './payments.css';

/**
 * What the dialog records: the visit's payment (spec 2 §2.4, §5), or a correction of the recorded
 * one (docs/decisions/0018-one-payment-per-visit-corrections-add.md).
 */
export type PaymentDialogMode =
  { kind: 'add'; reservation: ReservationDetail } | { kind: 'correct'; chain: VisitPaymentChain };

export interface PaymentDialogProps {
  mode: PaymentDialogMode;
  role: Role | null;
  businessId: string | null;
  onClose: () => void;
  onSaved: () => void | Promise<unknown>;
}

/**
 * The payment dialog: lines from the catalogue (items, packages, deposits), discounts for the
 * front desk only, the method with its rules; the domain's schema for the caller's role checks it.
 *
 * Adding, `toSavePaymentRequest` adds every total the server compares. Correcting, only the new
 * correction rows are sent, never the recorded lines, and the method, which fills in the
 * original's while it has none and is otherwise the correction row's own.
 */
export function PaymentDialog({ mode, ...common }: PaymentDialogProps) {
  const { t } = useTranslation();
  if (mode.kind === 'add') {
    const { reservation } = mode;
    return (
      <PaymentDialogForm
        {...common}
        title={t('payments.addDialog.title')}
        cancelLabel={t('payments.addDialog.cancel')}
        submitLabel={t('payments.addDialog.submit')}
        schemaFor={paymentFormSchema}
        defaultValues={{ paymentItems: [], method: null, cardNumber: null }}
        save={(parsed) =>
          savePayment(
            toSavePaymentRequest(parsed, {
              bookingId: reservation.id,
              patientId: reservation.patient_id,
            }),
          )
        }
        savedText={t('payments.toast.saved')}
        status={reservation.status}
      />
    );
  }
  const { chain } = mode;
  const root = chainRoot(chain);
  return (
    <PaymentDialogForm
      {...common}
      title={t('payments.updateDialog.title')}
      cancelLabel={t('payments.updateDialog.cancel')}
      submitLabel={t('payments.updateDialog.submit')}
      schemaFor={updatePaymentRequestSchema}
      defaultValues={{
        paymentId: chain.payment.id,
        paymentItems: [],
        method: root.payment_method,
        // Only the last four digits are kept: a card correction asks the number again.
        cardNumber: null,
      }}
      save={(parsed) => updatePayment(toUpdatePaymentRequest(parsed))}
      savedText={t('payments.toast.corrected')}
      hint={
        root.payment_method === null
          ? t('payments.updateDialog.methodHint')
          : t('payments.updateDialog.hint')
      }
      correctionsOnly
    />
  );
}

interface PaymentDialogFormProps<Values extends PaymentLineEditorValue, Output> extends Omit<
  PaymentDialogProps,
  'mode'
> {
  title: string;
  cancelLabel: string;
  submitLabel: string;
  schemaFor: (context: { role: Role | null }) => z.ZodType<Output>;
  defaultValues: Values;
  save: (parsed: Output) => Promise<unknown>;
  savedText: string;
  /** Shown above the editor. */
  hint?: string;
  /** The visit's status, from which the domain decides the editor's mode (adding only). */
  status?: ReservationDetail['status'];
  /** @default false */
  correctionsOnly?: boolean;
}

/** The dialog itself, whichever it records: the mode gives its texts, schema, values and save. */
function PaymentDialogForm<Values extends PaymentLineEditorValue, Output>({
  role,
  businessId,
  onClose,
  onSaved,
  title,
  cancelLabel,
  submitLabel,
  schemaFor,
  defaultValues,
  save,
  savedText,
  hint,
  status,
  correctionsOnly,
}: PaymentDialogFormProps<Values, Output>) {
  const schema = useMemo(() => schemaFor({ role }), [schemaFor, role]);
  const options = usePaymentOptions(businessId);
  const { form, value, onChange, errors, refusal, setRefusal, showRefusal } = usePaymentEditorForm(
    schema,
    defaultValues,
  );

  const submit = form.handleSubmit(async (parsed) => {
    setRefusal(null);
    try {
      await save(parsed);
      toast.success(savedText);
      await onSaved();
    } catch (e) {
      showRefusal(e);
    }
  });

  return (
    <FormDialog
      title={title}
      size="lg"
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      cancelLabel={cancelLabel}
      submitLabel={submitLabel}
    >
      <div className={css.form}>
        {hint ? <Text variant="muted">{hint}</Text> : null}
        <PaymentEditorBody
          refusal={refusal}
          options={options}
          value={value}
          onChange={onChange}
          role={role}
          status={status}
          correctionsOnly={correctionsOnly}
          errors={errors}
        />
      </div>
    </FormDialog>
  );
}
