import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { Dialog } from '@praktik/ui/Dialog';
import { Text } from '@praktik/ui/Text';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import reservationDetailTexts from './reservation-detail.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(reservationDetailTexts);

export interface ActiveVisitAlertProps {
  /** The server's words for the conflict (its `detail`). */
  detail: string;
  /** "Lihat detail": the previous reservation (or the running visit). */
  onView: () => void;
  /** "Ya": end the previous visit, then start this one. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** Spec 2 §2.5: the patient still has an active visit; view it, end it and start, or cancel. */
export function ActiveVisitAlert({ detail, onView, onConfirm, onCancel }: ActiveVisitAlertProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      isDismissable={!isPending}
      title={t('reservationDetail.activeVisit.title')}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
            {t('reservationDetail.activeVisit.cancel')}
          </Button>
          <Button variant="secondary" onPress={onView} isDisabled={isPending}>
            {t('reservationDetail.activeVisit.view')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isPending={isPending}>
            {t('reservationDetail.activeVisit.yes')}
          </Button>
        </>
      }
    >
      <div className={css.stack}>
        <Text>{detail}</Text>
        <Text variant="strong">{t('reservationDetail.activeVisit.question')}</Text>
      </div>
    </Dialog>
  );
}
