import { describe, expect, it } from 'vitest';
import {
  FILE_UPLOAD_TYPES,
  extensionLabel,
  isAccepted,
  previewKindOf,
} from './file-upload-options';

describe('file upload options', () => {
  it('previews jpg, jpeg, png and gif as pictures and HEIC through the decoder', () => {
    expect(previewKindOf('a.jpg')).toBe('image');
    expect(previewKindOf('a.JPEG', '')).toBe('image');
    expect(previewKindOf('scan', 'image/png')).toBe('image');
    expect(previewKindOf('a.gif')).toBe('image');
    expect(previewKindOf('IMG_0001.HEIC', '')).toBe('heic');
    expect(previewKindOf('photo', 'image/heif')).toBe('heic');
    expect(previewKindOf('hasil-lab.pdf', 'application/pdf')).toBe('other');
  });

  it('accepts by MIME type, wildcard or extension', () => {
    expect(isAccepted({ name: 'IMG.HEIC', type: '' }, FILE_UPLOAD_TYPES)).toBe(true);
    expect(isAccepted({ name: 'x.png', type: 'image/png' }, FILE_UPLOAD_TYPES)).toBe(true);
    expect(isAccepted({ name: 'x.pdf', type: 'application/pdf' }, FILE_UPLOAD_TYPES)).toBe(false);
    expect(isAccepted({ name: 'x.webp', type: 'image/webp' }, ['image/*'])).toBe(true);
  });

  it('labels files without a preview by their extension', () => {
    expect(extensionLabel('hasil-lab.pdf')).toBe('PDF');
    expect(extensionLabel('catatan')).toBe('?');
  });
});
