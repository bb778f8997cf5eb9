import { messagesOf } from '../test-support/issues';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PATIENT_LIST_FILTER,
  patientListQueryParams,
  patientListQuerySchema,
  resetPatientListFilter,
} from './patient-list-filter.schema';

describe('patient list filter (spec 1 §2.9, §5, §7)', () => {
  it('name, phone and address are contains-matches, the date of birth an equals-match', () => {
    expect(
      patientListQueryParams({
        searchName: ' Siti ',
        searchNoTelp: '0812',
        searchDate: '1990-02-28',
        searchAddress: 'Bandung',
        page: 2,
        size: 10,
      }),
    ).toEqual({
      page: '2',
      size: '10',
      'name.contains': 'Siti',
      'phoneNumber.contains': '0812',
      'address.contains': 'Bandung',
      'dob.equals': '1990-02-28',
    });
  });

  it('blank filters are left out of the query', () => {
    expect(patientListQueryParams({ ...EMPTY_PATIENT_LIST_FILTER, searchName: '  ' })).toEqual({
      page: '0',
      size: '50',
    });
  });

  it('reset clears all four filters and the page, and keeps the page size', () => {
    expect(
      resetPatientListFilter({
        searchName: 'Siti',
        searchNoTelp: '0812',
        searchDate: '1990-02-28',
        searchAddress: 'Bandung',
        page: 3,
        size: 100,
      }),
    ).toEqual({ ...EMPTY_PATIENT_LIST_FILTER, size: 100 });
  });

  it('the server reads the query the app sends', () => {
    const params = patientListQueryParams({
      ...EMPTY_PATIENT_LIST_FILTER,
      searchName: 'Siti',
      searchDate: '1990-02-28',
    });
    expect(patientListQuerySchema.parse(params)).toEqual({
      page: 0,
      size: 50,
      'name.contains': 'Siti',
      'dob.equals': '1990-02-28',
    });
  });

  it('the server defaults page and size, takes dob as DD-MM-YYYY too, and ignores blanks', () => {
    expect(
      patientListQuerySchema.parse({
        page: '',
        'dob.equals': '28-02-1990',
        'address.contains': ' ',
      }),
    ).toEqual({
      page: 0,
      size: 50,
      'dob.equals': '1990-02-28',
    });
  });

  it('a phone search is read as the numbers are stored: separators go, +62 becomes 0', () => {
    const phoneSearch = (typed: string) =>
      patientListQuerySchema.parse({ 'phoneNumber.contains': typed })['phoneNumber.contains'];
    expect(phoneSearch('0812-9876')).toBe('08129876');
    expect(phoneSearch('0812 9876 5432')).toBe('081298765432');
    expect(phoneSearch('+62 812-9876')).toBe('08129876');
    expect(phoneSearch('9876')).toBe('9876');
    expect(phoneSearch('budi')).toBe('budi');
    expect(phoneSearch('  ')).toBeUndefined();
  });

  it('the server refuses a page below 0, an oversized page and a date that is not one', () => {
    expect(patientListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(patientListQuerySchema.safeParse({ size: '1000' }).success).toBe(false);
    expect(patientListQuerySchema.safeParse({ size: 'x' }).success).toBe(false);
    expect(patientListQuerySchema.safeParse({ 'dob.equals': '1990-02-30' }).success).toBe(false);
  });

  it('the server’s refusals read in the user’s language', () => {
    expect(
      messagesOf(patientListQuerySchema.safeParse({ 'dob.equals': '31-02-1990' }), 'id'),
    ).toEqual({
      'dob.equals': 'Harap masukkan Tanggal lahir yang valid',
    });
    expect(
      messagesOf(patientListQuerySchema.safeParse({ 'name.contains': 'a'.repeat(256) }), 'en'),
    ).toEqual({ 'name.contains': 'Name must be at most 255 characters' });
    expect(messagesOf(patientListQuerySchema.safeParse({ 'address.contains': 5 }), 'en')).toEqual({
      'address.contains': 'Please enter Valid Address',
    });
    expect(messagesOf(patientListQuerySchema.safeParse({ 'dob.equals': 5 }), 'en')).toEqual({
      'dob.equals': 'Please enter Valid Date of birth',
    });
  });
});
