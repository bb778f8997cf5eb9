import { z } from 'zod';
import { emailField, nameText, phoneField, requiredText } from '../validation/fields';
import { requiredNumericText } from './numeric-text';

/** The address fields organizations and locations share. */
export const addressFields = {
  address: requiredText('fields.address', 500),
  city: requiredText('fields.city', 100),
  postalCode: requiredNumericText('fields.postalCode', 10),
  province: requiredText('fields.province', 100),
  district: requiredText('fields.district', 100),
  village: requiredText('fields.village', 100),
};

/**
 * Spec 2 §5: an organization's form; every field required, the e-mail by pattern, phone and
 * postal code numeric.
 */
export const organizationFormSchema = z.object({
  name: nameText('fields.name', 255),
  email: emailField(),
  phoneNumber: phoneField(),
  website: requiredText('fields.website', 255),
  ...addressFields,
});
export type OrganizationForm = z.input<typeof organizationFormSchema>;
export type OrganizationFormValues = z.infer<typeof organizationFormSchema>;

export function emptyOrganizationForm(): OrganizationForm {
  return {
    name: '',
    email: '',
    phoneNumber: '',
    website: '',
    address: '',
    city: '',
    postalCode: '',
    province: '',
    district: '',
    village: '',
  };
}
