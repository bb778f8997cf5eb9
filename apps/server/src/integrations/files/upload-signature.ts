import { createHmac, timingSafeEqual } from 'node:crypto';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** A private file's read URL lives a few minutes: long enough to load a page and open a file. */
export const READ_URL_TTL_SECONDS = 10 * 60;

type SignedMethod = 'PUT' | 'GET';

/**
 * Upload and read URLs of files are capabilities: `PUT|GET /files/<key>?expires=<unix>&signature=
 * <hex>`, where the signature is an HMAC of the method, the key and the expiry, so none of them
 * can be changed (a read URL does not upload, an upload URL does not read).
 */
export function createUploadSigner(secret: string) {
  const signatureOf = (method: SignedMethod, key: string, expires: number) =>
    createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('hex');

  const signFor = (method: SignedMethod, ttlSeconds: number) => (key: string, now: Date) => {
    const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
    return { expires, signature: signatureOf(method, key, expires) };
  };

  /** True only for an untouched, unexpired signature of this method. */
  const verifyFor =
    (method: SignedMethod) =>
    (key: string, expires: string | undefined, signature: string | undefined, now: Date) => {
      if (
        !expires ||
        !signature ||
        !/^\d{1,12}$/.test(expires) ||
        !/^[0-9a-f]{64}$/.test(signature)
      )
        return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 < now.getTime()) return false;
      const expected = Buffer.from(signatureOf(method, key, expiresAt), 'hex');
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    };

  return {
    sign: signFor('PUT', UPLOAD_URL_TTL_SECONDS),
    verify: verifyFor('PUT'),
    signRead: signFor('GET', READ_URL_TTL_SECONDS),
    verifyRead: verifyFor('GET'),
  };
}
export type UploadSigner = ReturnType<typeof createUploadSigner>;
