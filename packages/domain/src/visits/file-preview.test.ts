import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PREVIEW_EXTENSIONS, extensionOf, fileNameOf, previewKindOf } from './file-preview';

describe('file previews in the assessment (spec 1 §2.12)', () => {
  it('jpg, jpeg, png and gif files are previewed as images', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif']) {
      expect(previewKindOf(name)).toBe('image');
    }
  });

  it('HEIC photos are previewed after conversion', () => {
    expect(previewKindOf('IMG_0001.HEIC')).toBe('heic');
    expect(previewKindOf('/files/b/assessment/f.heif?expires=1&signature=s')).toBe('heic');
    expect(previewKindOf('camera', 'image/heif')).toBe('heic');
  });

  it('other files have no preview', () => {
    expect(previewKindOf('hasil-lab.pdf')).toBe('none');
    expect(previewKindOf('foto.webp')).toBe('none');
    expect(previewKindOf('README')).toBe('none');
    expect(previewKindOf('')).toBe('none');
  });

  it('reads the extension of a URL without its query, and of a /files/ path', () => {
    expect(
      previewKindOf('https://s3.example.com/b/visit/abc.png?X-Amz-Signature=1.pdf#x.gif'),
    ).toBe('image');
    expect(previewKindOf('/files/clinic/visit/abc.jpeg')).toBe('image');
    expect(extensionOf('/files/clinic.v2/visit/abc')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('a content type naming an image decides; an unknown one leaves it to the name', () => {
    expect(previewKindOf('blob', 'image/jpeg')).toBe('image');
    expect(previewKindOf('scan.pdf', 'IMAGE/PNG; charset=binary')).toBe('image');
    expect(previewKindOf('abc.gif', 'application/octet-stream')).toBe('image');
    expect(previewKindOf('abc.pdf', 'application/pdf')).toBe('none');
    expect(previewKindOf('abc.jpg', null)).toBe('image');
  });

  it('every previewed extension previews, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREVIEW_EXTENSIONS), fc.boolean(), (ext, upper) => {
        const name = `file.${upper ? ext.toUpperCase() : ext}`;
        expect(previewKindOf(name)).not.toBe('none');
      }),
    );
  });
});

describe('a stored file’s name for its link', () => {
  it('is the last part of its path, decoded, without the query', () => {
    expect(fileNameOf('https://x.id/files/b/assessment/foto%201.jpg?sig=1')).toBe('foto 1.jpg');
    expect(fileNameOf('/files/b/assessment/a.pdf#page=2')).toBe('a.pdf');
  });

  it('is the whole address when the path ends in a slash, and undecoded when it cannot be', () => {
    expect(fileNameOf('https://x.id/files/')).toBe('https://x.id/files/');
    expect(fileNameOf('https://x.id/%E0%A4%A.png')).toBe('%E0%A4%A.png');
  });
});
