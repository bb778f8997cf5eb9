import { describe, expect, it } from 'vitest';
import { parseFileKey } from './files.service';

const business = '0b7c1f9e-58f5-4a1c-9d43-1f6a0d2f7c11';
const file = '5d1f9a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6';

describe('parseFileKey', () => {
  it('reads <businessId>/<purpose>/<uuid>.<ext> with an allowed extension', () => {
    expect(parseFileKey(business, 'main-photo', `${file}.webp`)).toEqual({
      key: `${business}/main-photo/${file}.webp`,
      extension: 'webp',
    });
  });

  it('refuses anything else, so no path can leave the clinic’s folder', () => {
    expect(parseFileKey('..', 'profile', `${file}.png`)).toBeNull();
    expect(parseFileKey(business, '..', `${file}.png`)).toBeNull();
    expect(parseFileKey(business, 'profile', `${file}.svg`)).toBeNull();
    expect(parseFileKey(business, 'profile', `../${file}.png`)).toBeNull();
    expect(parseFileKey(business, 'profile', 'secrets.json')).toBeNull();
    expect(parseFileKey(business, 'profile', `${file}.png.exe`)).toBeNull();
  });
});

describe('parseFileKey and the case of a uuid', () => {
  it('reads a uuid written in capitals, as every other id check does', () => {
    expect(parseFileKey(business.toUpperCase(), 'profile', `${file.toUpperCase()}.png`)).toEqual({
      key: `${business.toUpperCase()}/profile/${file.toUpperCase()}.png`,
      extension: 'png',
    });
  });
});
