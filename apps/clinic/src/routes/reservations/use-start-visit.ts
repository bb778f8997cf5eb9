import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartVisitInput } from '@praktik/domain/visits/start-visit.schema';
import { toast } from '@praktik/ui/Toast';
import { isApiError } from '../../api/error';
import { startVisit, type PatientView } from '../../api/patients';
import {
  activeVisitConflictOf,
  type ActiveVisitConflict,
  type ReservationDetail,
} from '../../api/reservation-detail';
import { useErrorText } from '../../app/use-error-text';
import { applyChosenPackagesAfterStart } from './ActivePackagesSection';
import { startVisitPlan } from './reservation-detail-view';

/** A start refused because the patient's earlier visit is still going, and what to resend. */
export interface PendingStart {
  conflict: ActiveVisitConflict;
  payload: StartVisitInput;
}

export interface UseStartVisitOptions {
  reservation: ReservationDetail | null;
  /** The reservation's patient, once read (null without one). */
  patient: PatientView | null;
  /** Reads the reservation and the lists that show it again. */
  refresh: () => Promise<unknown>;
  /** Closes whichever dialog of the flow is open (the detail's step). */
  closeStep: () => void;
}

/**
 * Starting the visit of a reservation (spec 2 §4): at once when the reservation's patient has a
 * KTP number, otherwise after a dialog picks the patient or asks the number (`begin` says which);
 * the packages chosen while BOOKED are used right after; a start refused because the patient's
 * earlier visit is still going waits in `pendingStart` for the user to end that one or look at it.
 */
export function useStartVisit({ reservation, patient, refresh, closeStep }: UseStartVisitOptions) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // Chosen in the patient picker: the identity-number dialog starts the visit for them.
  const [startPatient, setStartPatient] = useState<PatientView | null>(null);
  const [pendingStart, setPendingStart] = useState<PendingStart | null>(null);
  const [isStarting, setStarting] = useState(false);
  const [chosenPackages, setChosenPackages] = useState<string[]>([]);

  const applyChosenPackages = async () => {
    if (!reservation || chosenPackages.length === 0) return;
    const refusals = await applyChosenPackagesAfterStart(
      reservation.id,
      reservation.patient_id,
      chosenPackages,
    );
    setChosenPackages([]);
    for (const refusal of refusals) {
      toast.error(t('activePackages.toast.notUsed', { detail: errorText(refusal) }));
    }
  };

  const close = () => {
    closeStep();
    setStartPatient(null);
    setPendingStart(null);
  };

  const start = async (payload: StartVisitInput) => {
    setStarting(true);
    try {
      await startVisit(payload);
      toast.success(t('patients.toast.successStartVisit'));
      close();
      await applyChosenPackages();
      await refresh();
    } catch (e) {
      const conflict = activeVisitConflictOf(e);
      if (conflict) {
        setPendingStart({ conflict, payload });
        return;
      }
      setPendingStart(null);
      toast.error(errorText(e));
      // The reservation changed meanwhile (started or cancelled elsewhere): show it as it is.
      if (isApiError(e) && e.status === 409) void refresh();
    } finally {
      setStarting(false);
    }
  };

  /** "Start visit" pressed: starts it, or names the dialog that asks first. */
  const begin = (current: ReservationDetail): 'choosePatient' | 'identity' | null => {
    const plan = startVisitPlan(current, patient);
    if (plan === 'choosePatient') return 'choosePatient';
    if (plan === 'askIdentityNumber') return 'identity';
    void start({
      staffId: current.doctor_id,
      identificationNumber: patient?.identificationNumber ?? '',
      patientId: current.patient_id,
      bookingId: current.id,
      locationId: current.location_id,
    });
    return null;
  };

  return {
    isStarting,
    chosenPackages,
    setChosenPackages,
    pendingStart,
    dismissPendingStart: () => setPendingStart(null),
    /** The patient the identity-number dialog starts the visit for. */
    identityPatient: startPatient ?? patient,
    choosePatient: setStartPatient,
    start,
    begin,
    /** The identity-number dialog started the visit itself. */
    started: () => {
      close();
      void applyChosenPackages().then(refresh);
    },
    refused: (conflict: ActiveVisitConflict, payload: StartVisitInput) =>
      setPendingStart({ conflict, payload }),
    close,
  };
}

export type StartVisitFlow = ReturnType<typeof useStartVisit>;
