import type { ReservationTokens } from './reservation-token';

/**
 * The app's pages a booking's mails link to, each signed for that one reservation: the cancel page
 * (also in the reminder mail) and the confirm page (only in the confirmation mail).
 */
export interface BookingLinks {
  cancelUrl(reservationId: string): string;
  confirmUrl(reservationId: string): string;
}

export function createBookingLinks(tokens: ReservationTokens, appUrl: string): BookingLinks {
  const page = (path: string, id: string, token: string) =>
    `${appUrl}${path}?${new URLSearchParams({ id, token }).toString()}`;
  return {
    cancelUrl: (id) => page('/reservation-cancel', id, tokens.sign(id)),
    confirmUrl: (id) => page('/reservation-confirm', id, tokens.signConfirmation(id)),
  };
}
