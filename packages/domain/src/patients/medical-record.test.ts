import { describe, expect, it } from 'vitest';
import { displayMedicalRecordNumber } from './medical-record';

describe('medical record number (spec 1)', () => {
  it("is shown as '-' when empty", () => {
    expect(displayMedicalRecordNumber(null)).toBe('-');
    expect(displayMedicalRecordNumber(undefined)).toBe('-');
    expect(displayMedicalRecordNumber('')).toBe('-');
    expect(displayMedicalRecordNumber('   ')).toBe('-');
  });

  it('is shown as given otherwise', () => {
    expect(displayMedicalRecordNumber(' RM-001 ')).toBe('RM-001');
  });
});
