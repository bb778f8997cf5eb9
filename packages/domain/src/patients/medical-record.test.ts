import { describe, expect, it } from 'vitest';
import {
  displayMedicalRecordNumber,
  medicalRecordPatternOf,
  medicalRecordPatternToFollow,
  nextMedicalRecordNumber,
} from './medical-record';

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

describe('the next medical record number (a clinic’s own pattern)', () => {
  const next = (newest: string | null, highest: number | null = null) =>
    nextMedicalRecordNumber(medicalRecordPatternToFollow(newest), highest);

  it('reads a pattern as what comes before the digits at the end, and their width', () => {
    expect(medicalRecordPatternOf('RM-000123')).toEqual({ prefix: 'RM-', width: 6, number: 123 });
    expect(medicalRecordPatternOf(' A0045 ')).toEqual({ prefix: 'A', width: 4, number: 45 });
    expect(medicalRecordPatternOf('2024/0007')).toEqual({ prefix: '2024/', width: 4, number: 7 });
    expect(medicalRecordPatternOf('00123')).toEqual({ prefix: '', width: 5, number: 123 });
    expect(medicalRecordPatternOf('RM-A')).toBeNull();
    expect(medicalRecordPatternOf('X1234567890123')).toBeNull();
  });

  it('follows on from the newest patient’s number, in its width', () => {
    expect(next('RM-000123')).toBe('RM-000124');
    expect(next('A0099')).toBe('A0100');
    expect(next('A9999')).toBe('A10000');
  });

  it('goes past the highest number of that pattern, not only the newest one', () => {
    expect(next('RM-000123', 500)).toBe('RM-000501');
    expect(next('RM-000123', 7)).toBe('RM-000124');
  });

  it('starts a clinic without numbers, or whose newest has none to count on, at RM-000001', () => {
    expect(medicalRecordPatternToFollow(null)).toEqual({ prefix: 'RM-', width: 6, number: 0 });
    expect(next(null)).toBe('RM-000001');
    expect(next('Budi')).toBe('RM-000001');
    expect(next(null, 41)).toBe('RM-000042');
  });
});
