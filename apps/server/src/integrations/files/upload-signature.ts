import { createHmac, timingSafeEqual } from 'node:crypto';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * Upload URLs are capabilities: `PUT /files/<key>?expires=<unix>&signature=<hex>`, where the
 * signature is an HMAC of the method, the key and the expiry, so neither can be changed.
 */
export function createUploadSigner(secret: string) {
  const signatureOf = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest('hex');

  return {
    sign(key: string, now: Date): { expires: number; signature: string } {
      const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      return { expires, signature: signatureOf(key, expires) };
    },
    /** True only for an untouched, unexpired signature. */
    verify(
      key: string,
      expires: string | undefined,
      signature: string | undefined,
      now: Date,
    ): boolean {
      if (
        !expires ||
        !signature ||
        !/^\d{1,12}$/.test(expires) ||
        !/^[0-9a-f]{64}$/.test(signature)
      )
        return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 < now.getTime()) return false;
      const expected = Buffer.from(signatureOf(key, expiresAt), 'hex');
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    },
  };
}
export type UploadSigner = ReturnType<typeof createUploadSigner>;
