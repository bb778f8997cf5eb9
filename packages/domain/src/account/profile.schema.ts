import { z } from 'zod';
import {
  birthDateField,
  emailField,
  enumField,
  nameText,
  phoneField,
  requiredText,
} from '../validation/fields';
import { pictureReferenceSchema } from '../files/picture-reference';

import { GENDERS, type Gender } from '../patients/person-choices';

export { GENDERS, type Gender };
export const genderSchema = enumField(GENDERS, 'fields.gender');

/** Spec 1 §5: every profile field is required, the photo included. */
export const profileSchema = z.object({
  name: nameText('fields.name', 100),
  email: emailField(),
  phoneNumber: phoneField(),
  dateOfBirth: birthDateField(),
  gender: genderSchema,
  address: requiredText('fields.address', 500),
  imageUrl: requiredText('fields.imageUrl', 1000),
});
/** The save as the server takes it: the photo is an upload or a web address (see business). */
export const profileSaveRequestSchema = profileSchema.extend({
  imageUrl: pictureReferenceSchema('fields.imageUrl'),
});
export type Profile = z.infer<typeof profileSchema>;
export type ProfileForm = z.input<typeof profileSchema>;

/** What the server answers: a profile not filled in yet has empty values. */
export const profileViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/**
 * The confirmation of a changed e-mail: the signed token from the link mailed to the new
 * address (a JWT, a few hundred characters).
 */
export const emailChangeConfirmSchema = z.object({
  token: requiredText('fields.emailChangeToken', 2000),
});
export type EmailChangeConfirmRequest = z.infer<typeof emailChangeConfirmSchema>;
