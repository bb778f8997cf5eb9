import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of an online booking's links (the mail's cancel link, the success page's
 * .ics link): an HMAC of the reservation id with the server's secret, so it reads and cancels
 * that one reservation and no other, and needs no storage.
 */
export interface ReservationTokens {
  sign(reservationId: string): string;
  /** Compared in constant time, so a guess learns nothing from how long a refusal takes. */
  verify(reservationId: string, token: string): boolean;
}

export function createReservationTokens(secret: string): ReservationTokens {
  // A purpose prefix keeps these MACs apart from anything else the same secret signs.
  const sign = (reservationId: string) =>
    createHmac('sha256', secret).update(`public-reservation:${reservationId}`).digest('base64url');
  return {
    sign,
    verify(reservationId, token) {
      const expected = Buffer.from(sign(reservationId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
