import { describe, expect, it } from 'vitest';
import { isDeadlock, isExclusionViolation, isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  const violation = { code: '23505', constraint: 'patients_business_mrn_key', message: 'dup' };

  it('knows the constraint by name, directly or as the cause (drizzle wraps errors)', () => {
    expect(isUniqueViolation(violation, 'patients_business_mrn_key')).toBe(true);
    expect(isUniqueViolation({ cause: violation }, 'patients_business_mrn_key')).toBe(true);
  });

  it('falls back to the message when no constraint is named', () => {
    const unnamed = { code: '23505', message: 'violates "visits_one_active_per_patient_key"' };
    expect(isUniqueViolation(unnamed, 'visits_one_active_per_patient_key')).toBe(true);
  });

  it('is false for another constraint, another error or no object', () => {
    expect(isUniqueViolation(violation, 'visits_one_active_per_patient_key')).toBe(false);
    expect(isUniqueViolation({ code: '23503', constraint: 'x' }, 'x')).toBe(false);
    expect(isUniqueViolation(null, 'x')).toBe(false);
    expect(isUniqueViolation(new Error('x'), 'x')).toBe(false);
  });
});

describe('isExclusionViolation', () => {
  const overlap = { code: '23P01', constraint: 'reservations_no_overlap', message: 'conflicting' };

  it('knows an exclusion constraint by name, directly or as the cause', () => {
    expect(isExclusionViolation(overlap, 'reservations_no_overlap')).toBe(true);
    expect(isExclusionViolation({ cause: overlap }, 'reservations_no_overlap')).toBe(true);
  });

  it('is not a unique violation, nor another constraint', () => {
    expect(isUniqueViolation(overlap, 'reservations_no_overlap')).toBe(false);
    expect(isExclusionViolation(overlap, 'other_constraint')).toBe(false);
    expect(isExclusionViolation({ ...overlap, code: '23505' }, 'reservations_no_overlap')).toBe(
      false,
    );
  });
});

describe('isDeadlock', () => {
  it('knows 40P01, directly or as the cause, and nothing else', () => {
    expect(isDeadlock({ code: '40P01' })).toBe(true);
    expect(isDeadlock({ cause: { code: '40P01' } })).toBe(true);
    expect(isDeadlock({ code: '23P01' })).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
