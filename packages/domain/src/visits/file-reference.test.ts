import { describe, expect, it } from 'vitest';
import { FILE_REFERENCE_MAX, fileReferenceSchema, isFileReference } from './file-reference';
import { messagesOf } from '../test-support/issues';

describe('files a visit keeps', () => {
  it('are URLs or the server’s /files/ paths', () => {
    expect(isFileReference('http://x.example/a.jpg?expires=1')).toBe(true);
    expect(isFileReference('https://files.example.com/a/b.jpg')).toBe(true);
    expect(isFileReference('/files/clinic-1/visit/abc.png')).toBe(true);
  });

  it('never a local path, another scheme, a broken URL or a way out of /files/', () => {
    expect(isFileReference('C:\\foto.jpg')).toBe(false);
    expect(isFileReference('ftp://x.example/a.jpg')).toBe(false);
    expect(isFileReference('http://[bad')).toBe(false);
    expect(isFileReference('/files/../secret')).toBe(false);
    expect(isFileReference('https://x.example/../a')).toBe(false);
  });

  it('an overlong or missing reference is invalid, named by its field', () => {
    const schema = fileReferenceSchema('fields.fileUpload');
    const long = schema.safeParse(`https://x.example/${'a'.repeat(FILE_REFERENCE_MAX)}`);
    expect(messagesOf(long, 'id')).toEqual({ '(root)': 'Harap masukkan Berkas yang valid' });
    expect(messagesOf(schema.safeParse(42), 'en')).toEqual({
      '(root)': 'Please enter Valid File',
    });
  });
});
