import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './page-title';

describe('top-bar title (spec 1 §2.6)', () => {
  it('takes the third segment under dashboard', () => {
    expect(pageTitleKey('/dashboard/profile')).toBe('pageTitle.profile');
    expect(pageTitleKey('/dashboard/patient/add-patient')).toBe('pageTitle.patient');
    expect(pageTitleKey('/dashboard/business-profile?x=1')).toBe('pageTitle.business-profile');
  });
  it('takes the first segment elsewhere', () => {
    expect(pageTitleKey('/onboarding')).toBe('pageTitle.onboarding');
  });
  it('falls back to Dashboard', () => {
    expect(pageTitleKey('/dashboard')).toBe('pageTitle.dashboard');
    expect(pageTitleKey('/dashboard/unknown-page')).toBe('pageTitle.dashboard');
    expect(pageTitleKey('/')).toBe('pageTitle.dashboard');
  });
});
