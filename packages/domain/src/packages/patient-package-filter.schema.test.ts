import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import {
  canSearchPatientPackages,
  EMPTY_PATIENT_PACKAGE_FILTER,
  patientPackageFilterSchema,
  patientPackageListQuerySchema,
  overduePackageQueryParams,
  patientPackageQueryParams,
} from './patient-package-filter.schema';

describe('patient package filter (spec 2 §2.9, §5)', () => {
  it('search needs the name filled', () => {
    expect(canSearchPatientPackages(EMPTY_PATIENT_PACKAGE_FILTER)).toBe(false);
    expect(canSearchPatientPackages({ name: '   ' })).toBe(false);
    expect(canSearchPatientPackages({ name: 'Siti' })).toBe(true);
    expect(
      messagesOf(patientPackageFilterSchema.safeParse(EMPTY_PATIENT_PACKAGE_FILTER), 'id'),
    ).toEqual({
      name: 'Harap masukkan Nama',
    });
  });

  it('the other filters are optional', () => {
    expect(patientPackageFilterSchema.parse({ name: ' Siti ' })).toEqual({
      from: null,
      to: null,
      identityNumber: '',
      name: 'Siti',
      phoneNumber: '',
      dateOfBirth: null,
    });
  });

  it('missing texts read as empty', () => {
    expect(
      patientPackageFilterSchema.parse({
        name: 'Siti',
        identityNumber: null,
        phoneNumber: undefined,
        from: '',
        to: '2026-01-31',
      }),
    ).toMatchObject({ identityNumber: '', phoneNumber: '', from: null, to: '2026-01-31' });
  });

  it('dates are real YYYY-MM-DD dates', () => {
    const result = patientPackageFilterSchema.safeParse({
      ...EMPTY_PATIENT_PACKAGE_FILTER,
      name: 'Siti',
      from: '2026-02-30',
      to: '31-01-2026',
      dateOfBirth: 'x',
    });
    expect(messagesOf(result, 'id')).toEqual({
      from: 'Harap masukkan Tanggal mulai yang valid',
      to: 'Harap masukkan Tanggal akhir yang valid',
      dateOfBirth: 'Harap masukkan Tanggal lahir yang valid',
    });
    expect(messagesOf(result, 'en')).toMatchObject({ from: 'Please enter Valid Start date' });
  });

  it('an end date never precedes the start', () => {
    const result = patientPackageFilterSchema.safeParse({
      ...EMPTY_PATIENT_PACKAGE_FILTER,
      name: 'Siti',
      from: '2026-02-10',
      to: '2026-02-01',
    });
    expect(messagesOf(result, 'id')).toEqual({
      to: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
    });
    expect(
      patientPackageListQuerySchema.safeParse({ from: '2026-02-10', to: '2026-02-01' }).success,
    ).toBe(false);
    expect(
      patientPackageListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-02-01' }).success,
    ).toBe(true);
  });

  it('builds the list query with the spec names, leaving blanks out', () => {
    expect(
      patientPackageQueryParams(
        {
          from: '2026-01-01',
          to: '2026-01-31',
          identityNumber: ' 3273012802900001 ',
          name: 'Siti',
          phoneNumber: '',
          dateOfBirth: '1990-02-28',
        },
        { page: 1, size: 10 },
      ),
    ).toEqual({
      page: '1',
      size: '10',
      current_utc: '7',
      from: '2026-01-01',
      to: '2026-01-31',
      identity_number: '3273012802900001',
      name: 'Siti',
      date_of_birth: '1990-02-28',
    });
    expect(
      patientPackageQueryParams(EMPTY_PATIENT_PACKAGE_FILTER, { page: 0, size: 50, currentUtc: 8 }),
    ).toEqual({ page: '0', size: '50', current_utc: '8' });
  });

  it('the server reads the query the app sends and defaults the rest', () => {
    const params = patientPackageQueryParams(
      { ...EMPTY_PATIENT_PACKAGE_FILTER, name: 'Siti', from: '2026-01-01' },
      { page: 0, size: 5 },
    );
    expect(patientPackageListQuerySchema.parse(params)).toEqual({
      page: 0,
      size: 5,
      current_utc: 7,
      from: '2026-01-01',
      name: 'Siti',
      overdue: false,
    });
    expect(patientPackageListQuerySchema.parse({ page: '', phone_number: ' ' })).toEqual({
      page: 0,
      size: 50,
      current_utc: 7,
      overdue: false,
    });
    expect(patientPackageListQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    expect(patientPackageListQuerySchema.safeParse({ current_utc: '20' }).success).toBe(false);
  });

  it('browses the patients not back for over a month without a name', () => {
    const params = overduePackageQueryParams({ page: 2, size: 20 });
    expect(params).toEqual({ page: '2', size: '20', current_utc: '7', overdue: 'true' });
    expect(patientPackageListQuerySchema.parse(params)).toMatchObject({ page: 2, overdue: true });
    expect(patientPackageListQuerySchema.safeParse({ overdue: 'ya' }).success).toBe(false);
  });
});
