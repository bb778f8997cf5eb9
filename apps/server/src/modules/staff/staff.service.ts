import { GENDERS, type Gender } from '@praktik/domain/account/profile.schema';
import { isOwner, isPractitioner, roleFromAuthClaim } from '@praktik/domain/access/roles';
import {
  practitionerIhsOf,
  type StaffCreateRequest,
  type StaffEditRequest,
  type StaffListQuery,
  type StaffRow,
} from '@praktik/domain/staff/staff.schema';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors';
import type { AccountService } from '../account/account.service';
import { hashPassword } from '../account/password-hasher';
import type { StaffMemberRow, StaffMemberValues } from './staff.repository';

const genderOf = (value: string | null): Gender | null =>
  (GENDERS as readonly string[]).includes(value ?? '') ? (value as Gender) : null;

/** `StaffRow` as this server writes it: a practitioner's id is always their account's uuid. */
export type StaffRowView = StaffRow & {
  practitionerId: string | null;
  satuSehatPractitionerId: string | null;
};

/** A member as the staff list and form show them. */
export function staffRowOf(row: StaffMemberRow): StaffRowView {
  // Every account of a clinic has a role (onboarding and the staff form give one).
  const role = roleFromAuthClaim(row.role) ?? 'ROLE_STAFF';
  return {
    id: row.id,
    name: row.firstName,
    email: row.email,
    role,
    userPhoneNumber: row.phoneNumber,
    userDob: row.dateOfBirth,
    userGender: genderOf(row.gender),
    userAddress: row.address,
    identificationNumber: row.identificationNumber,
    // A doctor or beautician is picked in visits and schedules by their account's id.
    practitionerId: isPractitioner(role) ? row.id : null,
    satuSehatPractitionerId: practitionerIhsOf(role, row.satuSehatPractitionerId),
    active: row.deactivatedAt === null,
  };
}

function valuesOf(request: StaffCreateRequest | StaffEditRequest): StaffMemberValues {
  return {
    firstName: request.name,
    email: request.email,
    role: request.role,
    phoneNumber: request.userPhoneNumber,
    dateOfBirth: request.userDob,
    gender: request.userGender,
    address: request.userAddress,
    identificationNumber: request.identificationNumber,
    // A doctor's only: any other role's is dropped, whatever was sent.
    satuSehatPractitionerId: practitionerIhsOf(request.role, request.satuSehatPractitionerId),
  };
}

const emailTaken = () => new ConflictError('errors.staffEmailTaken', {}, 'email');
const notFound = () => new NotFoundError('errors.staffNotFound');

export type StaffAccounts = Pick<AccountService, 'deactivateAccount' | 'reactivateAccount'>;

/**
 * The clinic's accounts (spec 2 §2.10, §7): everyone reads them, the owner adds, edits,
 * deactivates and reactivates (routes check the role). The owner's own account is managed on
 * the profile page, never here.
 */
export function createStaffService(repositories: Repositories, accounts: StaffAccounts) {
  const staff = repositories.staff;

  /** A member the owner may manage: of this clinic (else 404) and not the owner (403). */
  async function manageableMember(tenant: Tenant, id: string): Promise<StaffMemberRow> {
    const member = await staff.findStaffMember(tenant.businessId, id);
    if (!member) throw notFound();
    if (isOwner(roleFromAuthClaim(member.role))) throw new ForbiddenError('errors.ownerNotStaff');
    return member;
  }

  async function rowOf(tenant: Tenant, id: string): Promise<StaffRowView> {
    const member = await staff.findStaffMember(tenant.businessId, id);
    if (!member) throw notFound();
    return staffRowOf(member);
  }

  return {
    async list(
      tenant: Tenant,
      query: StaffListQuery,
    ): Promise<{ data: StaffRowView[]; total: number }> {
      const { rows, total } = await staff.listStaff(tenant.businessId, query);
      return { data: rows.map(staffRowOf), total };
    },

    get: rowOf,

    async create(tenant: Tenant, request: StaffCreateRequest): Promise<StaffRowView> {
      const passwordHash = await hashPassword(request.password);
      const saved = await staff.insertStaffMember(
        tenant.businessId,
        { ...valuesOf(request), passwordHash },
        tenant.userId,
      );
      if (saved === 'email-taken') throw emailTaken();
      return staffRowOf(saved);
    },

    async update(tenant: Tenant, request: StaffEditRequest): Promise<StaffRowView> {
      await manageableMember(tenant, request.id);
      const saved = await staff.updateStaffMember(
        tenant.businessId,
        request.id,
        valuesOf(request),
        tenant.userId,
      );
      if (saved === 'email-taken') throw emailTaken();
      if (!saved) throw notFound();
      return staffRowOf(saved);
    },

    /** Idempotent: deactivating a deactivated member answers them as they are. */
    async deactivate(tenant: Tenant, id: string): Promise<StaffRowView> {
      await manageableMember(tenant, id);
      await accounts.deactivateAccount(id, tenant.userId);
      return rowOf(tenant, id);
    },

    async activate(tenant: Tenant, id: string): Promise<StaffRowView> {
      await manageableMember(tenant, id);
      await accounts.reactivateAccount(id, tenant.userId);
      return rowOf(tenant, id);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
