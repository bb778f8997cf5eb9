import { describe, expect, it } from 'vitest';
import { fileExtension, finalFileUrl, uploadContentType } from './files';

describe('files', () => {
  it('the final address is the part before the query', () => {
    expect(finalFileUrl('http://x/files/1/profile/a.jpg?expires=1&signature=s')).toBe(
      'http://x/files/1/profile/a.jpg',
    );
    expect(finalFileUrl('/files/a.png')).toBe('/files/a.png');
  });

  it('the extension comes from the name, else the type', () => {
    expect(fileExtension({ name: 'Me.JPG', type: 'image/jpeg' })).toBe('jpg');
    expect(fileExtension({ name: 'blob', type: 'image/jpeg' })).toBe('jpg');
    expect(fileExtension({ name: 'blob', type: 'image/png' })).toBe('png');
  });

  it('a file without a type is sent with its extension’s (a HEIC photo), else as octet-stream', () => {
    expect(uploadContentType({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(uploadContentType({ name: 'scan.heif', type: '' })).toBe('image/heif');
    expect(uploadContentType({ name: 'Me.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(uploadContentType({ name: 'notes', type: '' })).toBe('application/octet-stream');
  });
});
