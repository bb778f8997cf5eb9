import type { ReservationTokens } from './reservation-token';

/** A reservation's cancel page with the token in it (the booking's answer shows both). */
export interface CancelLink {
  token: string;
  url: string;
}

/**
 * The app's pages a booking's mails link to, each signed for that one reservation: the cancel page
 * (also in the reminder mail, and opened at its change of time) and the confirm page (only in the
 * confirmation mail).
 */
export interface BookingLinks {
  cancelLink(reservationId: string): CancelLink;
  cancelUrl(reservationId: string): string;
  /** The cancel page opened at its change of time (the mails' "Ubah jadwal"). */
  rescheduleUrl(reservationId: string): string;
  confirmUrl(reservationId: string): string;
}

export function createBookingLinks(tokens: ReservationTokens, appUrl: string): BookingLinks {
  const page = (path: string, id: string, token: string) =>
    `${appUrl}${path}?${new URLSearchParams({ id, token }).toString()}`;
  const cancelLink = (id: string): CancelLink => {
    const token = tokens.sign(id);
    return { token, url: page('/reservation-cancel', id, token) };
  };
  return {
    cancelLink,
    cancelUrl: (id) => cancelLink(id).url,
    rescheduleUrl: (id) => `${cancelLink(id).url}&ubah=1`,
    confirmUrl: (id) => page('/reservation-confirm', id, tokens.signConfirmation(id)),
  };
}
