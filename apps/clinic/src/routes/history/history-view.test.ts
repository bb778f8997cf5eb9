import { describe, expect, it } from 'vitest';
import { fileNameOf, isGender } from './history-view';

describe('history view helpers', () => {
  it('knows the genders the texts name', () => {
    expect(isGender('MALE')).toBe(true);
    expect(isGender('FEMALE')).toBe(true);
    expect(isGender('X')).toBe(false);
    expect(isGender(null)).toBe(false);
  });

  it("names a file by its path's last part, without the query", () => {
    expect(fileNameOf('https://x.id/files/b/assessment/foto%201.jpg?sig=1')).toBe('foto 1.jpg');
    expect(fileNameOf('/files/b/assessment/a.pdf')).toBe('a.pdf');
    expect(fileNameOf('https://x.id/files/')).toBe('https://x.id/files/');
    expect(fileNameOf('https://x.id/%E0%A4%A.png')).toBe('%E0%A4%A.png');
  });
});
