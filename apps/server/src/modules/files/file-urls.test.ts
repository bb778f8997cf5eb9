import { describe, expect, it } from 'vitest';
import { createUploadSigner } from '../../integrations/files/upload-signature';
import { createFileUrls, isClinicFilePath } from './file-urls';

describe('file URLs', () => {
  const urls = createFileUrls('http://localhost:3000');
  const key = 'b/logo/f.png';

  it('store this server’s files as paths and answer them on the current PUBLIC_URL', () => {
    expect(urls.toStored(`http://localhost:3000/files/${key}`)).toBe(`/files/${key}`);
    expect(urls.toPublic(`/files/${key}`)).toBe(`http://localhost:3000/files/${key}`);
    expect(createFileUrls('https://klinik.example').toPublic(urls.pathOf(key))).toBe(
      `https://klinik.example/files/${key}`,
    );
  });

  it('leave other addresses and nulls alone', () => {
    for (const url of [
      'https://cdn.example/files/x.png',
      'http://localhost:3001/files/b/logo/f.png',
      'http://localhost:3000/api2/files',
    ]) {
      expect(urls.toStored(url)).toBe(url);
      expect(urls.toPublic(url)).toBe(url);
    }
    expect(urls.toPublic(null)).toBeNull();
  });

  it('answer a private file signed for reading and store it back without the signature', () => {
    const signer = createUploadSigner('x'.repeat(32));
    const now = new Date('2026-11-25T10:00:00Z');
    const signed = createFileUrls('http://localhost:3000', { signer, now: () => now });
    const business = '0b7c1f9e-58f5-4a1c-9d43-1f6a0d2f7c11';
    const privateKey = `${business}/assessment/5d1f9a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6.png`;
    const answered = new URL(signed.toPublic(`/files/${privateKey}`));
    const expires = answered.searchParams.get('expires')!;
    const signature = answered.searchParams.get('signature')!;
    expect(signer.verifyRead(privateKey, expires, signature, now)).toBe(true);
    expect(signed.toStored(answered.href)).toBe(`/files/${privateKey}`);
    expect(signed.toStored(`/files/${privateKey}?expires=1&signature=x`)).toBe(
      `/files/${privateKey}`,
    );
    // The clinic's own pictures stay plain.
    expect(signed.toPublic(`/files/${key}`)).toBe(`http://localhost:3000/files/${key}`);
  });
});

describe('isClinicFilePath', () => {
  const business = '0b7c1f9e-58f5-4a1c-9d43-1f6a0d2f7c11';
  const other = '9a7c1f9e-58f5-4a1c-9d43-1f6a0d2f7c22';
  const name = '5d1f9a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6.png';

  it('is true for the clinic’s own upload keys only', () => {
    expect(isClinicFilePath(`/files/${business}/assessment/${name}`, business)).toBe(true);
    expect(isClinicFilePath(`/files/${other}/assessment/${name}`, business)).toBe(false);
  });

  it('refuses dot segments, encoded or not, that would lead into another clinic’s folder', () => {
    for (const path of [
      `/files/${business}/../${other}/assessment/${name}`,
      `/files/${business}/%2e%2e/${other}/assessment/${name}`,
      `/files/${business}/%2E%2E/${other}/assessment/${name}`,
      `/files/${business}/assessment/%2e%2e%2f${other}%2fassessment%2f${name}`,
      `/files/${business}/assessment/..%2f..%2f${other}/${name}`,
      `/files/${business}/%61ssessment/${name}`,
    ]) {
      expect(isClinicFilePath(path, business), path).toBe(false);
    }
  });
});
