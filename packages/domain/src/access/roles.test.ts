import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isOwner,
  isRole,
  roleSchema,
  isPractitioner,
  PRACTITIONER_ROLES,
  ROLES,
  roleFromAuthClaim,
  STAFF_ROLES,
} from './roles';

describe('roles (spec 1 §6, spec 2 §6)', () => {
  it('reads the role from the auth claim', () => {
    expect(roleFromAuthClaim('ROLE_DOCTOR')).toBe('ROLE_DOCTOR');
    expect(roleFromAuthClaim('ROLE_ADMIN')).toBeNull();
    expect(roleFromAuthClaim(undefined)).toBeNull();
  });
  it('isRole takes exactly what roleSchema takes (the app checks claims without zod)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ROLES), fc.string(), fc.anything()), (value) => {
        expect(isRole(value)).toBe(roleSchema.safeParse(value).success);
      }),
    );
  });
  it('never offers the owner role for staff', () => {
    expect(STAFF_ROLES).not.toContain('ROLE_OWNER');
    expect(STAFF_ROLES).toEqual(['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF']);
  });
  it('doctors and beauticians are practitioners; owner and staff are not', () => {
    expect(isPractitioner('ROLE_DOCTOR')).toBe(true);
    expect(isPractitioner('ROLE_BEAUTICIAN')).toBe(true);
    expect(isPractitioner('ROLE_STAFF')).toBe(false);
    expect(isPractitioner('ROLE_OWNER')).toBe(false);
    expect(isOwner('ROLE_OWNER')).toBe(true);
    expect(isOwner('ROLE_STAFF')).toBe(false);
    expect(isOwner(null)).toBe(false);
  });
  it('the practitioner roles are exactly the roles isPractitioner takes (the server queries by them)', () => {
    expect(ROLES.filter(isPractitioner)).toEqual([...PRACTITIONER_ROLES]);
    expect(isPractitioner(null)).toBe(false);
  });
});
