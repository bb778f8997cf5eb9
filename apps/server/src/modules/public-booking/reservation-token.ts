import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed tokens of an online booking's links: HMACs of the reservation id with the server's
 * secret, so each reaches that one reservation and no other, and needs no storage.
 * - `sign`/`verify`: the booker's link (the mail's cancel link, the success page's .ics link),
 *   also returned in the booking's answer.
 * - `signConfirmation`/`verifyConfirmation`: the confirm link, written only into the mail. It
 *   proves the booker reads that mailbox, so it must never be derivable from the answer's token.
 */
export interface ReservationTokens {
  sign(reservationId: string): string;
  /** Compared in constant time, so a guess learns nothing from how long a refusal takes. */
  verify(reservationId: string, token: string): boolean;
  signConfirmation(reservationId: string): string;
  verifyConfirmation(reservationId: string, token: string): boolean;
}

export function createReservationTokens(secret: string): ReservationTokens {
  // A purpose prefix keeps these MACs apart from each other and from anything else the same
  // secret signs.
  const signer = (purpose: string) => (reservationId: string) =>
    createHmac('sha256', secret).update(`${purpose}:${reservationId}`).digest('base64url');
  const verifier = (sign: (reservationId: string) => string) => (id: string, token: string) => {
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const sign = signer('public-reservation');
  const signConfirmation = signer('public-reservation-confirm');
  return {
    sign,
    verify: verifier(sign),
    signConfirmation,
    verifyConfirmation: verifier(signConfirmation),
  };
}
