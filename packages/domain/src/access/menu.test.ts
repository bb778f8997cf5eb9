import { describe, expect, it } from 'vitest';
import { isEntryActive, menuFor } from './menu';

const groupIds = (groups: ReturnType<typeof menuFor>) => groups.map((g) => g.id);

describe('side menu (spec 1 §2.6, spec 2 §2.1)', () => {
  it('everyone sees Visit, Patient, Payment and Staff', () => {
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const) {
      expect(groupIds(menuFor(role))).toEqual(['home', 'visit', 'patient', 'payment', 'staff']);
    }
  });

  it('owners also see master data, business profile and the integration group', () => {
    expect(groupIds(menuFor('ROLE_OWNER'))).toEqual([
      'home',
      'visit',
      'patient',
      'payment',
      'staff',
      'masterData',
      'business',
      'integration',
    ]);
    const integration = menuFor('ROLE_OWNER').find((g) => g.id === 'integration');
    expect(integration?.entries.map((e) => e.url)).toEqual([
      '/dashboard/credential',
      '/dashboard/organization',
      '/dashboard/location',
    ]);
  });

  it('the visit group lists active, history, report and reservation', () => {
    const visit = menuFor('ROLE_STAFF').find((g) => g.id === 'visit');
    expect(visit?.entries.map((e) => e.id)).toEqual([
      'activeVisit',
      'historyVisit',
      'reportVisit',
      'reservation',
    ]);
  });

  it('leaves out pages the app does not have and drops empty groups', () => {
    const groups = menuFor(
      'ROLE_OWNER',
      (url) => url === '/dashboard' || url === '/dashboard/business-profile',
    );
    expect(groupIds(groups)).toEqual(['home', 'business']);
  });

  it('marks an entry active on any of its paths', () => {
    const patient = menuFor('ROLE_STAFF').find((g) => g.id === 'patient')!.entries[0]!;
    expect(isEntryActive(patient, '/dashboard/patient/edit-patient')).toBe(true);
    expect(isEntryActive(patient, '/dashboard/history')).toBe(true);
    expect(isEntryActive(patient, '/dashboard/patient/')).toBe(true);
    expect(isEntryActive(patient, '/dashboard/payment')).toBe(false);
  });
});
