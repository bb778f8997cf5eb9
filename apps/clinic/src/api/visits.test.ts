import { describe, expect, it } from 'vitest';
import { EMPTY_ACTIVE_VISIT_LIST_FILTER } from '@praktik/domain/visits/active-visit-list-filter';
import { ACTIVE_VISITS_SWR, isActiveVisitsKey, queryString, visitKeys } from './visits';

describe('visits api', () => {
  it('the active list reloads every 30 s and not on focus (spec 1 §2.10)', () => {
    expect(ACTIVE_VISITS_SWR.refreshInterval).toBe(30000);
    expect(ACTIVE_VISITS_SWR.revalidateOnFocus).toBe(false);
  });

  it('the list key holds the query, and every page of it is found again', () => {
    const key = visitKeys.activeVisits({ ...EMPTY_ACTIVE_VISIT_LIST_FILTER, name: 'Budi' });
    expect(key).toEqual(['active-visits', { page: '0', size: '50', 'name.equals': 'Budi' }]);
    expect(isActiveVisitsKey(key)).toBe(true);
    expect(isActiveVisitsKey(visitKeys.visit('1'))).toBe(false);
    expect(isActiveVisitsKey('active-visits')).toBe(false);
  });

  it('builds a query without the absent values', () => {
    expect(queryString({ page: '0', keyword: 'a b', x: undefined })).toBe('?page=0&keyword=a+b');
    expect(queryString({})).toBe('');
  });
});
