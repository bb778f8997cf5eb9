import { describe, expect, it } from 'vitest';
import { canEditPractitionerSchedule, canOpenPractitionerSchedule } from './schedule-access';

const SELF = 'a1b2c3d4-0000-4000-8000-000000000001';
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000002';

describe('a practitioner’s weekly schedule (issue 12)', () => {
  it('the owner and staff open anyone’s; a doctor or beautician only their own', () => {
    expect(canOpenPractitionerSchedule('ROLE_OWNER', SELF, OTHER)).toBe(true);
    expect(canOpenPractitionerSchedule('ROLE_STAFF', SELF, OTHER)).toBe(true);
    expect(canOpenPractitionerSchedule('ROLE_DOCTOR', SELF, SELF)).toBe(true);
    expect(canOpenPractitionerSchedule('ROLE_BEAUTICIAN', SELF, SELF)).toBe(true);
    expect(canOpenPractitionerSchedule('ROLE_DOCTOR', SELF, OTHER)).toBe(false);
    expect(canOpenPractitionerSchedule('ROLE_BEAUTICIAN', SELF, OTHER)).toBe(false);
  });

  it('nobody signed in, or a practitioner without a known id, opens nothing', () => {
    expect(canOpenPractitionerSchedule(null, SELF, SELF)).toBe(false);
    expect(canOpenPractitionerSchedule('ROLE_DOCTOR', null, null)).toBe(false);
    expect(canOpenPractitionerSchedule('ROLE_DOCTOR', SELF, '')).toBe(false);
  });

  it('the owner edits anyone’s, a practitioner their own, staff only read', () => {
    expect(canEditPractitionerSchedule('ROLE_OWNER', SELF, OTHER)).toBe(true);
    expect(canEditPractitionerSchedule('ROLE_DOCTOR', SELF, SELF)).toBe(true);
    expect(canEditPractitionerSchedule('ROLE_BEAUTICIAN', SELF, SELF)).toBe(true);
    expect(canEditPractitionerSchedule('ROLE_DOCTOR', SELF, OTHER)).toBe(false);
    expect(canEditPractitionerSchedule('ROLE_STAFF', SELF, OTHER)).toBe(false);
    expect(canEditPractitionerSchedule('ROLE_STAFF', SELF, SELF)).toBe(false);
    expect(canEditPractitionerSchedule(undefined, SELF, SELF)).toBe(false);
  });
});
