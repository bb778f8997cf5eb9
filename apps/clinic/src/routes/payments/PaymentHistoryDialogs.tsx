import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { canRefund } from '@praktik/domain/access/permissions';
import type { Role } from '@praktik/domain/access/roles';
import type { PaymentHistoryRowAction } from '@praktik/domain/payments/payment-history-row-action';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { keyFilters } from '../../api/keys';
import { usePayment } from '../../api/payments';
import { InfoDialog, LoadingOrFailed } from '../../app/InfoDialog';
import { registerPageTexts } from '../../intl/page-texts';
import { ReservationDetailDialog } from '../reservations/ReservationDetailDialog';
import { PaymentDialog } from './PaymentDialog';
import { RefundDialog } from './RefundDialog';
import texts from './payment-history.page-texts.json';

registerPageTexts(texts);

/** The history's dialogs: a new counter sale, or what a row opens. */
export type PaymentHistoryDialog = { kind: 'counter' } | PaymentHistoryRowAction;

export interface PaymentHistoryDialogsProps {
  dialog: PaymentHistoryDialog;
  role: Role | null;
  businessId: string | null;
  /** Another dialog (the reservation detail's link to another reservation), or none. */
  onDialogChange: (dialog: PaymentHistoryDialog | null) => void;
  /** A counter sale was saved: its chain, for the page to offer its prints. */
  onSaleSaved: (chain: PaymentChain) => void;
}

/**
 * The payment history's dialogs (spec 2 §2.6), in a module of their own so the page loads them
 * only when one opens: the add-payment dialog for a counter sale, the reservation detail of a
 * visit's row, and the correction dialog of a row without a reservation. A save reads the
 * history again (`keyFilters.paymentChanged` holds it).
 */
export default function PaymentHistoryDialogs({
  dialog,
  role,
  businessId,
  onDialogChange,
  onSaleSaved,
}: PaymentHistoryDialogsProps) {
  const { mutate } = useSWRConfig();
  const close = () => onDialogChange(null);
  switch (dialog.kind) {
    case 'counter':
      return (
        <PaymentDialog
          mode={{ kind: 'counter' }}
          role={role}
          businessId={businessId}
          onClose={close}
          onSaved={async (chain) => {
            close();
            onSaleSaved(chain);
            await mutate(keyFilters.paymentChanged);
          }}
        />
      );
    case 'reservation':
      return (
        <ReservationDetailDialog
          key={dialog.reservationId}
          reservationId={dialog.reservationId}
          onClose={close}
          onOpenReservation={(reservationId) =>
            onDialogChange({ kind: 'reservation', reservationId })
          }
        />
      );
    case 'payment':
      return (
        <PaymentCorrection
          key={dialog.paymentId}
          paymentId={dialog.paymentId}
          role={role}
          businessId={businessId}
          onClose={close}
          onSaved={async () => {
            close();
            await mutate(keyFilters.paymentChanged);
          }}
        />
      );
  }
}

interface PaymentCorrectionProps {
  paymentId: string;
  role: Role | null;
  businessId: string | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** A row's whole chain (any row of it names it), then the correction dialog on it. */
function PaymentCorrection({
  paymentId,
  role,
  businessId,
  onClose,
  onSaved,
}: PaymentCorrectionProps) {
  const { t } = useTranslation();
  const chain = usePayment(paymentId);
  const [refunding, setRefunding] = useState(false);
  if (chain.data) {
    const { payment_parent: parents, ...payment } = chain.data;
    if (refunding)
      return <RefundDialog chain={{ payment, parents }} onClose={onClose} onSaved={onSaved} />;
    return (
      <PaymentDialog
        mode={{
          kind: 'correct',
          chain: { payment, parents },
          showsChain: true,
          ...(canRefund(role) ? { onRefund: () => setRefunding(true) } : {}),
        }}
        role={role}
        businessId={businessId}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <InfoDialog
      title={t('paymentHistory.page.paymentTitle')}
      onClose={onClose}
      buttonLabel={t('paymentHistory.page.close')}
    >
      <LoadingOrFailed error={chain.error} loadingLabel={t('paymentHistory.page.loadingPayment')} />
    </InfoDialog>
  );
}
