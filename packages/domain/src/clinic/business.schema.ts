import { z } from 'zod';
import { THEME_COLORS, DEFAULT_THEME_COLOR } from './theme-colors';
import { invalid, validationMessage } from '../validation/message';
import {
  nameText,
  optionalEmailField,
  optionalPhoneField,
  requiredText,
} from '../validation/fields';
import { idSchema } from '../validation/fields';
import { pictureReferenceSchema } from '../files/picture-reference';

export const catalogueEntrySchema = z.object({ id: z.string(), name: z.string() });
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

const optionalUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
      error: invalid(field),
    })
    .default('');

/** Spec 2 §5: name, type, at least one service, address, logo and main photo are required. */
export const businessSaveSchema = z.object({
  name: nameText('fields.businessName', 150),
  businessTypeId: idSchema('fields.businessType'),
  serviceIds: z
    .array(idSchema('fields.businessService'))
    .min(1, {
      error: validationMessage('validation.atLeastOne', { field: 'fields.businessService' }),
    })
    .max(50),
  address: requiredText('fields.businessAddress', 500),
  logo: requiredText('fields.businessLogo', 1000),
  mainPhoto: requiredText('fields.businessImage', 1000),
  published: z.boolean().default(false),
  primaryColor: z
    .enum(THEME_COLORS, { error: invalid('fields.primaryColor') })
    .default(DEFAULT_THEME_COLOR),
  successReservationUrl: optionalUrl('fields.successReservationUrl'),
  /**
   * How patients reach the clinic: the Reply-To of the mails sent in its name and the number
   * printed in them. Blank or left out is none (the save is the whole profile, as the URL above).
   */
  email: optionalEmailField('fields.businessEmail'),
  phoneNumber: optionalPhoneField('fields.businessPhone'),
});
/**
 * The save as the server takes it: logo and main photo are uploads or web addresses, never a
 * script or inline data (the form's own values may be a local preview until the upload on save).
 */
export const businessSaveRequestSchema = businessSaveSchema.extend({
  logo: pictureReferenceSchema('fields.businessLogo'),
  mainPhoto: pictureReferenceSchema('fields.businessImage'),
});
export type BusinessSave = z.infer<typeof businessSaveSchema>;
export type BusinessForm = z.input<typeof businessSaveSchema>;

export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: catalogueEntrySchema.nullable(),
  businessTypeId: z.string().nullable(),
  logo: z.string().nullable(),
  mainPhoto: z.string().nullable(),
  primaryColor: z.enum(THEME_COLORS),
  address: z.string(),
  services: z.array(catalogueEntrySchema),
  serviceIds: z.array(z.string()),
  published: z.boolean(),
  successReservationUrl: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type Business = z.infer<typeof businessSchema>;
