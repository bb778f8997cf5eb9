import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Role } from '@praktik/domain/access/roles';
import { maySellPackages } from '@praktik/domain/payments/package-sale';
import { paymentFormSchema } from '@praktik/domain/payments/payment.schema';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import {
  toSavePaymentRequest,
  toUpdatePaymentRequest,
  updatePaymentRequestSchema,
} from '@praktik/domain/payments/save-payment.schema';
import {
  PAYMENT_LINE_KINDS,
  type PaymentLineEditorValue,
  type PaymentLineKind,
} from '@praktik/ui/PaymentLineEditor';
import { Button } from '@praktik/ui/Button';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import type { PatientView } from '../../api/patients';
import { savePayment, updatePayment } from '../../api/payments';
import type { ReservationDetail } from '../../api/reservation-detail';
import { FormDialog } from '../../app/FormDialog';
import { CounterBuyerFields, type CounterSaleFormValues } from './CounterBuyerFields';
import { PaymentChainView } from './PaymentChainView';
import { PaymentPrintLinks } from './PaymentPrintLinks';
import { chainRoot, type VisitPaymentChain } from './payment-section-view';
import { usePaymentOptions } from './payment-options';
import { PaymentEditorBody } from './PaymentEditorBody';
import { usePaymentEditorForm } from './use-payment-editor-form';
import * as css from './payments.css';

/**
 * What the dialog records: the visit's payment (spec 2 §2.4, §5), a counter sale (a payment with no
 * visit, from the payment history, spec 2 §2.6), or a correction of a recorded one
 * (docs/decisions/0018-one-payment-per-visit-corrections-add.md). A correction opened where the
 * chain is not on screen already (the history) shows it read-only above the new rows.
 */
export type PaymentDialogMode =
  | { kind: 'add'; reservation: ReservationDetail }
  | { kind: 'counter' }
  | {
      kind: 'correct';
      chain: VisitPaymentChain;
      showsChain?: boolean;
      /** Offered beside the recorded chain: give money back instead of adding a correction. */
      onRefund?: () => void;
    };

export interface PaymentDialogProps {
  mode: PaymentDialogMode;
  role: Role | null;
  businessId: string | null;
  onClose: () => void;
  /** After the save, with the chain the server answered. */
  onSaved: (chain: PaymentChain) => void | Promise<unknown>;
}

/** A counter sale's lines: a package only once a patient is chosen (it is theirs to use). */
const WITHOUT_PACKAGES: readonly PaymentLineKind[] = PAYMENT_LINE_KINDS.filter(
  (kind) => kind !== 'PACKAGE',
);

/**
 * The payment dialog: lines from the catalogue (items, packages, deposits), discounts for the
 * front desk only, the method with its rules; the domain's schema for the caller's role checks it.
 *
 * Adding (a visit's payment or a counter sale), `toSavePaymentRequest` adds every total the server
 * compares. Correcting, only the new correction rows are sent, never the recorded lines, and the
 * method, which fills in the original's while it has none and is otherwise the correction row's
 * own.
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
  if (mode.kind === 'counter') return <CounterSaleDialog {...common} />;
  const { chain, showsChain = false, onRefund } = mode;
  const root = chainRoot(chain);
  return (
    <PaymentDialogForm
      {...common}
      recorded={
        showsChain ? (
          <>
            <PaymentChainView chain={chain} role={common.role} />
            <div className={css.actions}>
              {onRefund ? (
                <Button variant="secondary" onPress={onRefund}>
                  {t('payments.actions.refund')}
                </Button>
              ) : null}
              <PaymentPrintLinks paymentId={chain.payment.id} />
            </div>
          </>
        ) : undefined
      }
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

/**
 * A sale at the counter: the buyer (a known patient, or only a name, phone and e-mail) and lines
 * from the catalogue; `toSavePaymentRequest` sends no visit, so the server records no visit's
 * payment, and the patient when one is chosen.
 */
function CounterSaleDialog(common: Omit<PaymentDialogProps, 'mode'>) {
  const { t } = useTranslation();
  const [patient, setPatient] = useState<PatientView | null>(null);
  const defaultValues: CounterSaleFormValues = {
    paymentItems: [],
    method: null,
    cardNumber: null,
    name: null,
    phoneNumber: null,
    email: null,
  };
  return (
    <PaymentDialogForm
      {...common}
      title={t('payments.counterDialog.title')}
      cancelLabel={t('payments.counterDialog.cancel')}
      submitLabel={t('payments.counterDialog.submit')}
      schemaFor={paymentFormSchema}
      defaultValues={defaultValues}
      save={(parsed) =>
        savePayment(toSavePaymentRequest(parsed, { patientId: patient?.id ?? null }))
      }
      savedText={t('payments.toast.sold')}
      head={(form) => (
        <CounterBuyerFields
          control={form.control}
          patient={patient}
          onPatientChange={(chosen) => {
            setPatient(chosen);
            // The chosen patient's contact fills the buyer's fields, which stay editable.
            if (chosen) {
              const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
              form.setValue('name', chosen.name, options);
              form.setValue('phoneNumber', chosen.phoneNumber, options);
              form.setValue('email', chosen.email, options);
            }
          }}
        />
      )}
      lineKinds={maySellPackages(patient?.id) ? PAYMENT_LINE_KINDS : WITHOUT_PACKAGES}
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
  save: (parsed: Output) => Promise<PaymentChain>;
  savedText: string;
  /** The recorded chain a correction adds to, shown first. */
  recorded?: ReactNode;
  /** Fields of the form's own above the lines (the counter sale's buyer). */
  head?: (form: UseFormReturn<Values, unknown, Output>) => ReactNode;
  /** The kinds of line the editor adds. @default every kind */
  lineKinds?: readonly PaymentLineKind[];
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
  recorded,
  head,
  lineKinds,
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
      const chain = await save(parsed);
      toast.success(savedText);
      await onSaved(chain);
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
        {recorded}
        {hint ? <Text variant="muted">{hint}</Text> : null}
        {head?.(form)}
        <PaymentEditorBody
          refusal={refusal}
          options={options}
          value={value}
          onChange={onChange}
          role={role}
          status={status}
          correctionsOnly={correctionsOnly}
          lineKinds={lineKinds}
          errors={errors}
        />
      </div>
    </FormDialog>
  );
}
