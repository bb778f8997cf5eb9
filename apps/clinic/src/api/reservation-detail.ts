import useSWR from 'swr';
import type { Gender } from '@praktik/domain/account/profile.schema';
import type { ActivedPackage } from '@praktik/domain/packages/patient-package-view.schema';
import type { IdentificationType } from '@praktik/domain/patients/identification';
import type { Reschedule } from '@praktik/domain/reservations/reschedule.schema';
import type { Transfer } from '@praktik/domain/reservations/transfer.schema';
import type { EndVisitPayload } from '@praktik/domain/visits/end-visit.schema';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { SLOT_UNIT_MINUTES } from '@praktik/domain/slots/time-of-day';
import { isApiError } from './error';
import { request } from './fetcher';
import { keys } from './keys';
import { getDaySlots } from './reservations';

/*
 * One reservation and what its detail dialog does to it (spec 2 §2.4, §2.5, §7), under
 * /api2/reservation/v1 (docs/api.md, "Reservations").
 */

const BASE = '/api2/reservation/v1';

/** `ReservationDetail` in the OpenAPI document, with the payment chain and live packages. */
export interface ReservationDetail {
  id: string;
  patient_id: string | null;
  /** YYYY-MM-DD, the clinic's date */
  reservation_date: string;
  duration_visit: number;
  time_slots: { availability_start: string; availability_end: string };
  doctor_id: string;
  doctor_name: string;
  status: VisitStatus;
  no_sequence: number | null;
  no_show: boolean;
  source: 'CLINIC' | 'ONLINE';
  /** An online booking still BOOKED and not confirmed by its mail's link. */
  unconfirmed: boolean;
  /** Cancelled by the system: not confirmed within the clinic's time. */
  expired: boolean;
  user_identity_number: string | null;
  user_identity_type: IdentificationType | null;
  user_name: string | null;
  user_email: string | null;
  user_phone_number: string | null;
  /** YYYY-MM-DD */
  user_date_of_birth: string | null;
  user_gender: Gender | null;
  /** Who booked it (null for an online booking). */
  user_id: string | null;
  service_id: string | null;
  service_name: string | null;
  location_id: string | null;
  is_patient_new: boolean;
  visit_id: string | null;
  parent_booking_id: string | null;
  previous_booking_id: string | null;
  /** Set when a transfer moved the patient from this reservation: where they went. */
  transferred_to: { booking_id: string; doctor_id: string; doctor_name: string } | null;
  patient_no_shows: number;
  payment: unknown;
  payment_parent: unknown[];
  /** The patient's live packages and those used on this visit. */
  actived_packages: ActivedPackage[];
}

export async function getReservationDetail(id: string): Promise<ReservationDetail> {
  return (
    await request<{ data: ReservationDetail }>(
      `${BASE}/get-reservation-detail/${encodeURIComponent(id)}`,
    )
  ).data;
}

/** One reservation (null: nothing asked, the dialog is closed). */
export function useReservationDetail(id: string | null) {
  return useSWR(id ? keys.reservationDetail(id) : null, ([, reservationId]) =>
    getReservationDetail(reservationId),
  );
}

async function updateReservation(body: {
  booking_id: string;
  status?: 'CANCELLED';
  patient_id?: string;
  location_id?: string | null;
}): Promise<ReservationDetail> {
  return (
    await request<{ data: ReservationDetail }>(`${BASE}/update-reservation`, {
      method: 'POST',
      body,
    })
  ).data;
}

/** Cancel (spec 2 §4: only a BOOKED reservation; the server frees its time). */
export function cancelReservation(bookingId: string): Promise<ReservationDetail> {
  return updateReservation({ booking_id: bookingId, status: 'CANCELLED' });
}

/** "Save the patient" of a BOOKED reservation: the patient it is for. */
export function saveReservationPatient(
  bookingId: string,
  patientId: string,
): Promise<ReservationDetail> {
  return updateReservation({ booking_id: bookingId, patient_id: patientId });
}

/** Ends an ACTIVE reservation and its visit together (note and optional file). */
export async function endVisitReservation(
  bookingId: string,
  payload: EndVisitPayload,
): Promise<ReservationDetail> {
  return (
    await request<{ data: ReservationDetail }>(`${BASE}/end-visit-reservation`, {
      method: 'POST',
      body: { booking_id: bookingId, ...payload },
    })
  ).data;
}

/** Moves an ACTIVE reservation to another practitioner; answers the new reservation. */
export async function transferPatient(
  bookingId: string,
  transfer: Transfer,
): Promise<ReservationDetail> {
  return (
    await request<{ data: ReservationDetail }>(`${BASE}/post-transfer-patient`, {
      method: 'POST',
      body: { booking_id: bookingId, ...transfer },
    })
  ).data;
}

/**
 * Moves a BOOKED reservation to another date, time or practitioner ("Ubah jadwal"): the same
 * reservation at its new time (docs/decisions/0050-rescheduling.md).
 */
export async function rescheduleReservation(
  bookingId: string,
  reschedule: Reschedule,
): Promise<ReservationDetail> {
  return (
    await request<{ data: ReservationDetail }>(`${BASE}/reschedule-reservation`, {
      method: 'POST',
      body: { booking_id: bookingId, ...reschedule },
    })
  ).data;
}

/**
 * A practitioner's 15-minute units of one date (null: no practitioner chosen yet): the transfer
 * dialog's slot picker groups them by the visit's length itself. The timetable's day-slots key
 * and fetcher, so a booking or a refused one revalidates it too.
 */
export function useDayUnits(query: { practitionerId: string; date: string } | null) {
  return useSWR(
    query ? keys.daySlots(query.practitionerId, query.date, SLOT_UNIT_MINUTES) : null,
    ([, practitionerId, date, duration]) => getDaySlots(practitionerId, date, duration),
  );
}

/** What a 409 `VISIT_ALREADY_ACTIVE` names: the patient's running visit and its reservation. */
export interface ActiveVisitConflict {
  activeVisitId: string;
  /** Null for a walk-in visit (started from the patient list). */
  activeReservationId: string | null;
  /** The server's words for it, in the caller's language. */
  detail: string | undefined;
}

/** The start-visit answer that asks the alert of spec 2 §2.5, or null for any other failure. */
export function activeVisitConflictOf(error: unknown): ActiveVisitConflict | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'VISIT_ALREADY_ACTIVE') {
    return null;
  }
  const { activeVisitId, activeReservationId } = error.extensions;
  if (typeof activeVisitId !== 'string' || activeVisitId === '') return null;
  return {
    activeVisitId,
    activeReservationId:
      typeof activeReservationId === 'string' && activeReservationId !== ''
        ? activeReservationId
        : null,
    detail: error.detail,
  };
}
