import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (activation and reset keys, refresh tokens): 256 bits. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How secrets are stored: a SHA-256 digest. The secrets are random and long, so a fast hash is
 * enough; a leaked table gives nothing that can be presented back.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
