import { and, count, eq, exists, gt, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountKeys, loginFailures, refreshTokens, users } from '../../db/schema/index';

export type AccountKeyPurpose = 'activation' | 'reset';

export type UserRow = typeof users.$inferSelect;

export interface StoredRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  rememberMe: boolean;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface LoginFailures {
  fromAddress: number;
  oldestFromAddress: Date | null;
  fromAnywhere: number;
  latest: Date | null;
}

const isUniqueViolation = (error: unknown): boolean => {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some(
    (e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505',
  );
};

/** Users, their keys, refresh tokens and failed sign-ins. */
export function createAccountRepository(db: Database) {
  /** The key if it exists, is of this purpose and unused, expired or not (the caller says which). */
  async function findUnusedKey(
    purpose: AccountKeyPurpose,
    keyHash: string,
  ): Promise<{ id: string; userId: string; expiresAt: Date | null } | null> {
    const [row] = await db
      .select({
        id: accountKeys.id,
        userId: accountKeys.userId,
        expiresAt: accountKeys.expiresAt,
      })
      .from(accountKeys)
      .where(
        and(
          eq(accountKeys.keyHash, keyHash),
          eq(accountKeys.purpose, purpose),
          isNull(accountKeys.usedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Null when the e-mail is taken (the unique index decides, also under concurrent sign-ups). */
    async insertUser(values: {
      firstName: string;
      email: string;
      passwordHash: string;
      langKey: string;
    }) {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** A user created complete (seed, and later staff invitations): role, clinic, profile. */
    async insertMember(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** Undoes a sign-up whose activation mail could not be sent, so the e-mail can sign up again. */
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /**
     * What decides whether an id token may still act: the account's deactivation, and whether
     * its sign-in (refresh-token family `sessionId`) still has an unrevoked token (its expiry is
     * left to the id token's own). Null: no such account.
     */
    async findAccountStanding(
      userId: string,
      sessionId: string | undefined,
    ): Promise<{ deactivatedAt: Date | null; sessionLive: boolean } | null> {
      // An id token from before tokens named their sign-in stands with its account alone.
      const sessionLive = sessionId
        ? exists(
            db
              .select({ id: refreshTokens.id })
              .from(refreshTokens)
              .where(
                and(
                  eq(refreshTokens.familyId, sessionId),
                  eq(refreshTokens.userId, users.id),
                  isNull(refreshTokens.revokedAt),
                ),
              ),
          )
        : sql`true`;
      const [row] = await db
        .select({
          deactivatedAt: users.deactivatedAt,
          sessionLive: sql<boolean>`${sessionLive}`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row
        ? { deactivatedAt: row.deactivatedAt, sessionLive: Boolean(row.sessionLive) }
        : null;
    },

    /** Ends the account's access from `at`; false when there is no such account. */
    async deactivateUser(id: string, at: Date, by: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ deactivatedAt: at, updatedBy: by })
        .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    /** Gives a deactivated account its access back; false when there is none or it was active. */
    async reactivateUser(id: string, by: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ deactivatedAt: null, updatedBy: by })
        .where(and(eq(users.id, id), isNotNull(users.deactivatedAt)))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    /** A sign-in with the password: the latest one becomes the one before. */
    async recordSignIn(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ previousSignInAt: sql`${users.lastSignInAt}`, lastSignInAt: at })
        .where(eq(users.id, id));
    },

    async activateUser(id: string): Promise<void> {
      await db.update(users).set({ activated: true, updatedBy: id }).where(eq(users.id, id));
    },

    /** A password the person chose themself (a change or a reset): the owner's one is gone. */
    async updatePassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedBy: id })
        .where(eq(users.id, id));
    },

    async insertKey(values: {
      userId: string;
      purpose: AccountKeyPurpose;
      keyHash: string;
      expiresAt: Date | null;
    }) {
      await db.insert(accountKeys).values({ ...values, createdBy: values.userId });
    },

    /** The key if it exists, is of this purpose, unused and unexpired. */
    async findUsableKey(purpose: AccountKeyPurpose, keyHash: string, now: Date) {
      const row = await findUnusedKey(purpose, keyHash);
      if (!row) return null;
      if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
      return row;
    },

    findUnusedKey,

    /** Marks a key used; false when another request used it first (single use, atomically). */
    async consumeKey(id: string, now: Date): Promise<boolean> {
      const used = await db
        .update(accountKeys)
        .set({ usedAt: now })
        .where(and(eq(accountKeys.id, id), isNull(accountKeys.usedAt)))
        .returning({ id: accountKeys.id });
      return used.length === 1;
    },

    /** For tests and support tools: move a key's expiry (e.g. into the past). */
    async setKeyExpiry(keyHash: string, expiresAt: Date): Promise<void> {
      await db.update(accountKeys).set({ expiresAt }).where(eq(accountKeys.keyHash, keyHash));
    },

    async insertRefreshToken(values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      rememberMe: boolean;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values({ ...values, createdBy: values.userId });
    },

    async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | null> {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          rememberMe: refreshTokens.rememberMe,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Revokes one token; false when it was already revoked (a replay, or a race lost). */
    async revokeRefreshToken(id: string, now: Date): Promise<boolean> {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return revoked.length === 1;
    },

    /** Whether the family still has a token that is neither revoked nor expired. */
    async hasLiveRefreshToken(familyId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async revokeRefreshFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Every sign-in of the user ends, but the family `exceptFamilyId` when one is named. */
    async revokeAllRefreshTokensOf(
      userId: string,
      now: Date,
      exceptFamilyId?: string,
    ): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        );
    },

    /**
     * Failed sign-ins for this e-mail since `since`: those from this address (how many, the
     * oldest) and those from anywhere (how many, the latest).
     */
    async recentLoginFailures(email: string, address: string, since: Date): Promise<LoginFailures> {
      const fromAddress = sql`${loginFailures.address} = ${address}`;
      const [row] = await db
        .select({
          fromAddress: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
          oldestFromAddress:
            sql<Date | null>`min(${loginFailures.failedAt}) filter (where ${fromAddress})`.mapWith(
              loginFailures.failedAt,
            ),
          fromAnywhere: count(),
          latest: max(loginFailures.failedAt),
        })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
      const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
      return {
        fromAddress: row?.fromAddress ?? 0,
        oldestFromAddress: asDate(row?.oldestFromAddress),
        fromAnywhere: Number(row?.fromAnywhere ?? 0),
        latest: asDate(row?.latest),
      };
    },

    async recordLoginFailure(email: string, address: string, at: Date): Promise<void> {
      await db.insert(loginFailures).values({ email, address, failedAt: at });
    },

    /**
     * Makes the user the owner of a new clinic and saves the personal details of onboarding.
     * False when the user already belongs to a clinic (onboarding is done once).
     */
    async completeOnboarding(
      userId: string,
      values: {
        businessId: string;
        role: string;
        phoneNumber: string;
        address: string;
        dateOfBirth: string;
        gender: string;
      },
    ): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ ...values, updatedBy: userId })
        .where(and(eq(users.id, userId), isNull(users.businessId)))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    /** A user of this clinic only: a user id from another clinic finds nothing. */
    async findClinicUser(userId: string, businessId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.businessId, businessId), eq(users.id, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The saved user; null when not in this clinic; 'email-taken' when the e-mail is another account's. */
    async updateProfile(
      userId: string,
      businessId: string,
      values: {
        firstName: string;
        email: string;
        phoneNumber: string;
        dateOfBirth: string;
        gender: string;
        address: string;
        imageUrl: string;
      },
    ): Promise<UserRow | null | 'email-taken'> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...values, updatedBy: userId })
          .where(and(eq(users.businessId, businessId), eq(users.id, userId)))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    /**
     * Moves the account from `oldEmail` to `newEmail` only while its e-mail is still `oldEmail`,
     * in one statement: a confirmation link works once, even when followed twice at the same
     * moment. Null when the e-mail is no longer `oldEmail`; 'email-taken' when `newEmail` is
     * another account's by now.
     */
    async changeEmail(
      userId: string,
      oldEmail: string,
      newEmail: string,
    ): Promise<UserRow | null | 'email-taken'> {
      try {
        const [row] = await db
          .update(users)
          .set({ email: newEmail, updatedBy: userId })
          .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${oldEmail})`))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    /** Forgets the e-mail's failed sign-ins: all of them, or only those from `address`. */
    async clearLoginFailures(email: string, address?: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.email, email),
            address === undefined ? undefined : eq(loginFailures.address, address),
          ),
        );
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
