import { isReschedulable } from '@praktik/domain/reservations/reschedulable';
import { allowedActions, type ReservationAction } from '@praktik/domain/visits/status-actions';
import { isValidIdentificationNumber } from '@praktik/domain/patients/identification';
import type { PatientForm } from '@praktik/domain/patients/patient.schema';
import type { ActiveVisitConflict, ReservationDetail } from '../../api/reservation-detail';
import { assessmentPath } from '../visits/assessment-link';

/**
 * The detail dialog's buttons, in the order they show. Printing the invoice and adding corrections
 * are the payment section's (`PaymentSection`), not among these.
 */
const DIALOG_ACTIONS = [
  'startVisit',
  'savePatient',
  'reschedule',
  'assessment',
  'endVisit',
  'movePatient',
  'cancel',
] as const satisfies readonly ReservationAction[];
export type DetailDialogAction = (typeof DIALOG_ACTIONS)[number];

/**
 * What the dialog offers a reservation: its status's `allowedActions` from the domain, never the
 * page's own; rescheduling also asks the domain's `isReschedulable` (not a no-show, not started).
 */
export function detailDialogActions(
  reservation: Pick<ReservationDetail, 'status' | 'no_show' | 'visit_id'>,
): DetailDialogAction[] {
  const allowed = allowedActions(reservation.status);
  return DIALOG_ACTIONS.filter(
    (action) =>
      allowed.has(action) &&
      (action !== 'reschedule' ||
        isReschedulable({
          status: reservation.status,
          noShow: reservation.no_show,
          visitId: reservation.visit_id,
        })),
  );
}

/**
 * Spec 2 §4, how "start visit" begins: an online booking without a patient first chooses or
 * creates one; a patient without a valid identity number is asked for it (the identity-number
 * dialog); otherwise the visit starts straight away.
 */
export type StartVisitPlan = 'choosePatient' | 'askIdentityNumber' | 'start';

export function startVisitPlan(
  reservation: { patient_id: string | null },
  patient: { identificationNumber: string | null } | null,
): StartVisitPlan {
  if (!reservation.patient_id || !patient) return 'choosePatient';
  // The start call takes a KTP number (startVisitSchema): a passport number is asked for too.
  const number = patient.identificationNumber?.trim() ?? '';
  return number && isValidIdentificationNumber('KTP', number) ? 'start' : 'askIdentityNumber';
}

/**
 * The active-visit alert's "view the detail": the previous reservation in this dialog, or the
 * running visit's assessment page when it was a walk-in (no reservation).
 */
export type ActiveVisitTarget =
  { kind: 'reservation'; reservationId: string } | { kind: 'visit'; path: string };

export function activeVisitTarget(
  conflict: ActiveVisitConflict,
  patientId: string,
): ActiveVisitTarget {
  return conflict.activeReservationId
    ? { kind: 'reservation', reservationId: conflict.activeReservationId }
    : { kind: 'visit', path: assessmentPath(conflict.activeVisitId, patientId) };
}

/** 'HH:mm:ss' → 'HH:mm', as the dialog writes a time. */
export function hourMinuteOf(time: string): string {
  return time.slice(0, 5);
}

/**
 * An online booking's new patient starts from what the booker entered (name, e-mail, phone,
 * birth date, gender, identity): the front desk completes the rest (address, record number).
 */
export function bookerAsPatientForm(
  reservation: Pick<
    ReservationDetail,
    | 'user_name'
    | 'user_email'
    | 'user_phone_number'
    | 'user_date_of_birth'
    | 'user_gender'
    | 'user_identity_type'
    | 'user_identity_number'
  >,
): Partial<PatientForm> {
  const form: Partial<PatientForm> = {};
  if (reservation.user_name) form.name = reservation.user_name;
  if (reservation.user_email) form.email = reservation.user_email;
  if (reservation.user_phone_number) form.phoneNumber = reservation.user_phone_number;
  if (reservation.user_date_of_birth) form.dateOfBirth = reservation.user_date_of_birth;
  if (reservation.user_gender) form.gender = reservation.user_gender;
  if (reservation.user_identity_type) form.identificationType = reservation.user_identity_type;
  if (reservation.user_identity_number) {
    form.identificationNumber = reservation.user_identity_number;
  }
  return form;
}
