import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { roleFromAuthClaim, type Role } from '@praktik/domain/access/roles';
import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetFinishRequest,
} from '@praktik/domain/account/account.schema';
import type { Repositories } from '../../composition/repositories';
import { activationMail, resetMail } from '../../integrations/mail/account-mails';
import { RecipientRejectedError, type Mailer } from '../../integrations/mail/mailer';
import type { FileUrls } from '../files/file-urls';
import { isLanguage, DEFAULT_LANGUAGE } from '../../intl/i18n';
import type { Clock } from '../../shared/clock';
import {
  ForbiddenError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../shared/errors';
import type { IdTokens, Session } from '../../shared/id-token';
import { hashSecret, randomSecret } from '../../shared/secrets';
import type { AccountStatus } from './account-status';
import type { StoredRefreshToken, UserRow } from './account.repository';
import { LOGIN_FAILURE_WINDOW_MS, loginRefusal } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';

export const RESET_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const REFRESH_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a refresh token that was just rotated still refreshes: two tabs (or a retry after a
 * lost answer) that send the same token at once both stay signed in. Later reuse is theft.
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export interface AccountView {
  id: string;
  firstName: string;
  email: string;
  imageUrl: string | null;
  langKey: string;
  onboardingCompleted: boolean;
  role: Role | null;
  businessId: string | null;
  /** The owner set the password: the app asks for a new one before anything else. */
  mustChangePassword: boolean;
  /** The sign-in before the current one (ISO 8601); null on a first sign-in (decision 0048). */
  previousSignInAt: string | null;
}

export interface IssuedTokens {
  id_token: string;
  refresh_token: string;
}

export interface AccountServiceDeps {
  repositories: Repositories;
  mailer: Mailer;
  idTokens: IdTokens;
  appUrl: string;
  fileUrls: FileUrls;
  logger: FastifyBaseLogger;
  now: Clock;
  accountStatus: AccountStatus;
}

export function sessionOfUser(user: UserRow): Session {
  const role = roleFromAuthClaim(user.role);
  return {
    userId: user.id,
    role,
    businessId: user.businessId,
    onboardingCompleted: user.businessId !== null && role !== null,
    ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
  };
}

export function createAccountService(deps: AccountServiceDeps) {
  const { repositories, mailer, idTokens, appUrl, fileUrls, logger, now, accountStatus } = deps;
  const accounts = repositories.accounts;
  const languageOf = (user: Pick<UserRow, 'langKey'>) =>
    isLanguage(user.langKey) ? user.langKey : DEFAULT_LANGUAGE;

  async function issueTokens(
    user: UserRow,
    rememberMe: boolean,
    familyId: string,
    store: Pick<Repositories['accounts'], 'insertRefreshToken'> = accounts,
  ): Promise<IssuedTokens> {
    const issuedAt = now();
    const refreshToken = randomSecret();
    await store.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: hashSecret(refreshToken),
      rememberMe,
      expiresAt: new Date(
        issuedAt.getTime() + (rememberMe ? REMEMBER_ME_REFRESH_TTL_MS : REFRESH_TTL_MS),
      ),
    });
    return {
      id_token: await idTokens.sign({ ...sessionOfUser(user), sessionId: familyId }, issuedAt),
      refresh_token: refreshToken,
    };
  }

  /**
   * Revoked by its own rotation within the grace window: the family still has a live token
   * (a sign-out, a password change or a theft alarm revokes them all).
   */
  async function isRotationMomentsAgo(token: StoredRefreshToken, at: Date): Promise<boolean> {
    if (!token.revokedAt || at.getTime() - token.revokedAt.getTime() > REFRESH_REUSE_GRACE_MS)
      return false;
    return accounts.hasLiveRefreshToken(token.familyId, at);
  }

  return {
    async register(input: RegisterRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const user = await accounts.insertUser({
        firstName: input.firstName,
        email: input.email,
        passwordHash,
        langKey: input.langKey,
      });
      if (!user) throw new ValidationError('errors.emailTaken', {}, 'email');
      const key = randomSecret();
      // Without its mail the account could never be activated: undo it so the person can retry.
      try {
        await accounts.insertKey({
          userId: user.id,
          purpose: 'activation',
          keyHash: hashSecret(key),
          expiresAt: new Date(now().getTime() + ACTIVATION_KEY_TTL_MS),
        });
      } catch (error) {
        await accounts.deleteUser(user.id);
        throw error;
      }
      try {
        await mailer.send(
          activationMail({
            to: user.email,
            language: languageOf(user),
            firstName: user.firstName,
            link: `${appUrl}/account/activate?key=${encodeURIComponent(key)}`,
          }),
        );
      } catch (error) {
        await accounts.deleteUser(user.id);
        // An address the mail server refuses for good is the person's to correct: 400 on it.
        if (error instanceof RecipientRejectedError) {
          throw new ValidationError('errors.emailRejected', {}, 'email');
        }
        // The mail server is down or refused the mail: the person can do nothing but retry later.
        logger.error({ err: error, userId: user.id }, 'activation mail could not be sent');
        throw new ServiceUnavailableError('errors.activationMailUnavailable');
      }
    },

    async activate(key: string): Promise<void> {
      const found = await accounts.findUnusedKey('activation', hashSecret(key));
      if (!found) throw new ValidationError('errors.activationKeyInvalid', {}, 'key');
      if (found.expiresAt && found.expiresAt.getTime() <= now().getTime()) {
        throw new ValidationError('errors.activationKeyExpired', {}, 'key');
      }
      await repositories.transaction(async (tx) => {
        if (!(await tx.accounts.consumeKey(found.id, now()))) {
          throw new ValidationError('errors.activationKeyInvalid', {}, 'key');
        }
        await tx.accounts.activateUser(found.userId);
      });
    },

    /** `address` is the caller's IP: failures are counted per e-mail and address (login-throttle). */
    async authenticate(
      input: LoginRequest,
      address: string,
    ): Promise<IssuedTokens & { onboardingCompleted: boolean }> {
      const at = now();
      const failures = await accounts.recentLoginFailures(
        input.email,
        address,
        new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS),
      );
      const refusal = loginRefusal(failures, at);
      if (refusal) {
        throw new TooManyRequestsError(
          refusal.messageKey,
          refusal.params,
          refusal.retryAfterSeconds,
        );
      }
      const user = await accounts.findUserByEmail(input.email);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !passwordMatches) {
        await accounts.recordLoginFailure(input.email, address, at);
        throw new UnauthorizedError('errors.wrongCredentials');
      }
      if (!user.activated) throw new ForbiddenError('errors.notActivated');
      if (user.deactivatedAt) throw new ForbiddenError('errors.accountDeactivated');
      // Only this address's: failures from elsewhere may be someone else's guesses.
      await accounts.clearLoginFailures(input.email, address);
      await accounts.recordSignIn(user.id, at);
      const tokens = await issueTokens(user, input.rememberMe, randomUUID());
      return { ...tokens, onboardingCompleted: sessionOfUser(user).onboardingCompleted };
    },

    /**
     * Rotates a refresh token: the presented one is revoked, a new one of the same family issued.
     * A token rotated moments ago still gets a new one while its family lives (see
     * REFRESH_REUSE_GRACE_MS); any other revoked token presented again revokes the family.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
      if (!refreshToken) throw new UnauthorizedError('errors.refreshTokenInvalid');
      const at = now();
      const tokenHash = hashSecret(refreshToken);
      const found = await accounts.findRefreshToken(tokenHash);
      if (!found) throw new UnauthorizedError('errors.refreshTokenInvalid');
      if (found.expiresAt.getTime() <= at.getTime())
        throw new UnauthorizedError('errors.refreshTokenInvalid');
      const user = await accounts.findUserById(found.userId);
      if (!user?.activated || user.deactivatedAt)
        throw new UnauthorizedError('errors.refreshTokenInvalid');
      if (!found.revokedAt) {
        // Revoked and replaced in one transaction: a concurrent refresh of the same token waits
        // for it, then finds the token revoked and its successor already there (grace below).
        const rotated = await repositories.transaction(async (tx) =>
          (await tx.accounts.revokeRefreshToken(found.id, at))
            ? issueTokens(user, found.rememberMe, found.familyId, tx.accounts)
            : null,
        );
        if (rotated) return rotated;
      }
      const stored = await accounts.findRefreshToken(tokenHash);
      if (!stored || !(await isRotationMomentsAgo(stored, at))) {
        // A revoked token presented again: someone kept a copy. End every session of the family.
        logger.warn(
          { userId: found.userId, familyId: found.familyId },
          'refresh token reused; family revoked',
        );
        await accounts.revokeRefreshFamily(found.familyId, at);
        accountStatus.forget(found.userId);
        throw new UnauthorizedError('errors.refreshTokenInvalid');
      }
      return issueTokens(user, found.rememberMe, found.familyId);
    },

    /**
     * Ends the sign-in the refresh token belongs to, its id tokens too (at once here, within
     * ACCOUNT_STATUS_TTL_MS elsewhere); unknown tokens are already as good as gone.
     */
    async logout(refreshToken: string): Promise<void> {
      const stored = await accounts.findRefreshToken(hashSecret(refreshToken));
      if (!stored) return;
      await accounts.revokeRefreshFamily(stored.familyId, now());
      accountStatus.forget(stored.userId);
    },

    async getAccount(userId: string): Promise<AccountView> {
      const user = await accounts.findUserById(userId);
      if (!user) throw new UnauthorizedError('errors.tokenInvalid');
      const session = sessionOfUser(user);
      return {
        id: user.id,
        firstName: user.firstName,
        email: user.email,
        imageUrl: fileUrls.toPublic(user.imageUrl),
        langKey: user.langKey,
        onboardingCompleted: session.onboardingCompleted,
        role: session.role,
        businessId: user.businessId,
        mustChangePassword: user.mustChangePassword,
        previousSignInAt: user.previousSignInAt?.toISOString() ?? null,
      };
    },

    /** Same answer whether or not the e-mail has an account; only an account gets mail. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await accounts.findUserByEmail(email);
      if (!user) return;
      const key = randomSecret();
      await accounts.insertKey({
        userId: user.id,
        purpose: 'reset',
        keyHash: hashSecret(key),
        expiresAt: new Date(now().getTime() + RESET_KEY_TTL_MS),
      });
      try {
        await mailer.send(
          resetMail({
            to: user.email,
            language: languageOf(user),
            firstName: user.firstName,
            link: `${appUrl}/account/reset/finish?key=${encodeURIComponent(key)}`,
          }),
        );
      } catch (error) {
        // The answer must not differ, so a failed send is logged, not reported.
        logger.error({ err: error, userId: user.id }, 'reset mail could not be sent');
      }
    },

    async validateResetKey(key: string): Promise<void> {
      if (!(await accounts.findUsableKey('reset', hashSecret(key), now()))) {
        throw new ValidationError('errors.resetKeyInvalid', {}, 'key');
      }
    },

    async finishPasswordReset(input: ResetFinishRequest): Promise<void> {
      const found = await accounts.findUsableKey('reset', hashSecret(input.key), now());
      if (!found) throw new ValidationError('errors.resetKeyInvalid', {}, 'key');
      const passwordHash = await hashPassword(input.newPassword);
      await repositories.transaction(async (tx) => {
        if (!(await tx.accounts.consumeKey(found.id, now()))) {
          throw new ValidationError('errors.resetKeyInvalid', {}, 'key');
        }
        await tx.accounts.updatePassword(found.userId, passwordHash);
        // The reset mail reached its owner, which is what activation proves too.
        await tx.accounts.activateUser(found.userId);
        // Whoever knew the old password loses the sessions it opened.
        await tx.accounts.revokeAllRefreshTokensOf(found.userId, now());
        const user = await tx.accounts.findUserById(found.userId);
        if (user) await tx.accounts.clearLoginFailures(user.email);
      });
    },

    /**
     * Ends a person's access (the staff screens call this for a member who left): no sign-in,
     * no refresh, and their id tokens stop on every route within ACCOUNT_STATUS_TTL_MS (at once
     * on this instance). False when there is no such account or it was already deactivated.
     */
    async deactivateAccount(userId: string, by: string): Promise<boolean> {
      const at = now();
      const deactivated = await repositories.transaction(async (tx) => {
        if (!(await tx.accounts.deactivateUser(userId, at, by))) return false;
        await tx.accounts.revokeAllRefreshTokensOf(userId, at);
        return true;
      });
      accountStatus.forget(userId);
      return deactivated;
    },

    /**
     * Undoes `deactivateAccount`: the member signs in again with their password (their old
     * sign-ins stay ended). False when there is no such account or it was not deactivated.
     */
    async reactivateAccount(userId: string, by: string): Promise<boolean> {
      const reactivated = await accounts.reactivateUser(userId, by);
      accountStatus.forget(userId);
      return reactivated;
    },

    /**
     * Every other sign-in of the account ends (its refresh tokens are revoked, its id tokens stop
     * as for a sign-out); the one that made the change goes on. A token from before sessions
     * were named ends all of them.
     */
    async changePassword(session: Session, input: ChangePasswordRequest): Promise<void> {
      const user = await accounts.findUserById(session.userId);
      if (!user) throw new UnauthorizedError('errors.tokenInvalid');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new ValidationError('errors.wrongCurrentPassword', {}, 'currentPassword');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await repositories.transaction(async (tx) => {
        await tx.accounts.updatePassword(user.id, passwordHash);
        await tx.accounts.revokeAllRefreshTokensOf(user.id, now(), session.sessionId);
      });
      accountStatus.forget(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
