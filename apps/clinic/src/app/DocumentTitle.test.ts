import { describe, expect, it } from 'vitest';
import { documentTitleKey } from './DocumentTitle';

describe('documentTitleKey', () => {
  it('names a dashboard page as its top bar does, its sub-pages after their list', () => {
    expect(documentTitleKey('/dashboard/patient')).toBe('pageTitle.patient');
    expect(documentTitleKey('/dashboard/patient/edit-patient')).toBe('pageTitle.patient');
    expect(documentTitleKey('/dashboard/reservation/')).toBe('pageTitle.reservation');
    expect(documentTitleKey('/dashboard')).toBe('pageTitle.dashboard');
  });

  it('names the pages outside the dashboard after themselves, and leaves the rest the brand', () => {
    expect(documentTitleKey('/login')).toBe('common.documentTitle.login');
    expect(documentTitleKey('/pasien')).toBe('common.documentTitle.booking');
    expect(documentTitleKey('/print-invoice')).toBe('common.documentTitle.invoice');
    expect(documentTitleKey('/')).toBeNull();
    expect(documentTitleKey('/nowhere')).toBeNull();
  });
});
