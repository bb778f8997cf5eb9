import type { z } from 'zod';
import { requiredText } from '../validation/fields';
import { emptyOrganizationForm, organizationFormSchema } from './organization.schema';
import { requiredNumericText } from './numeric-text';

/** Spec 2 §5: a location asks what an organization does, plus a description, RT and RW (numeric). */
export const locationFormSchema = organizationFormSchema.extend({
  description: requiredText('fields.locationDescription', 1000),
  rt: requiredNumericText('fields.rt', 3),
  rw: requiredNumericText('fields.rw', 3),
});
export type LocationForm = z.input<typeof locationFormSchema>;
export type LocationFormValues = z.infer<typeof locationFormSchema>;

export function emptyLocationForm(): LocationForm {
  return { ...emptyOrganizationForm(), description: '', rt: '', rw: '' };
}
