import { describe, expect, it } from 'vitest';
import { ACTIVE_VISITS_SWR, queryString } from './visits';

describe('visits api', () => {
  it('the active list reloads every 30 s and not on focus (spec 1 §2.10)', () => {
    expect(ACTIVE_VISITS_SWR.refreshInterval).toBe(30000);
    expect(ACTIVE_VISITS_SWR.revalidateOnFocus).toBe(false);
  });

  it('builds a query without the absent values', () => {
    expect(queryString({ page: '0', keyword: 'a b', x: undefined })).toBe('?page=0&keyword=a+b');
    expect(queryString({})).toBe('');
  });
});
