import { describe, expect, it } from 'vitest';
import { allMenuLabelKeys, isEntryActive, menuFor } from './menu';
import { translatorFor } from '../test-support/translate';

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

  it("only the owner gets the owner-only entries; without a role the menu is everyone's", () => {
    const ownerOnly = [
      'item',
      'categoryItem',
      'package',
      'businessProfile',
      'credential',
      'organization',
      'location',
    ];
    const idsOf = (role: Parameters<typeof menuFor>[0]) =>
      menuFor(role).flatMap((group) => group.entries.map((entry) => entry.id));
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF', null] as const) {
      for (const id of ownerOnly) expect(idsOf(role)).not.toContain(id);
    }
    for (const id of ownerOnly) expect(idsOf('ROLE_OWNER')).toContain(id);
  });

  it('every label the menu can show reads in both languages', () => {
    const keys = allMenuLabelKeys();
    expect(keys).toContain('menu.group.integration');
    expect(keys).toContain('menu.location');
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of keys) expect(t(key)).not.toBe('');
    }
  });

  it('the home entry is active on the dashboard root, with or without a trailing slash', () => {
    const home = menuFor('ROLE_STAFF')[0]!.entries[0]!;
    expect(isEntryActive(home, '/dashboard/')).toBe(true);
    expect(isEntryActive(home, '/')).toBe(false);
    expect(isEntryActive(home, '')).toBe(false);
  });
});
