import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { toast } from '@praktik/ui/Toast';
import type { PatientView } from '../../api/patients';
import {
  cancelReservation,
  endVisitReservation,
  saveReservationPatient,
  type ReservationDetail,
} from '../../api/reservation-detail';
import { useErrorText } from '../../app/use-error-text';
import { StartVisitDialog } from '../patients/StartVisitDialog';
import { EndVisitDialog } from '../visits/EndVisitDialog';
import { ActiveVisitAlert } from './ActiveVisitAlert';
import { NewPatientStartDialog } from './NewPatientStartDialog';
import { PatientPickerDialog } from './PatientPickerDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { TransferDialog } from './TransferDialog';
import { activeVisitTarget } from './reservation-detail-view';
import type { StartVisitFlow } from './use-start-visit';
import { useVisitDateText } from './use-visit-date-text';

/** The one dialog over the detail at a time (the active-visit alert has its own state). */
export type DetailStep =
  | 'cancel'
  | 'savePatient'
  | 'choosePatient'
  | 'newPatient'
  | 'identity'
  | 'endVisit'
  | 'movePatient'
  | 'reschedule'
  /** Starting the visit of a reservation booked for another day: asked first. */
  | 'confirmOtherDay';

export interface ReservationDetailStepsProps {
  reservation: ReservationDetail;
  patient: PatientView | null;
  step: DetailStep | null;
  onStepChange: (step: DetailStep | null) => void;
  startVisit: StartVisitFlow;
  refresh: () => Promise<unknown>;
  /** Closes the detail itself (the reservation is gone from here). */
  onClose: () => void;
  /** Shows another reservation in the detail. */
  onOpenReservation: (reservationId: string) => void;
  /** The reservation moved: the page shows the day it is on now. */
  onRescheduled?: (moved: ReservationDetail) => void;
}

/**
 * The dialogs the detail's actions open over it: cancel, save or choose the patient, a new
 * patient, the identity number, end the visit, move the patient, reschedule; and the active-visit alert of a
 * refused start.
 */
export function ReservationDetailSteps({
  reservation,
  patient,
  step,
  onStepChange,
  startVisit,
  refresh,
  onClose,
  onOpenReservation,
  onRescheduled,
}: ReservationDetailStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const close = () => onStepChange(null);
  const { pendingStart } = startVisit;
  const visitDate = useVisitDateText(reservation.reservation_date);
  // The confirm dialog closes itself after its confirm as after a dismissal; this tells them apart.
  const otherDayConfirmed = useRef(false);

  return (
    <>
      {step === 'confirmOtherDay' ? (
        <ConfirmDialog
          isOpen
          title={t('reservationDetail.otherDayStart.title')}
          message={t('reservationDetail.otherDayStart.message', { date: visitDate })}
          confirmLabel={t('reservationDetail.otherDayStart.confirm')}
          cancelLabel={t('reservationDetail.otherDayStart.cancel')}
          onConfirm={() => {
            otherDayConfirmed.current = true;
          }}
          onOpenChange={(open) => {
            if (open) return;
            if (otherDayConfirmed.current) {
              otherDayConfirmed.current = false;
              onStepChange(startVisit.begin(reservation));
            } else {
              close();
            }
          }}
        />
      ) : null}

      {step === 'cancel' ? (
        <ConfirmDialog
          kind="cancel"
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          onCancel={close}
          onConfirm={async () => {
            try {
              await cancelReservation(reservation.id);
              toast.success(t('reservationDetail.toast.cancelled'));
              close();
              await refresh();
              onClose();
            } catch (e) {
              toast.error(errorText(e));
              void refresh();
            }
          }}
        />
      ) : null}

      {step === 'savePatient' || step === 'choosePatient' ? (
        <PatientPickerDialog
          title={
            step === 'savePatient'
              ? t('reservationDetail.patientPicker.saveTitle')
              : t('reservationDetail.patientPicker.chooseTitle')
          }
          confirmLabel={
            step === 'savePatient'
              ? t('reservationDetail.patientPicker.save')
              : t('reservationDetail.patientPicker.next')
          }
          onClose={close}
          alternative={
            step === 'choosePatient'
              ? {
                  label: t('reservationDetail.patientPicker.newPatient'),
                  onPress: () => onStepChange('newPatient'),
                }
              : undefined
          }
          onConfirm={async (chosen) => {
            if (step === 'choosePatient') {
              // The visit starts for the chosen patient; the identity-number dialog confirms it.
              startVisit.choosePatient(chosen);
              onStepChange('identity');
              return;
            }
            await saveReservationPatient(reservation.id, chosen.id);
            toast.success(t('reservationDetail.toast.patientSaved'));
            close();
            await refresh();
          }}
        />
      ) : null}

      {step === 'newPatient' ? (
        <NewPatientStartDialog
          reservation={reservation}
          onStart={startVisit.start}
          onClose={close}
        />
      ) : null}

      <StartVisitDialog
        isOpen={step === 'identity'}
        patient={startVisit.identityPatient}
        title={t('reservationDetail.identity.title')}
        lockedDoctorId={reservation.doctor_id}
        bookingId={reservation.id}
        defaultLocationId={reservation.location_id}
        onClose={close}
        onStarted={startVisit.started}
        onActiveVisit={startVisit.refused}
      />

      {step === 'endVisit' && reservation.visit_id && reservation.patient_id ? (
        <EndVisitDialog
          visit={{
            id: reservation.visit_id,
            treatment: null,
            patient: {
              id: reservation.patient_id,
              name: patient?.name ?? reservation.user_name ?? '',
            },
          }}
          end={(payload) => endVisitReservation(reservation.id, payload)}
          onClose={close}
          onEnded={() => {
            close();
            void refresh();
          }}
        />
      ) : null}

      {step === 'movePatient' ? (
        <TransferDialog
          reservation={reservation}
          onClose={close}
          onTransferred={() => {
            close();
            void refresh();
            onClose();
          }}
        />
      ) : null}

      {step === 'reschedule' ? (
        <RescheduleDialog
          reservation={reservation}
          onClose={close}
          onRescheduled={(moved) => {
            close();
            void refresh();
            onRescheduled?.(moved);
          }}
        />
      ) : null}

      {pendingStart ? (
        <ActiveVisitAlert
          detail={pendingStart.conflict.detail ?? ''}
          onCancel={startVisit.dismissPendingStart}
          onView={() => {
            const target = activeVisitTarget(
              pendingStart.conflict,
              pendingStart.payload.patientId ?? reservation.patient_id ?? '',
            );
            startVisit.close();
            if (target.kind === 'reservation') onOpenReservation(target.reservationId);
            else void navigate(target.path);
          }}
          onConfirm={() => startVisit.start({ ...pendingStart.payload, endPreviousVisit: true })}
        />
      ) : null}
    </>
  );
}
