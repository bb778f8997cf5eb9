import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** How long the link mailed to a new address confirms it. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

const ISSUER = 'praktik';
const PURPOSE = 'email-change';

/** What a confirmation link carries: whose e-mail goes from where to where. */
export interface EmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  /**
   * A fingerprint of the password hash when the change was asked for: a new password (the
   * advice the old address gets) voids every link still out.
   */
  passwordStamp: string;
}

export type EmailChangeReading =
  { ok: true; change: EmailChange } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The signed token of the link that confirms a changed e-mail. Nothing is stored: the token
 * names the account and both addresses, and works once because confirming moves the account
 * off its old address (the token's old address then no longer matches).
 */
export interface EmailChangeTokens {
  sign(change: EmailChange, now: Date): Promise<string>;
  read(token: string, now: Date): Promise<EmailChangeReading>;
  /** The `passwordStamp` of a password hash. */
  stampOf(passwordHash: string): string;
}

export function createEmailChangeTokens(secret: string): EmailChangeTokens {
  // A key of its own, derived from the server's secret: an id token never passes for this
  // link, nor this link for an id token, though both are HS256 JWTs of the same issuer.
  const keyBytes = createHmac('sha256', secret).update(`praktik:${PURPOSE}`).digest();
  const key = new Uint8Array(keyBytes);
  const stampOf = (passwordHash: string) =>
    createHmac('sha256', keyBytes).update(passwordHash).digest('base64url').slice(0, 22);

  return {
    stampOf,
    async sign(change, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        purpose: PURPOSE,
        old: change.oldEmail,
        new: change.newEmail,
        pws: change.passwordStamp,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(change.userId)
        .setIssuer(ISSUER)
        .setAudience(PURPOSE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + EMAIL_CHANGE_TTL_SECONDS)
        .sign(key);
    },
    async read(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: PURPOSE,
          currentDate: now,
        });
        const { sub, purpose, old: oldEmail, new: newEmail, pws } = payload;
        if (
          purpose !== PURPOSE ||
          typeof sub !== 'string' ||
          typeof oldEmail !== 'string' ||
          typeof newEmail !== 'string' ||
          typeof pws !== 'string'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, change: { userId: sub, oldEmail, newEmail, passwordStamp: pws } };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}
