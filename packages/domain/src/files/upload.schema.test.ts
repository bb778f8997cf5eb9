import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  UPLOAD_EXTENSIONS,
  contentTypeMatchesExtension,
  isAllowedUploadContentType,
  isUnknownContentType,
  normalizeContentType,
  uploadRequestSchema,
} from './upload.schema';

describe('upload request', () => {
  it('accepts the listed extensions in any case and a purpose slug', () => {
    expect(uploadRequestSchema.parse({ extension: 'JPG', type: 'profile' })).toEqual({
      extension: 'jpg',
      type: 'profile',
    });
    expect(uploadRequestSchema.parse({ extension: 'pdf', type: 'main-photo' }).extension).toBe(
      'pdf',
    );
  });

  it('refuses unlisted extensions and purposes that could leave their folder', () => {
    expect(uploadRequestSchema.safeParse({ extension: 'exe', type: 'profile' }).success).toBe(
      false,
    );
    expect(uploadRequestSchema.safeParse({ extension: 'svg', type: 'profile' }).success).toBe(
      false,
    );
    expect(uploadRequestSchema.safeParse({ extension: 'png', type: '../etc' }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ extension: 'png', type: '' }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({}).success).toBe(false);
  });

  it('never lets a slash or a dot into the purpose', () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        const parsed = uploadRequestSchema.safeParse({ extension: 'png', type });
        if (parsed.success) expect(parsed.data.type).not.toMatch(/[./\\]/);
      }),
    );
  });
});

describe('upload content types', () => {
  it('matches each extension with its own type, ignoring case and parameters', () => {
    expect(contentTypeMatchesExtension('image/JPEG; charset=binary', 'jpg')).toBe(true);
    expect(contentTypeMatchesExtension('image/jpg', 'jpeg')).toBe(true);
    expect(contentTypeMatchesExtension('image/png', 'jpg')).toBe(false);
    expect(contentTypeMatchesExtension(undefined, 'pdf')).toBe(false);
  });

  it('takes HEIC and HEIF as one family, and knows when the browser sent no type', () => {
    expect(uploadRequestSchema.parse({ extension: 'heif', type: 'assessment' }).extension).toBe(
      'heif',
    );
    for (const extension of ['heic', 'heif'] as const) {
      expect(contentTypeMatchesExtension('image/heic', extension)).toBe(true);
      expect(contentTypeMatchesExtension('image/heif', extension)).toBe(true);
      expect(contentTypeMatchesExtension('image/jpeg', extension)).toBe(false);
    }
    expect(isUnknownContentType('application/octet-stream')).toBe(true);
    expect(isUnknownContentType(undefined)).toBe(true);
    expect(isUnknownContentType('image/png')).toBe(false);
  });

  it('lists only the allowed types', () => {
    for (const extension of UPLOAD_EXTENSIONS) expect(UPLOAD_EXTENSIONS).toContain(extension);
    expect(isAllowedUploadContentType('application/pdf')).toBe(true);
    expect(isAllowedUploadContentType('text/html')).toBe(false);
    expect(isAllowedUploadContentType('image/svg+xml')).toBe(false);
    expect(normalizeContentType('  IMAGE/HEIF ')).toBe('image/heic');
  });
});
