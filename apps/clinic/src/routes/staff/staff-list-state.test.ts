import { describe, expect, it } from 'vitest';
import { searchOfStaffListState, staffListStateFromSearch } from './staff-list-state';
import { staffPaths } from './staff-paths';

describe('staff list state in the address', () => {
  it('reads page, size and role, and gives the first page of every role by default', () => {
    expect(staffListStateFromSearch(new URLSearchParams(''))).toEqual({
      page: 0,
      size: 50,
      role: null,
      sort: null,
    });
    expect(
      staffListStateFromSearch(new URLSearchParams('page=2&size=10&role=ROLE_DOCTOR')),
    ).toEqual({ page: 2, size: 10, role: 'ROLE_DOCTOR', sort: null });
  });

  it('a hand-edited address that does not pass gives the first page', () => {
    expect(staffListStateFromSearch(new URLSearchParams('role=ROLE_KING'))).toEqual({
      page: 0,
      size: 50,
      role: null,
      sort: null,
    });
    expect(staffListStateFromSearch(new URLSearchParams('page=-1')).page).toBe(0);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(searchOfStaffListState({ page: 0, size: 50, role: null, sort: null }).toString()).toBe(
      '',
    );
    const state = { page: 3, size: 10, role: 'ROLE_BEAUTICIAN', sort: null } as const;
    expect(staffListStateFromSearch(searchOfStaffListState(state))).toEqual(state);
  });

  it('the schedule link carries the id and the doctor name, encoded', () => {
    expect(staffPaths.schedule('a b', 'dr. Sari & Co')).toBe(
      '/dashboard/user-clinic/schedule-doctor-clinic?id=a+b&doctor-name=dr.+Sari+%26+Co',
    );
  });
});
