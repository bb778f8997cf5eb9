import type { Profile, ProfileView } from '@praktik/domain/account/profile.schema';
import type { Repositories } from '../../composition/repositories';
import type { UserRow } from '../account/account.repository';
import { storedClinicPicture, type FileUrls } from '../files/file-urls';
import type { Tenant } from '../../plugins/tenancy';
import { NotFoundError, ValidationError } from '../../shared/errors';

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

/** The caller's own profile, read and written only within the caller's clinic. */
export function createProfileService(repositories: Repositories, fileUrls: FileUrls) {
  return {
    async get(tenant: Tenant): Promise<ProfileView> {
      const user = await repositories.accounts.findClinicUser(tenant.userId, tenant.businessId);
      if (!user) throw new NotFoundError('errors.notFound');
      return toProfile(user, fileUrls);
    },

    async save(tenant: Tenant, input: Profile): Promise<ProfileView> {
      const saved = await repositories.accounts.updateProfile(tenant.userId, tenant.businessId, {
        firstName: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        dateOfBirth: input.dateOfBirth,
        gender: input.gender,
        address: input.address,
        imageUrl: storedClinicPicture(fileUrls, tenant.businessId, input.imageUrl, 'imageUrl'),
      });
      if (saved === 'email-taken') throw new ValidationError('errors.emailTaken', {}, 'email');
      if (!saved) throw new NotFoundError('errors.notFound');
      return toProfile(saved, fileUrls);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
