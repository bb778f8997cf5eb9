import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Profile, ProfileView } from '@praktik/domain/account/profile.schema';
import type { Repositories } from '../../composition/repositories';
import {
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from '../../integrations/mail/email-change-mails';
import { RecipientRejectedError, type Mailer } from '../../integrations/mail/mailer';
import { DEFAULT_LANGUAGE, isLanguage } from '../../intl/i18n';
import type { UserRow } from '../account/account.repository';
import { storedClinicPicture, type FileUrls } from '../files/file-urls';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../shared/errors';
import type { EmailChangeTokens } from './email-change-token';

function toProfile(user: UserRow, fileUrls: FileUrls): ProfileView {
  return {
    name: user.firstName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender === 'MALE' || user.gender === 'FEMALE' ? user.gender : null,
    address: user.address,
    imageUrl: fileUrls.toPublic(user.imageUrl),
  };
}

export interface ProfileServiceDeps {
  repositories: Repositories;
  fileUrls: FileUrls;
  mailer: Mailer;
  emailChangeTokens: EmailChangeTokens;
  /** The app's origin: the confirmation link opens its /account/email/confirm page. */
  appUrl: string;
  now: Clock;
  logger: FastifyBaseLogger;
}

export interface SavedProfile {
  profile: ProfileView;
  /** The new e-mail waiting for its confirmation link; the profile keeps the old one meanwhile. */
  pendingEmail?: string;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Confirmation links one account may have mailed in an hour: a mistyped address or two, not a way
 * to send the platform's mail to any address over and over. Counted per instance, as the other
 * per-caller mail limits.
 */
export const EMAIL_CHANGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The caller's own profile, read and written only within the caller's clinic. A new e-mail is
 * the account's sign-in and where its password resets go, so it counts only once a link mailed
 * to it is followed (docs/decisions/0038-confirmed-email-change.md).
 */
export function createProfileService(deps: ProfileServiceDeps) {
  const { repositories, fileUrls, mailer, emailChangeTokens, appUrl, now, logger } = deps;
  const accounts = repositories.accounts;
  const languageOf = (user: Pick<UserRow, 'langKey'>) =>
    isLanguage(user.langKey) ? user.langKey : DEFAULT_LANGUAGE;
  const changeRequests = new LRUCache<string, number[]>({ max: 10_000, ttl: HOUR_MS });

  /** Counts a change request of the account; 429 once the hour's are used. */
  function countChangeRequest(userId: string): void {
    const at = now().getTime();
    const recent = (changeRequests.get(userId) ?? []).filter((time) => at - time < HOUR_MS);
    if (recent.length >= EMAIL_CHANGES_PER_HOUR) {
      const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]! + HOUR_MS - at) / 1000));
      throw new TooManyRequestsError(
        'errors.emailChangesTooMany',
        { count: EMAIL_CHANGES_PER_HOUR, minutes: Math.ceil(retryAfterSeconds / 60) },
        retryAfterSeconds,
      );
    }
    changeRequests.set(userId, [...recent, at]);
  }

  /** Mails the new address its link; nothing is saved when that mail cannot go. */
  async function mailConfirmation(user: UserRow, newEmail: string): Promise<void> {
    const token = await emailChangeTokens.sign(
      {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        passwordStamp: emailChangeTokens.stampOf(user.passwordHash),
      },
      now(),
    );
    try {
      await mailer.send(
        emailChangeConfirmMail({
          to: newEmail,
          language: languageOf(user),
          firstName: user.firstName,
          newEmail,
          link: `${appUrl}/account/email/confirm?token=${encodeURIComponent(token)}`,
        }),
      );
    } catch (error) {
      if (error instanceof RecipientRejectedError) {
        throw new ValidationError('errors.emailRejected', {}, 'email');
      }
      logger.error({ err: error, userId: user.id }, 'e-mail confirmation mail could not be sent');
      throw new ServiceUnavailableError('errors.emailChangeMailUnavailable');
    }
  }

  /** A notice to the old address: a failure is logged, the change goes on. */
  async function tellOldAddress(
    user: UserRow,
    oldEmail: string,
    newEmail: string,
    mail: typeof emailChangedMail,
  ): Promise<void> {
    try {
      await mailer.send(
        mail({ to: oldEmail, language: languageOf(user), firstName: user.firstName, newEmail }),
      );
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'e-mail change notice could not be sent');
    }
  }

  return {
    async get(tenant: Tenant): Promise<ProfileView> {
      const user = await accounts.findClinicUser(tenant.userId, tenant.businessId);
      if (!user) throw new NotFoundError('errors.notFound');
      return toProfile(user, fileUrls);
    },

    /**
     * Saves every field but a changed e-mail, which is mailed its confirmation link (and the
     * old address a notice) instead: `pendingEmail` names it.
     */
    async save(tenant: Tenant, input: Profile): Promise<SavedProfile> {
      const user = await accounts.findClinicUser(tenant.userId, tenant.businessId);
      if (!user) throw new NotFoundError('errors.notFound');
      const imageUrl = storedClinicPicture(fileUrls, tenant.businessId, input.imageUrl, 'imageUrl');
      const changesEmail = !sameEmail(input.email, user.email);
      if (changesEmail) {
        const holder = await accounts.findUserByEmail(input.email);
        if (holder && holder.id !== user.id) {
          throw new ValidationError('errors.emailTaken', {}, 'email');
        }
        countChangeRequest(user.id);
        await mailConfirmation(user, input.email);
      }
      const saved = await accounts.updateProfile(tenant.userId, tenant.businessId, {
        firstName: input.name,
        // Only a case change goes through at once: the address itself stays the same.
        email: changesEmail ? user.email : input.email,
        phoneNumber: input.phoneNumber,
        dateOfBirth: input.dateOfBirth,
        gender: input.gender,
        address: input.address,
        imageUrl,
      });
      if (saved === 'email-taken') throw new ValidationError('errors.emailTaken', {}, 'email');
      if (!saved) throw new NotFoundError('errors.notFound');
      if (!changesEmail) return { profile: toProfile(saved, fileUrls) };
      await tellOldAddress(saved, user.email, input.email, emailChangeRequestedMail);
      return { profile: toProfile(saved, fileUrls), pendingEmail: input.email };
    },

    /**
     * Follows a confirmation link: the account signs in with the new address from now on, and
     * the old one is told. Its sign-ins go on (the password is the same; the old address was
     * told to change it if the change was not its owner's).
     */
    async confirmEmailChange(token: string): Promise<{ email: string }> {
      const reading = await emailChangeTokens.read(token, now());
      if (!reading.ok) {
        throw new ValidationError(
          reading.reason === 'expired'
            ? 'errors.emailChangeLinkExpired'
            : 'errors.emailChangeLinkInvalid',
          {},
          'token',
        );
      }
      const { change } = reading;
      const user = await accounts.findUserById(change.userId);
      if (
        !user ||
        user.deactivatedAt ||
        !sameEmail(user.email, change.oldEmail) ||
        emailChangeTokens.stampOf(user.passwordHash) !== change.passwordStamp
      ) {
        throw new ValidationError('errors.emailChangeLinkInvalid', {}, 'token');
      }
      const changed = await accounts.changeEmail(user.id, change.oldEmail, change.newEmail);
      if (changed === 'email-taken') throw new ConflictError('errors.emailTaken', {}, 'email');
      if (!changed) throw new ValidationError('errors.emailChangeLinkInvalid', {}, 'token');
      // Failed sign-ins counted against the new address were someone else's, before it was this.
      await accounts.clearLoginFailures(changed.email);
      await tellOldAddress(changed, user.email, changed.email, emailChangedMail);
      return { email: changed.email };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
