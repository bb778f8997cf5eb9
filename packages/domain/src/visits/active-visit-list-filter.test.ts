import { describe, expect, it } from 'vitest';
import {
  ACTIVE_VISIT_LIST_DEFAULT_SIZE,
  EMPTY_ACTIVE_VISIT_LIST_FILTER,
  activeVisitListQueryParams,
} from './active-visit-list-filter';

describe('active visit list filter', () => {
  it('starts on the first page with the default table size of 50', () => {
    expect(EMPTY_ACTIVE_VISIT_LIST_FILTER).toMatchObject({ page: 0, size: 50, sort: null });
    expect(ACTIVE_VISIT_LIST_DEFAULT_SIZE).toBe(50);
  });

  it('an empty filter asks only for the page and size', () => {
    expect(activeVisitListQueryParams(EMPTY_ACTIVE_VISIT_LIST_FILTER)).toEqual({
      page: '0',
      size: '50',
    });
  });

  it('name, phone and date of birth travel as the list call names them, trimmed', () => {
    expect(
      activeVisitListQueryParams({
        name: '  Budi ',
        phoneNumber: ' 0812 ',
        dateOfBirth: '1990-05-01',
        page: 2,
        size: 10,
        sort: { key: 'name', direction: 'desc' },
      }),
    ).toEqual({
      page: '2',
      size: '10',
      'name.equals': 'Budi',
      'phoneNumber.equals': '0812',
      'dob.equals': '1990-05-01',
      sort: 'name,desc',
    });
  });

  it('blank texts and a date that is not a whole day are left out', () => {
    expect(
      activeVisitListQueryParams({
        ...EMPTY_ACTIVE_VISIT_LIST_FILTER,
        name: '   ',
        phoneNumber: '',
        dateOfBirth: '1990-13-45',
      }),
    ).toEqual({ page: '0', size: '50' });
  });
});
