import { describe, expect, it } from 'vitest';
import { maySellPackages } from './package-sale';

describe('maySellPackages', () => {
  it('needs a patient', () => {
    expect(maySellPackages('patient-1')).toBe(true);
    expect(maySellPackages(null)).toBe(false);
    expect(maySellPackages(undefined)).toBe(false);
    expect(maySellPackages('')).toBe(false);
  });
});
