import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The clinics' SATUSEHAT secrets at rest: AES-256-GCM with SATUSEHAT_SECRET_KEY (32 bytes,
 * base64), a fresh 12-byte IV each time; stored as `iv.tag.ciphertext` in base64url. The clinic's
 * id is the additional data, so a secret copied onto another clinic's row does not open.
 */
export function createSecretBox(keyBase64: string) {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('SATUSEHAT_SECRET_KEY must be 32 bytes');
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored: string, context: string): string {
      const [iv = '', tag = '', sealed = ''] = stored.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
