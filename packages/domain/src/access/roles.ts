import { z } from 'zod';

export const ROLES = ['ROLE_OWNER', 'ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const;
export type Role = (typeof ROLES)[number];
// Pure: a bundle that only reads roles (the app's first load) drops it, and zod with it.
export const roleSchema = /* @__PURE__ */ z.enum(ROLES);

/** Roles an owner may give to staff: the owner role is never handed out (spec 2 §5, §6). */
export const STAFF_ROLES = ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isOwner(role: Role | null | undefined): boolean {
  return role === 'ROLE_OWNER';
}

/** Doctors and beauticians treat patients: they see only their own reservations and rows. */
export const PRACTITIONER_ROLES = ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN'] as const;
export type PractitionerRole = (typeof PRACTITIONER_ROLES)[number];

export function isPractitioner(role: Role | null | undefined): boolean {
  return (PRACTITIONER_ROLES as readonly (Role | null | undefined)[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/**
 * The role as the id token's `auth` claim carries it; anything else is no role. A plain check
 * rather than `roleSchema`: the app reads the claim on its first load, which carries no zod.
 */
export function roleFromAuthClaim(claim: unknown): Role | null {
  return isRole(claim) ? claim : null;
}

export const ROLE_LABEL_KEYS: Record<Role, string> = {
  ROLE_OWNER: 'roles.ROLE_OWNER',
  ROLE_DOCTOR: 'roles.ROLE_DOCTOR',
  ROLE_BEAUTICIAN: 'roles.ROLE_BEAUTICIAN',
  ROLE_STAFF: 'roles.ROLE_STAFF',
};
