import { describe, expect, it } from 'vitest';
import { canReadSchedule, canSaveSchedule } from './schedule-access';

describe('who may open and save a weekly schedule', () => {
  it('owner and staff read anyone’s; a practitioner only their own', () => {
    expect(canReadSchedule('ROLE_OWNER', 'd1', 'o1')).toBe(true);
    expect(canReadSchedule('ROLE_STAFF', 'd1', 's1')).toBe(true);
    expect(canReadSchedule('ROLE_DOCTOR', 'd1', 'd1')).toBe(true);
    expect(canReadSchedule('ROLE_DOCTOR', 'd2', 'd1')).toBe(false);
    expect(canReadSchedule('ROLE_BEAUTICIAN', 'd1', 'b1')).toBe(false);
  });

  it('the owner saves anyone’s, a practitioner their own, staff nobody’s', () => {
    expect(canSaveSchedule('ROLE_OWNER', 'd1', 'o1')).toBe(true);
    expect(canSaveSchedule('ROLE_BEAUTICIAN', 'b1', 'b1')).toBe(true);
    expect(canSaveSchedule('ROLE_DOCTOR', 'd2', 'd1')).toBe(false);
    expect(canSaveSchedule('ROLE_STAFF', 'd1', 's1')).toBe(false);
    expect(canSaveSchedule('ROLE_STAFF', 's1', 's1')).toBe(false);
  });
});
