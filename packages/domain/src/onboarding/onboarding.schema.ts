import { z } from 'zod';
import { validationMessage } from '../validation/message';
import { birthDateField, idSchema, nameText, phoneField, requiredText } from '../validation/fields';
import { genderSchema } from '../account/profile.schema';

export const ONBOARDING_STEPS = ['welcome', 'personal', 'business', 'done'] as const;
export type OnboardingStep = 0 | 1 | 2 | 3;
export const LAST_ONBOARDING_STEP: OnboardingStep = 3;

/** Step 1 (spec 1 §5): address is collected but only checked by the Next-button rule. */
export const onboardingPersonalSchema = z.object({
  phoneNumber: phoneField(),
  dateOfBirth: birthDateField(),
  gender: genderSchema,
  address: z.string().trim().max(500).default(''),
});

export const onboardingBusinessSchema = z.object({
  businessName: nameText('fields.businessName', 150),
  businessTypeId: idSchema('fields.businessType'),
  serviceIds: z
    .array(idSchema('fields.businessService'), {
      error: validationMessage('validation.atLeastOne', { field: 'fields.businessService' }),
    })
    .min(1, {
      error: validationMessage('validation.atLeastOne', { field: 'fields.businessService' }),
    })
    .max(50),
  businessAddress: requiredText('fields.businessAddress', 500),
});

/** What POST /onboarding takes: both steps, the address now required. */
export const onboardingRequestSchema = onboardingPersonalSchema
  .extend({ address: requiredText('fields.address', 500) })
  .extend(onboardingBusinessSchema.shape);
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

export interface OnboardingValues {
  phoneNumber?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  address?: string | null;
  businessName?: string | null;
  businessTypeId?: string | null;
  serviceIds?: readonly string[] | null;
  businessAddress?: string | null;
}

const filled = (value: string | null | undefined) => !!value && value.trim().length > 0;

/**
 * Spec 1 §2.5: Next shows on steps 0 to 2; on step 1 it is disabled while any step-1 field is
 * empty; on step 2 while any field is empty or no service is chosen.
 */
export function canGoNext(step: OnboardingStep, values: OnboardingValues): boolean {
  switch (step) {
    case 0:
      return true;
    case 1:
      return [values.phoneNumber, values.dateOfBirth, values.gender, values.address].every(filled);
    case 2:
      return (
        [values.businessName, values.businessTypeId, values.businessAddress].every(filled) &&
        (values.serviceIds?.length ?? 0) > 0
      );
    default:
      return false;
  }
}

export function showsBack(step: OnboardingStep): boolean {
  return step === 1 || step === 2;
}

export function showsNext(step: OnboardingStep): boolean {
  return step <= 2;
}

/** On step 2, Next sends the wizard to the server instead of just moving on. */
export function nextSubmits(step: OnboardingStep): boolean {
  return step === 2;
}
