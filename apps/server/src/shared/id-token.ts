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
}

export interface IdTokens {
  sign(session: Session, now?: Date): Promise<string>;
  /** The session in a valid token; null when the token is malformed, forged or expired. */
  verify(token: string): Promise<Session | null>;
}

export function createIdTokens(secret: string): IdTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(session, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const claims: Record<string, unknown> = { onb: session.onboardingCompleted };
      if (session.role) claims.auth = session.role;
      if (session.businessId) claims.bid = session.businessId;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(session.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string') return null;
        return {
          userId: payload.sub,
          role: roleFromAuthClaim(payload.auth),
          businessId: typeof payload.bid === 'string' ? payload.bid : null,
          onboardingCompleted: payload.onb === true,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
