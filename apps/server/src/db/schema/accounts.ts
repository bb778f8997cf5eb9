import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null until onboarding creates the clinic this user belongs to. */
    businessId: uuid('business_id').references(() => businesses.id),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** ROLE_OWNER | ROLE_DOCTOR | ROLE_BEAUTICIAN | ROLE_STAFF; null before onboarding. */
    role: text('role'),
    langKey: text('lang_key').notNull().default('id'),
    activated: boolean('activated').notNull().default(false),
    /** Set when the clinic ends this person's access: every sign-in and token stops working. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when the owner creates the account with a password they chose: the member must pick their own at first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The latest sign-in with the password and the one before it (token refreshes are not
     * sign-ins): no earlier one means a first sign-in, which the app welcomes (decision 0048).
     */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    previousSignInAt: timestamp('previous_sign_in_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    address: text('address'),
    identificationNumber: text('identification_number'),
    /** A doctor's IHS number on SATUSEHAT: the Encounter's participant. */
    satuSehatPractitionerId: text('satu_sehat_practitioner_id'),
    ...auditColumns(),
  },
  (t) => [
    // E-mail addresses are unique whatever their case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_business_idx').on(t.businessId, t.role),
  ],
);

/** Activation and password-reset keys: only a hash is stored; a key works once. */
export const accountKeys = pgTable(
  'account_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('account_keys_hash_key').on(t.keyHash),
    index('account_keys_user_idx').on(t.userId),
  ],
);

/**
 * Refresh tokens, stored hashed. Each use revokes the row and issues a new one in the same
 * family; presenting a revoked token again revokes the family (the token was stolen or replayed).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins per e-mail and the address they came from, counted over a sliding window to
 * throttle password guessing without letting one address lock the account for everyone.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The caller's IP address; null for failures recorded before addresses were kept. */
    address: text('address'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.failedAt)],
);
