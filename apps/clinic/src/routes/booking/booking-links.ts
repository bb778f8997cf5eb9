/*
 * The public booking pages' addresses (spec 1 §2.4, §2.16; docs/api.md, "Public booking"): which
 * page follows which, and what each reads from its query.
 */
import {
  sharedBookingTargetOf,
  type SharedBookingTarget,
} from '@praktik/domain/reservations/shared-booking-link';

export const BOOKING_PATHS = {
  patient: '/pasien',
  reserve: '/reservation-pasien',
  success: '/reservation-success',
  cancel: '/reservation-cancel',
  /** The mail's confirm link opens this page (its token confirms, and reads nothing else). */
  confirm: '/reservation-confirm',
} as const;

export type ReserveTarget = SharedBookingTarget;

export interface ReservationLink {
  id: string;
  token: string;
}

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** Where choosing a clinic in the Pilih Klinik dialog leads. */
export function reservePath({ serviceId, clinicId }: ReserveTarget): string {
  return withQuery(BOOKING_PATHS.reserve, { serviceId, clinicId });
}

/** The service and clinic of `/reservation-pasien`, by the rule the server renders it by. */
export const reserveTargetOf = sharedBookingTargetOf;

export function successPath(link: ReservationLink): string {
  return withQuery(BOOKING_PATHS.success, { id: link.id, token: link.token });
}

export function cancelPath(link: ReservationLink): string {
  return withQuery(BOOKING_PATHS.cancel, { id: link.id, token: link.token });
}

/** The booking a success, cancel or confirm address names, or null when the link lost a part. */
export function reservationLinkOf(params: URLSearchParams): ReservationLink | null {
  const id = params.get('id')?.trim();
  const token = params.get('token')?.trim();
  return id && token ? { id, token } : null;
}
