import { describe, expect, it } from 'vitest';
import {
  decideRouteAccess,
  isOwnerOnlyPath,
  normalizePath,
  returnPathAfterLogin,
  type SessionView,
} from './route-access';

const anonymous: SessionView = { loggedIn: false, role: null, onboardingCompleted: null };
const notOnboarded: SessionView = { loggedIn: true, role: null, onboardingCompleted: false };
const owner: SessionView = { loggedIn: true, role: 'ROLE_OWNER', onboardingCompleted: true };
const staff: SessionView = { loggedIn: true, role: 'ROLE_STAFF', onboardingCompleted: true };
const doctor: SessionView = { loggedIn: true, role: 'ROLE_DOCTOR', onboardingCompleted: true };

describe('route access (spec 1 §2.1)', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/account/activate',
    '/account/reset/finish',
    '/account/email/confirm',
    '/pasien',
    '/reservation-pasien',
    '/reservation-success',
    '/print-invoice',
    '/template-email',
    // The mail's cancel and confirm links open without an account.
    '/reservation-cancel',
    '/reservation-confirm',
  ])('public route %s needs no login', (path) => {
    expect(decideRouteAccess({ path, session: anonymous })).toEqual({ kind: 'allow' });
  });

  it('any other route sends an unauthenticated user to /login', () => {
    expect(decideRouteAccess({ path: '/dashboard/profile', session: anonymous })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideRouteAccess({ path: '/onboarding', session: anonymous })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('while onboarding is not complete only /onboarding is reachable', () => {
    expect(decideRouteAccess({ path: '/onboarding', session: notOnboarded })).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess({ path: '/dashboard', session: notOnboarded })).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(
      decideRouteAccess({ path: '/dashboard/business-profile', session: notOnboarded }),
    ).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('public pages stay public while onboarding is pending', () => {
    expect(decideRouteAccess({ path: '/login', session: notOnboarded })).toEqual({ kind: 'allow' });
  });

  it('after onboarding, /onboarding leads to the dashboard', () => {
    expect(decideRouteAccess({ path: '/onboarding', session: owner })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('an account not yet read is not treated as onboarded or not', () => {
    const unknown: SessionView = { loggedIn: true, role: null, onboardingCompleted: null };
    expect(decideRouteAccess({ path: '/onboarding', session: unknown })).toEqual({ kind: 'allow' });
  });

  it.each([
    '/dashboard/business-profile',
    '/dashboard/user-clinic/add-user-clinic',
    '/dashboard/user-clinic/edit-user-clinic?id=3',
    '/dashboard/credential',
    '/dashboard/organization',
    '/dashboard/organization/add-organization',
    '/dashboard/organization/detail-organization?id=1',
    '/dashboard/location/edit-location?id=9',
  ])('owner-only route %s is refused to staff and doctors, open to the owner', (path) => {
    expect(decideRouteAccess({ path, session: staff })).toEqual({ kind: 'forbidden' });
    expect(decideRouteAccess({ path, session: doctor })).toEqual({ kind: 'forbidden' });
    expect(decideRouteAccess({ path, session: owner })).toEqual({ kind: 'allow' });
  });

  it('routes open to every role stay open to staff', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/user-clinic',
      '/dashboard/user-clinic/detail-user-clinic',
      '/dashboard/item',
    ]) {
      expect(decideRouteAccess({ path, session: staff })).toEqual({ kind: 'allow' });
    }
  });

  it('does not mistake a longer name for an owner-only page', () => {
    expect(isOwnerOnlyPath('/dashboard/locations-report')).toBe(false);
    expect(isOwnerOnlyPath('/dashboard/location/')).toBe(true);
  });

  it('normalizes trailing slashes, queries and hashes', () => {
    expect(normalizePath('/login/')).toBe('/login');
    expect(normalizePath('/login?x=1#a')).toBe('/login');
    expect(normalizePath('')).toBe('/');
  });
});

describe('return path after login', () => {
  it('returns to the page that asked for login', () => {
    expect(returnPathAfterLogin('/dashboard/profile?tab=1')).toBe('/dashboard/profile?tab=1');
  });
  it('goes to the dashboard for missing, public or foreign destinations', () => {
    expect(returnPathAfterLogin(null)).toBe('/dashboard');
    expect(returnPathAfterLogin('/login')).toBe('/dashboard');
    expect(returnPathAfterLogin('/')).toBe('/dashboard');
    expect(returnPathAfterLogin('//evil.example')).toBe('/dashboard');
    expect(returnPathAfterLogin('https://evil.example')).toBe('/dashboard');
  });
});

describe('owner-only routes, every one the specs list (spec 1 §2.1, spec 2 §2.1, §6)', () => {
  const beautician: SessionView = {
    loggedIn: true,
    role: 'ROLE_BEAUTICIAN',
    onboardingCompleted: true,
  };
  it.each([
    '/dashboard/business-profile',
    '/dashboard/user-clinic/add-user-clinic',
    '/dashboard/user-clinic/edit-user-clinic?id=1',
    '/dashboard/credential',
    '/dashboard/organization',
    '/dashboard/organization/add-organization',
    '/dashboard/organization/detail-organization?id=1',
    '/dashboard/organization/edit-organization?id=1',
    '/dashboard/location',
    '/dashboard/location/add-location',
    '/dashboard/location/detail-location?id=1',
    '/dashboard/location/edit-location?id=1',
  ])('%s is the owner’s only', (path) => {
    for (const session of [staff, doctor, beautician]) {
      expect(decideRouteAccess({ path, session })).toEqual({ kind: 'forbidden' });
    }
    expect(decideRouteAccess({ path, session: owner })).toEqual({ kind: 'allow' });
  });

  it.each([
    '/dashboard/user-clinic',
    '/dashboard/user-clinic/detail-user-clinic?id=1',
    '/dashboard/user-clinic/schedule-doctor-clinic?id=1&doctor-name=Sari',
    '/dashboard/category-item/add-category-item',
    '/dashboard/item/edit-item?id=1',
    '/dashboard/package/detail-package?id=1',
    '/dashboard/patient-package/detail-patient-package?id=1',
    '/dashboard/payment',
    '/dashboard/reservation',
  ])('%s is open to every role (master data is only hidden from the menu)', (path) => {
    for (const session of [staff, doctor, beautician, owner]) {
      expect(decideRouteAccess({ path, session })).toEqual({ kind: 'allow' });
    }
  });
});

describe('first sign-in with a password the owner gave', () => {
  const newMember: SessionView = { ...doctor, mustChangePassword: true };

  it.each(['/dashboard', '/dashboard/patient', '/dashboard/profile', '/onboarding', '/nowhere'])(
    '%s sends the account to /first-password first',
    (path) => {
      expect(decideRouteAccess({ path, session: newMember })).toEqual({
        kind: 'redirect',
        to: '/first-password',
      });
    },
  );

  it('opens /first-password itself, and the public pages stay public', () => {
    expect(decideRouteAccess({ path: '/first-password', session: newMember })).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess({ path: '/login', session: newMember })).toEqual({ kind: 'allow' });
  });

  it('once the password is changed, /first-password leads to the dashboard', () => {
    for (const session of [doctor, owner, { ...staff, mustChangePassword: false }]) {
      expect(decideRouteAccess({ path: '/first-password', session })).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('signed out, /first-password asks for a sign-in', () => {
    expect(decideRouteAccess({ path: '/first-password', session: anonymous })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
});
