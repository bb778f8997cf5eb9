import { describe, expect, it } from 'vitest';
import { fileExtension, finalFileUrl } from './files';

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
});
