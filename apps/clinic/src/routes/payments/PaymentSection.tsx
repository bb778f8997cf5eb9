import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRefund } from '@praktik/domain/access/permissions';
import type { Role } from '@praktik/domain/access/roles';
import type { PaymentView } from '@praktik/domain/payments/payment-view.schema';
import { Button } from '@praktik/ui/Button';
import { Text } from '@praktik/ui/Text';
import { useAccount } from '../../api/account';
import type { ReservationDetail } from '../../api/reservation-detail';
import { useClinicId } from '../../app/session-view';
import { registerPageTexts } from '../../intl/page-texts';
import { PaymentChainView } from './PaymentChainView';
import { PaymentDialog } from './PaymentDialog';
import { PaymentPrintLinks } from './PaymentPrintLinks';
import { RefundDialog } from './RefundDialog';
import { paymentSectionActions, type VisitPaymentChain } from './payment-section-view';
import * as css from './payments.css';
import paymentTexts from './payments.page-texts.json';

registerPageTexts(paymentTexts);

export interface PaymentSectionProps {
  reservation: ReservationDetail;
  /** Called after a payment or a correction is saved (the dialog reads everything again). */
  onSaved: () => void | Promise<unknown>;
}

/** The detail's chain: its newest row and the rows before it (null: no payment yet). */
function chainOf(reservation: ReservationDetail): VisitPaymentChain | null {
  const payment = reservation.payment as PaymentView | null;
  return payment ? { payment, parents: reservation.payment_parent as PaymentView[] } : null;
}

/**
 * The reservation detail's payment (spec 2 §2.4, §4, §5): the visit's payment chain read-only
 * (lines, corrections, totals, method, receipt numbers) with its invoice and receipt links, or
 * the "add payment" action while the status allows one. Discount columns follow the role
 * (`canSeeDiscounts`, in the editor); each other rule is the domain's (payment-section-view).
 */
export function PaymentSection({ reservation, onSaved }: PaymentSectionProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const clinicId = useClinicId();
  const role = (account.data?.role ?? null) as Role | null;
  const [dialog, setDialog] = useState<'add' | 'update' | 'refund' | null>(null);
  const chain = chainOf(reservation);
  const actions = paymentSectionActions(reservation.status, chain !== null);

  // Counts the payments saved here. A saved payment takes "Tambah Pembayaran" away: the focus
  // goes to what the front desk does next, printing the invoice (or, without one, the section's
  // first action), instead of falling back to the dialog's close button.
  const [saves, setSaves] = useState(0);
  const closeAndRefresh = async () => {
    setDialog(null);
    await onSaved();
    setSaves((count) => count + 1);
  };
  const focusAfterSave = saves > 0;
  const printFirst = Boolean(chain && actions.print);

  return (
    <>
      {chain ? (
        <PaymentChainView chain={chain} role={role} />
      ) : (
        <Text variant="muted">
          {reservation.status === 'BOOKED'
            ? t('payments.section.notStarted')
            : reservation.status === 'CANCELLED'
              ? t('payments.section.cancelled')
              : t('payments.section.noPayment')}
        </Text>
      )}
      {actions.add || actions.correct || actions.print ? (
        <div
          key={saves}
          className={css.actions}
          role="group"
          aria-label={t('payments.actions.label')}
        >
          {actions.add ? (
            <Button onPress={() => setDialog('add')}>{t('payments.actions.add')}</Button>
          ) : null}
          {actions.correct ? (
            <Button
              variant="secondary"
              autoFocus={focusAfterSave && !printFirst && !actions.add}
              onPress={() => setDialog('update')}
            >
              {t('payments.actions.correct')}
            </Button>
          ) : null}
          {actions.correct && canRefund(role) ? (
            <Button variant="secondary" onPress={() => setDialog('refund')}>
              {t('payments.actions.refund')}
            </Button>
          ) : null}
          {chain && actions.print ? (
            <PaymentPrintLinks paymentId={chain.payment.id} autoFocus={focusAfterSave} />
          ) : null}
        </div>
      ) : null}
      {dialog === 'add' ? (
        <PaymentDialog
          mode={{ kind: 'add', reservation }}
          role={role}
          businessId={clinicId}
          onClose={() => setDialog(null)}
          onSaved={closeAndRefresh}
        />
      ) : null}
      {dialog === 'refund' && chain ? (
        <RefundDialog chain={chain} onClose={() => setDialog(null)} onSaved={closeAndRefresh} />
      ) : null}
      {dialog === 'update' && chain ? (
        <PaymentDialog
          mode={{ kind: 'correct', chain }}
          role={role}
          businessId={clinicId}
          onClose={() => setDialog(null)}
          onSaved={closeAndRefresh}
        />
      ) : null}
    </>
  );
}
