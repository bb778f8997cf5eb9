import { describe, expect, it } from 'vitest';
import { EMPTY_PATIENT_LIST_FILTER } from '@praktik/domain/patients/patient-list-filter.schema';
import {
  filterValuesOf,
  listQueryOf,
  listStateFromSearch,
  searchOfState,
  withFilterValues,
} from './patient-list-state';

const EMPTY = { ...EMPTY_PATIENT_LIST_FILTER, sort: null };

describe('the patient list state in the address', () => {
  it('an empty address is the first page of 50, unsorted, without filters', () => {
    expect(listStateFromSearch(new URLSearchParams())).toEqual(EMPTY);
    expect(searchOfState(EMPTY).toString()).toBe('');
    expect(listQueryOf(EMPTY)).toEqual({ page: '0', size: '50' });
  });

  it('filters, page, size and sort go to the address and come back', () => {
    const state = {
      searchName: 'budi',
      searchNoTelp: '0812',
      searchDate: '1990-01-02',
      searchAddress: 'Jl. Mawar',
      page: 2,
      size: 10,
      sort: { key: 'name', direction: 'desc' as const },
    };
    const search = searchOfState(state);
    expect(Object.fromEntries(search)).toEqual({
      page: '2',
      size: '10',
      'name.contains': 'budi',
      'phoneNumber.contains': '0812',
      'address.contains': 'Jl. Mawar',
      'dob.equals': '1990-01-02',
      sort: 'name,desc',
    });
    expect(listStateFromSearch(search)).toEqual(state);
  });

  it('a date of birth written DD-MM-YYYY is read as YYYY-MM-DD', () => {
    expect(listStateFromSearch(new URLSearchParams('dob.equals=02-01-1990')).searchDate).toBe(
      '1990-01-02',
    );
  });

  it('a hand-made address that does not pass gives the empty list; a foreign sort is dropped', () => {
    expect(listStateFromSearch(new URLSearchParams('size=5000&name.contains=x'))).toEqual(EMPTY);
    expect(listStateFromSearch(new URLSearchParams('sort=password,asc')).sort).toBeNull();
    expect(listStateFromSearch(new URLSearchParams('sort=dob')).sort).toEqual({
      key: 'dob',
      direction: 'asc',
    });
  });

  it('the filter bar values map to the four filters and back', () => {
    const next = withFilterValues(EMPTY, {
      searchName: 'ani',
      searchNoTelp: '',
      searchDate: '2000-12-31',
      searchAddress: '',
    });
    expect(next).toMatchObject({ searchName: 'ani', searchDate: '2000-12-31' });
    expect(filterValuesOf(next)).toEqual({
      searchName: 'ani',
      searchNoTelp: '',
      searchDate: '2000-12-31',
      searchAddress: '',
    });
    expect(withFilterValues(next, {}).searchDate).toBeNull();
  });
});
