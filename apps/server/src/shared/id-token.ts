import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { roleFromAuthClaim, type Role } from '@praktik/domain/access/roles';

export const ID_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'praktik';

/** Who the caller is, as the signed id token says. */
export interface Session {
  userId: string;
  role: Role | null;
  businessId: string | null;
  onboardingCompleted: boolean;
  /** The sign-in this token belongs to (its refresh-token family), so it can be told apart. */
  sessionId?: string;
  /** The owner set this account's password: nothing but choosing a new one opens until then. */
  mustChangePassword?: true;
}

export interface IdTokens {
  sign(session: Session, now?: Date): Promise<string>;
  /** The session in a valid token; null when the token is malformed, forged or expired. */
  verify(token: string): Promise<Session | null>;
}

/** How many verified tokens are remembered (a clinic's open tabs, many times over). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createIdTokens(secret: string): IdTokens {
  // Imported once: jose would import raw key bytes again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Every request of a session sends the same token for its 15 minutes; the signature is
  // checked once and the answer kept (keyed by the whole token, so no other token can match)
  // until the token expires.
  const verified = new Map<string, { session: Session; expiresAtMs: number }>();
  const remember = (token: string, session: Session, expiresAtSeconds: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { session, expiresAtMs: expiresAtSeconds * 1000 });
  };
  return {
    async sign(session, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const claims: Record<string, unknown> = { onb: session.onboardingCompleted };
      if (session.role) claims.auth = session.role;
      if (session.businessId) claims.bid = session.businessId;
      if (session.sessionId) claims.sid = session.sessionId;
      if (session.mustChangePassword) claims.pwd_change = true;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(session.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.session;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
        });
        if (typeof payload.sub !== 'string') return null;
        const session: Session = {
          userId: payload.sub,
          role: roleFromAuthClaim(payload.auth),
          businessId: typeof payload.bid === 'string' ? payload.bid : null,
          onboardingCompleted: payload.onb === true,
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
          ...(payload.pwd_change === true ? { mustChangePassword: true as const } : {}),
        };
        if (typeof payload.exp === 'number') remember(token, session, payload.exp);
        return session;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
