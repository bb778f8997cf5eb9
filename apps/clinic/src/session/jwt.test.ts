import { describe, expect, it } from 'vitest';
import { readClaims } from './jwt';

describe('readClaims', () => {
  it('reads the payload of a JWT', () => {
    const payload = Buffer.from(
      JSON.stringify({ sub: '7', auth: 'ROLE_STAFF', onb: true }),
    ).toString('base64url');
    expect(readClaims(`x.${payload}.y`)).toEqual({ sub: '7', auth: 'ROLE_STAFF', onb: true });
  });

  it('answers no claims for anything else', () => {
    expect(readClaims(null)).toEqual({});
    expect(readClaims('nope')).toEqual({});
    expect(readClaims('a.%%%.b')).toEqual({});
  });
});
