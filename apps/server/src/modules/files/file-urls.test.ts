import { describe, expect, it } from 'vitest';
import { createFileUrls } from './file-urls';

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
});
