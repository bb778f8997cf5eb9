import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@praktik/domain/access/roles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { isUuid } from '../../shared/uuid';

/** One e-mail, one account, in every clinic and whatever its case. */
const EMAIL_CONSTRAINT = 'users_email_lower_key';

/** What the staff list and form show of an account. */
export interface StaffMemberRow {
  id: string;
  firstName: string;
  email: string;
  role: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  address: string | null;
  identificationNumber: string | null;
  satuSehatPractitionerId: string | null;
  deactivatedAt: Date | null;
}

/** What the owner writes about a member (the staff form's fields). */
export interface StaffMemberValues {
  firstName: string;
  email: string;
  role: Role;
  phoneNumber: string;
  dateOfBirth: string;
  gender: string;
  address: string;
  identificationNumber: string;
  /** A doctor's IHS number on SATUSEHAT; null for every other role. */
  satuSehatPractitionerId: string | null;
}

const staffColumns = {
  id: users.id,
  firstName: users.firstName,
  email: users.email,
  role: users.role,
  phoneNumber: users.phoneNumber,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  address: users.address,
  identificationNumber: users.identificationNumber,
  satuSehatPractitionerId: users.satuSehatPractitionerId,
  deactivatedAt: users.deactivatedAt,
};

/** A clinic's accounts as staff: every read and write is scoped by the caller's business id. */
export function createStaffRepository(db: Database) {
  return {
    async listStaff(
      businessId: string,
      request: { role?: Role | undefined; page: number; size: number },
    ): Promise<{ rows: StaffMemberRow[]; total: number }> {
      const conditions: SQL[] = [eq(users.businessId, businessId)];
      if (request.role) conditions.push(eq(users.role, request.role));
      const where = and(...conditions);
      const rows = await db
        .select(staffColumns)
        .from(users)
        .where(where)
        // Case-insensitive, so PGlite (C collation) and a server order names alike; the id
        // breaks ties so a page boundary never shows a member twice or skips one.
        .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id))
        .limit(request.size)
        .offset(request.page * request.size);
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** A member of this clinic; null for an id of no account or of another clinic's. */
    async findStaffMember(businessId: string, id: string): Promise<StaffMemberRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(staffColumns)
        .from(users)
        .where(and(eq(users.businessId, businessId), eq(users.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * An account the owner vouches for: activated, in the owner's clinic, with the owner's
     * password until the member chooses one. 'email-taken' when any clinic has the e-mail.
     */
    async insertStaffMember(
      businessId: string,
      values: StaffMemberValues & { passwordHash: string },
      by: string,
    ): Promise<StaffMemberRow | 'email-taken'> {
      try {
        const [row] = await db
          .insert(users)
          .values({
            ...values,
            businessId,
            activated: true,
            mustChangePassword: true,
            createdBy: by,
            updatedBy: by,
          })
          .returning(staffColumns);
        if (!row) throw new Error('insert into users returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_CONSTRAINT)) return 'email-taken';
        throw error;
      }
    },

    /** The saved member; null when not in this clinic; 'email-taken' as for insert. */
    async updateStaffMember(
      businessId: string,
      id: string,
      values: StaffMemberValues,
      by: string,
    ): Promise<StaffMemberRow | null | 'email-taken'> {
      if (!isUuid(id)) return null;
      try {
        const [row] = await db
          .update(users)
          .set({ ...values, updatedBy: by })
          .where(and(eq(users.businessId, businessId), eq(users.id, id)))
          .returning(staffColumns);
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_CONSTRAINT)) return 'email-taken';
        throw error;
      }
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
