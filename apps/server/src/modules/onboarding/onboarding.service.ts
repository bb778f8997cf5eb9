import { DEFAULT_THEME_COLOR } from '@praktik/domain/clinic/theme-colors';
import type { OnboardingRequest } from '@praktik/domain/onboarding/onboarding.schema';
import type { Repositories } from '../../composition/repositories';
import { UnauthorizedError, ValidationError } from '../../shared/errors';
import type { IdTokens } from '../../shared/id-token';
import { assertClinicChoices } from './clinic-choices';

export function createOnboardingService(repositories: Repositories, idTokens: IdTokens) {
  return {
    listBusinessTypes: () => repositories.clinicChoices.listBusinessTypes(),
    listServices: () => repositories.clinicChoices.listServices(),

    /**
     * Creates the caller's clinic; the caller becomes its owner. Done once per account.
     * Answers a new id token too: the caller's one was signed before there was a clinic to name.
     */
    /** `sessionId` is the sign-in onboarding is done in: the new id token stays part of it. */
    async complete(
      userId: string,
      input: OnboardingRequest,
      sessionId?: string,
    ): Promise<{ businessId: string; id_token: string }> {
      const user = await repositories.accounts.findUserById(userId);
      if (!user) throw new UnauthorizedError('errors.tokenInvalid');
      if (user.businessId) throw new ValidationError('errors.onboardingAlreadyCompleted');
      const serviceIds = await assertClinicChoices(
        repositories.clinicChoices,
        input.businessTypeId,
        input.serviceIds,
      );

      const { businessId } = await repositories.transaction(async (tx) => {
        const businessId = await tx.businesses.insertBusiness(
          {
            name: input.businessName,
            address: input.businessAddress,
            businessTypeId: input.businessTypeId,
            logo: null,
            mainPhoto: null,
            primaryColor: DEFAULT_THEME_COLOR,
            published: false,
            successReservationUrl: null,
          },
          serviceIds,
          userId,
        );
        const joined = await tx.accounts.completeOnboarding(userId, {
          businessId,
          role: 'ROLE_OWNER',
          phoneNumber: input.phoneNumber,
          address: input.address,
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
        });
        // Two onboardings raced: the first one won, this one rolls back its clinic.
        if (!joined) throw new ValidationError('errors.onboardingAlreadyCompleted');
        return { businessId };
      });
      const idToken = await idTokens.sign({
        userId,
        role: 'ROLE_OWNER',
        businessId,
        onboardingCompleted: true,
        ...(sessionId ? { sessionId } : {}),
      });
      return { businessId, id_token: idToken };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
