import { describe, expect, it } from 'vitest';
import { isPictureReference, pictureReferenceSchema } from './picture-reference';

describe('picture references (logo, main photo, profile picture)', () => {
  it('are the clinic’s upload paths or web addresses', () => {
    for (const value of [
      '/files/0b7c1f9e-58f5-4a1c-9d43-1f6a0d2f7c11/logo/5d1f9a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6.png',
      'https://cdn.example/logo.png',
      'http://localhost:3000/files/b/logo/f.png',
    ]) {
      expect(isPictureReference(value), value).toBe(true);
    }
  });

  it('are never a script, inline data or another scheme', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x.png',
      'logo.png',
      'https://',
    ]) {
      expect(isPictureReference(value), value).toBe(false);
    }
    expect(pictureReferenceSchema('fields.businessLogo').safeParse(' javascript:x').success).toBe(
      false,
    );
  });
});
