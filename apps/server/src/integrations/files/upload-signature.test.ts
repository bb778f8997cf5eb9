import { describe, expect, it } from 'vitest';
import {
  READ_URL_TTL_SECONDS,
  UPLOAD_URL_TTL_SECONDS,
  createUploadSigner,
} from './upload-signature';

const key = '0b7c1f9e-58f5-4a1c-9d43-1f6a0d2f7c11/profile/5d1f9a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6.png';
const now = new Date('2026-01-15T03:00:00Z');

describe('upload signatures', () => {
  const signer = createUploadSigner('secret-one');

  it('accept an untouched signature until it expires, 15 minutes on', () => {
    const { expires, signature } = signer.sign(key, now);
    expect(expires).toBe(now.getTime() / 1000 + UPLOAD_URL_TTL_SECONDS);
    expect(signer.verify(key, String(expires), signature, now)).toBe(true);
    expect(signer.verify(key, String(expires), signature, new Date(expires * 1000))).toBe(true);
    expect(signer.verify(key, String(expires), signature, new Date(expires * 1000 + 1000))).toBe(
      false,
    );
  });

  it('refuse another key, expiry, secret or a malformed signature', () => {
    const { expires, signature } = signer.sign(key, now);
    expect(signer.verify(key.replace('profile', 'logo'), String(expires), signature, now)).toBe(
      false,
    );
    expect(signer.verify(key, String(expires + 60), signature, now)).toBe(false);
    expect(createUploadSigner('secret-two').verify(key, String(expires), signature, now)).toBe(
      false,
    );
    expect(signer.verify(key, String(expires), signature.slice(2), now)).toBe(false);
    expect(signer.verify(key, String(expires), 'zz'.repeat(32), now)).toBe(false);
    expect(signer.verify(key, undefined, signature, now)).toBe(false);
    expect(signer.verify(key, '1e9', signature, now)).toBe(false);
  });

  it('sign reads apart from uploads: 10 minutes, and neither opens the other', () => {
    const read = signer.signRead(key, now);
    expect(read.expires).toBe(now.getTime() / 1000 + READ_URL_TTL_SECONDS);
    expect(signer.verifyRead(key, String(read.expires), read.signature, now)).toBe(true);
    expect(signer.verify(key, String(read.expires), read.signature, now)).toBe(false);
    const upload = signer.sign(key, now);
    expect(signer.verifyRead(key, String(upload.expires), upload.signature, now)).toBe(false);
    const later = new Date((read.expires + 1) * 1000);
    expect(signer.verifyRead(key, String(read.expires), read.signature, later)).toBe(false);
  });
});
