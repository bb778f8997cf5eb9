import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTIVE_VISIT_LIST_FILTER,
  activeVisitListQueryParams,
} from '@praktik/domain/visits/active-visit-list-filter';
import { keyFilters, keys } from './keys';
import type { ReportQuery } from './list-queries';

const REPORT_QUERY: ReportQuery = {
  page: 0,
  size: 50,
  sort: { key: 'start', direction: 'desc' },
  from: '2026-11-01',
  to: '2026-11-25',
  practitionerId: null,
};

describe('SWR keys', () => {
  it('the active list key holds the query, and every page of it is revalidated', () => {
    const key = keys.activeVisits(
      activeVisitListQueryParams({ ...EMPTY_ACTIVE_VISIT_LIST_FILTER, name: 'Budi' }),
    );
    expect(key).toEqual(['active-visits', { page: '0', size: '50', 'name.equals': 'Budi' }]);
    expect(keyFilters.activeVisits(key)).toBe(true);
    expect(keyFilters.activeVisits(keys.visit('1'))).toBe(false);
    expect(keyFilters.activeVisits('active-visits')).toBe(false);
  });

  it('the patient list pages and single patients are revalidated together, nothing else', () => {
    expect(keyFilters.patients(keys.patientList({ page: '0', size: '50' }))).toBe(true);
    expect(keyFilters.patients(keys.patient('p1'))).toBe(true);
    expect(keyFilters.patients(keys.doctors())).toBe(false);
    expect(keyFilters.patients(keys.visitHistory('p1', 0, 10))).toBe(false);
    expect(keyFilters.patients('patients')).toBe(false);
  });

  it('the two report lists never share a key, and equal queries give equal keys', () => {
    expect(keys.inactiveVisits(REPORT_QUERY)).not.toEqual(keys.practitionerStats(REPORT_QUERY));
    expect(keys.inactiveVisits({ ...REPORT_QUERY })).toEqual(keys.inactiveVisits(REPORT_QUERY));
    expect(keys.inactiveVisits({ ...REPORT_QUERY, practitionerId: 'd1' })).not.toEqual(
      keys.inactiveVisits(REPORT_QUERY),
    );
    expect(
      keys.inactiveVisits({ ...REPORT_QUERY, sort: { key: 'start', direction: 'asc' } }),
    ).not.toEqual(keys.inactiveVisits(REPORT_QUERY));
  });

  it('a visit history key holds the patient and the page', () => {
    expect(keys.visitHistory('p1', 2, 10)).toEqual(['visits-history', 'p1', 2, 10]);
    expect(keys.visitHistory('p1', 2, 10)).not.toEqual(keys.visitHistory('p2', 2, 10));
  });

  it('signing in or out forgets every key', () => {
    expect(keyFilters.everything(keys.account())).toBe(true);
    expect(keyFilters.everything(keys.patient('p1'))).toBe(true);
  });

  it('a changed reservation revalidates its detail, the free slots and the active visits', () => {
    expect(keyFilters.reservationChanged(keys.reservationDetail('r1'))).toBe(true);
    expect(keyFilters.reservationChanged(keys.weekSlots('d1', '2026-11-26', 1, 15))).toBe(true);
    expect(
      keyFilters.reservationChanged(
        keys.activeVisits(activeVisitListQueryParams(EMPTY_ACTIVE_VISIT_LIST_FILTER)),
      ),
    ).toBe(true);
    expect(keyFilters.reservationChanged(keys.doctors())).toBe(false);
    expect(keyFilters.reservationChanged(keys.staffMember('s1'))).toBe(false);
  });

  it("a practitioner's week is read again with the timetables: a change, a payment, a resync", () => {
    const week = keys.reservationWeek('d1', '2026-11-23');
    expect(keyFilters.reservationChanged(week)).toBe(true);
    expect(keyFilters.paymentChanged(week)).toBe(true);
    expect(keyFilters.timetables(week)).toBe(true);
    expect(keyFilters.timetableOf('2026-11-25')(week)).toBe(true);
    // The day's change reads that day's timetable only.
    expect(keyFilters.timetableOf('2026-11-25')(keys.timetable('2026-11-25'))).toBe(true);
    expect(keyFilters.timetableOf('2026-11-25')(keys.timetable('2026-11-26'))).toBe(false);
    expect(keys.reservationWeek('d1', '2026-11-23')).not.toEqual(
      keys.reservationWeek('d2', '2026-11-23'),
    );
  });
});

describe('public booking keys', () => {
  it('a refused or made booking reads every public slot list again, and nothing else', () => {
    expect(keyFilters.publicSlots(keys.publicSlots('c1', 'd1', '2026-11-26', 7))).toBe(true);
    expect(keyFilters.publicSlots(keys.publicSlots('c2', 'd9', '2026-12-03', 7))).toBe(true);
    expect(keyFilters.publicSlots(keys.weekSlots('d1', '2026-11-22', 7, 15))).toBe(false);
    expect(keyFilters.publicSlots(keys.publicClinic('c1'))).toBe(false);
  });

  it('a slot key holds the clinic, the doctor and the week', () => {
    expect(keys.publicSlots('c1', 'd1', '2026-11-26', 7)).not.toEqual(
      keys.publicSlots('c1', 'd2', '2026-11-26', 7),
    );
    expect(keys.publicSlots('c1', 'd1', '2026-11-26', 7)).not.toEqual(
      keys.publicSlots('c1', 'd1', '2026-12-03', 7),
    );
  });

  it('a saved location refreshes its list, the location and the start-visit options, not organizations', () => {
    const saved = keyFilters.satusehatSaved('location');
    expect(saved(keys.satusehatList('location', 1, 50))).toBe(true);
    expect(saved(keys.satusehatResource('location', 'l1'))).toBe(true);
    expect(saved(keys.locationOptions({ page: '1', size: '100' }))).toBe(true);
    expect(saved(keys.satusehatList('organization', 1, 50))).toBe(false);
    const organization = keyFilters.satusehatSaved('organization');
    expect(organization(keys.satusehatResource('organization', 'o1'))).toBe(true);
    expect(organization(keys.locationOptions({}))).toBe(false);
    expect(organization(keys.satusehatResource('location', 'o1'))).toBe(false);
  });

  it('a saved link refreshes the link, both lists, the start-visit options and the send logs', () => {
    for (const key of [
      keys.satusehatIntegration(),
      keys.satusehatList('organization', 2, 50),
      keys.satusehatResource('location', 'l1'),
      keys.locationOptions({ page: '1', size: '100' }),
      keys.satusehatSends('visits', 'v1'),
    ])
      expect(keyFilters.satusehatLink(key)).toBe(true);
    expect(keyFilters.satusehatLink(keys.patient('p1'))).toBe(false);
  });

  it('a retried send refreshes every visit’s and patient’s send log, nothing else', () => {
    expect(keyFilters.satusehatSends(keys.satusehatSends('visits', 'v1'))).toBe(true);
    expect(keyFilters.satusehatSends(keys.satusehatSends('patients', 'p1'))).toBe(true);
    expect(keyFilters.satusehatSends(keys.satusehatIntegration())).toBe(false);
    expect(keys.satusehatSends('visits', 'v1')).not.toEqual(keys.satusehatSends('patients', 'v1'));
  });
});
