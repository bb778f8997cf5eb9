/** Claims of Praktik's id token (docs/api.md, "Tokens"). Read only: the server verifies. */
export interface IdTokenClaims {
  sub?: string;
  auth?: string;
  bid?: string | number;
  onb?: boolean;
  /** The account still has the password the owner gave it. */
  pwd_change?: boolean;
  exp?: number;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or `{}` when the token is not one (a broken token is just "no claims"). */
export function readClaims(token: string | null | undefined): IdTokenClaims {
  if (!token) return {};
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims && typeof claims === 'object' ? (claims as IdTokenClaims) : {};
  } catch {
    return {};
  }
}
