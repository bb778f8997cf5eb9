import { describe, expect, it } from 'vitest';
import { ROLES } from '../access/roles';
import { canReadMedicalRecord, canSeeVisitHistoryDiagnoses } from './medical-record-access';

describe('who reads the medical record (spec 1 §2.12, §2.15, §6)', () => {
  it('only a doctor, or someone who practises as one', () => {
    expect(canReadMedicalRecord({ role: 'ROLE_DOCTOR' })).toBe(true);
    for (const role of ['ROLE_OWNER', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const) {
      expect(canReadMedicalRecord({ role }), role).toBe(false);
    }
    expect(canReadMedicalRecord({ role: 'ROLE_OWNER', practitionerRoles: ['ROLE_DOCTOR'] })).toBe(
      true,
    );
    expect(canReadMedicalRecord({ role: 'ROLE_STAFF', practitionerRoles: ['ROLE_DOCTOR'] })).toBe(
      false,
    );
    expect(canReadMedicalRecord({ role: null })).toBe(false);
  });

  it('every role sees the diagnosis pills of a patient’s visit history; no role, nothing', () => {
    for (const role of ROLES) expect(canSeeVisitHistoryDiagnoses({ role }), role).toBe(true);
    expect(canSeeVisitHistoryDiagnoses({ role: null })).toBe(false);
  });
});
