import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import type { ReservationDetail } from '../../api/reservation-detail';
import { detailDialogActions, type DetailDialogAction } from './reservation-detail-view';
import * as css from './reservation-detail.css';

/** The actions the domain allows in the reservation's status, as one labelled group of buttons. */
export function ReservationDetailActions({
  reservation,
  isStarting,
  isPatientLoading,
  onAction,
  focusFirst = false,
}: {
  reservation: ReservationDetail;
  isStarting: boolean;
  isPatientLoading: boolean;
  onAction: (action: DetailDialogAction) => void;
  /** Focus the first action that can be pressed when the group appears. @default false */
  focusFirst?: boolean;
}) {
  const { t } = useTranslation();
  const actions = detailDialogActions(reservation);
  if (actions.length === 0) return null;
  const isDisabled = (action: DetailDialogAction) =>
    (action === 'startVisit' && isPatientLoading) ||
    (action === 'assessment' && !reservation.visit_id);
  const first = actions.find((action) => !isDisabled(action));
  return (
    <div className={css.actions} role="group" aria-label={t('reservationDetail.actions.label')}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={
            action === 'cancel' ? 'danger' : action === 'startVisit' ? 'primary' : 'secondary'
          }
          isPending={action === 'startVisit' && isStarting}
          isDisabled={isDisabled(action)}
          autoFocus={focusFirst && action === first}
          onPress={() => onAction(action)}
        >
          {t(ACTION_LABEL_KEYS[action])}
        </Button>
      ))}
    </div>
  );
}

const ACTION_LABEL_KEYS: Record<DetailDialogAction, string> = {
  startVisit: 'reservationDetail.actions.startVisit',
  savePatient: 'reservationDetail.actions.savePatient',
  reschedule: 'reservationDetail.actions.reschedule',
  assessment: 'reservationDetail.actions.assessment',
  endVisit: 'reservationDetail.actions.endVisit',
  movePatient: 'reservationDetail.actions.movePatient',
  cancel: 'reservationDetail.actions.cancel',
};
