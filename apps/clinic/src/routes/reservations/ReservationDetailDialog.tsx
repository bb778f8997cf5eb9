import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { isReservationOnAnotherDay } from '@praktik/domain/reservations/other-day-start';
import { restoreFocusToTimetableCard } from '@praktik/ui/TimetableGrid';
import { keyFilters } from '../../api/keys';
import { revalidatePatients, usePatient } from '../../api/patients';
import { useReservationDetail, type ReservationDetail } from '../../api/reservation-detail';
import { InfoDialog, LoadingOrFailed } from '../../app/InfoDialog';
import { PaymentSection } from '../payments/PaymentSection';
import { assessmentPath } from '../visits/assessment-link';
import { ActivePackagesSection } from './ActivePackagesSection';
import { ReservationDetailActions } from './ReservationDetailActions';
import { ReservationDetailSections } from './ReservationDetailSections';
import { ReservationDetailSteps, type DetailStep } from './ReservationDetailSteps';
import type { DetailDialogAction } from './reservation-detail-view';
import { useStartVisit } from './use-start-visit';
import { registerPageTexts } from '../../intl/page-texts';
import activePackageTexts from './active-packages.page-texts.json';
import reservationDetailTexts from './reservation-detail.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';
import patientsTexts from '../patients/patients.page-texts.json';

registerPageTexts(patientsTexts);

registerPageTexts(reservationsTexts);

registerPageTexts(activePackageTexts);
registerPageTexts(reservationDetailTexts);

export interface ReservationDetailDialogProps {
  /** The reservation shown; the dialog is open while there is one. */
  reservationId: string;
  onClose: () => void;
  /** Shows another reservation here (the active-visit alert's "view the detail"). */
  onOpenReservation: (reservationId: string) => void;
  /** The reservation moved to another time (perhaps another day); the detail shows it anyway. */
  onRescheduled?: (moved: ReservationDetail) => void;
}

/**
 * The reservation and payment detail dialog (spec 2 §2.4, §2.5, §4): when, how long, with whom and
 * where; who booked; the patient (with their no-shows); the status; and the actions the domain
 * allows in that status; the payment and the patient's active packages are sections of their own
 * (`PaymentSection`, `ActivePackagesSection`). After every success the reservation, the timetable's
 * data, the free slots and the visit lists are read again.
 */
export function ReservationDetailDialog({
  reservationId,
  onClose,
  onOpenReservation,
  onRescheduled,
}: ReservationDetailDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const detail = useReservationDetail(reservationId);
  const reservation = detail.data ?? null;
  const patient = usePatient(reservation?.patient_id ?? null);
  const [step, setStep] = useState<DetailStep | null>(null);
  // Counts the visits started here. A start replaces the button pressed (and the dialog that
  // asked for the identity number) with the actions of an active visit: the focus goes to the
  // first of them, what the front desk does next, instead of falling back to the close button.
  const [starts, setStarts] = useState(0);
  // Closed: a card moved while its detail was open (another time) is a new element, and the
  // focus, given back to the one it was opened from, would fall to the page; it goes to the card.
  useEffect(() => () => restoreFocusToTimetableCard(reservationId), [reservationId]);

  const refresh = () =>
    Promise.all([mutate(keyFilters.reservationChanged), revalidatePatients(mutate)]);
  const startVisit = useStartVisit({
    reservation,
    patient: patient.data ?? null,
    refresh: async () => {
      await refresh();
      setStarts((count) => count + 1);
    },
    closeStep: () => setStep(null),
  });

  const onAction = (action: DetailDialogAction, current: ReservationDetail) => {
    switch (action) {
      case 'startVisit':
        // Another day's reservation is started only after the front desk says so.
        setStep(
          isReservationOnAnotherDay(current.reservation_date, new Date(), DEFAULT_UTC_OFFSET_HOURS)
            ? 'confirmOtherDay'
            : startVisit.begin(current),
        );
        return;
      case 'assessment':
        if (current.visit_id && current.patient_id) {
          void navigate(assessmentPath(current.visit_id, current.patient_id));
        }
        return;
      default:
        setStep(action);
    }
  };

  return (
    <>
      <InfoDialog
        title={t('reservationDetail.dialog.title')}
        onClose={onClose}
        buttonLabel={t('reservationDetail.actions.close')}
      >
        {detail.error || !reservation ? (
          <LoadingOrFailed
            error={detail.error}
            loadingLabel={t('reservationDetail.dialog.loading')}
          />
        ) : (
          <ReservationDetailSections
            reservation={reservation}
            patient={patient.data ?? null}
            packages={
              reservation.patient_id ? (
                <ActivePackagesSection
                  reservation={reservation}
                  chosen={startVisit.chosenPackages}
                  onChosenChange={startVisit.setChosenPackages}
                />
              ) : null
            }
            payment={
              <PaymentSection
                reservation={reservation}
                onSaved={() => Promise.all([mutate(keyFilters.paymentChanged), refresh()])}
              />
            }
            actions={
              <ReservationDetailActions
                key={starts}
                focusFirst={starts > 0}
                reservation={reservation}
                isStarting={startVisit.isStarting}
                isPatientLoading={patient.isLoading}
                onAction={(action) => onAction(action, reservation)}
              />
            }
          />
        )}
      </InfoDialog>

      {reservation ? (
        <ReservationDetailSteps
          reservation={reservation}
          patient={patient.data ?? null}
          step={step}
          onStepChange={setStep}
          startVisit={startVisit}
          refresh={refresh}
          onClose={onClose}
          onOpenReservation={onOpenReservation}
          onRescheduled={onRescheduled}
        />
      ) : null}
    </>
  );
}
