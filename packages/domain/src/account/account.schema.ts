import { z } from 'zod';
import { required, validationMessage } from '../validation/message';
import { emailField, enumField, nameText, passwordField } from '../validation/fields';

export { PASSWORD_MIN_LENGTH } from '../validation/fields';

export const LANG_KEYS = ['id', 'en'] as const;
export type LangKey = (typeof LANG_KEYS)[number];
export const DEFAULT_LANG_KEY: LangKey = 'id';
export const langKeySchema = enumField(LANG_KEYS, 'fields.langKey');

export const registerSchema = z.object({
  firstName: nameText('fields.firstName', 100),
  email: emailField(),
  password: passwordField(),
  langKey: langKeySchema.default(DEFAULT_LANG_KEY),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

const mismatch = validationMessage('validation.passwordMismatch');

/** The register form also asks for the password twice. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string({ error: required('fields.confirmPassword') })
      .min(1, { error: required('fields.confirmPassword') }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: mismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: required('fields.password') })
    .min(1, { error: required('fields.password') }),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** Reset init's body is the e-mail alone, as plain text. */
export const resetInitSchema = emailField();

export const resetKeySchema = z
  .string({ error: required('fields.key') })
  .trim()
  .min(1, { error: required('fields.key') })
  .max(200);

export const resetFinishSchema = z.object({
  key: resetKeySchema,
  newPassword: passwordField('fields.newPassword'),
});
export type ResetFinishRequest = z.infer<typeof resetFinishSchema>;

export const resetFinishFormSchema = z
  .object({
    newPassword: passwordField('fields.newPassword'),
    confirmPassword: z
      .string({ error: required('fields.confirmPassword') })
      .min(1, { error: required('fields.confirmPassword') }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: mismatch,
    path: ['confirmPassword'],
  });
export type ResetFinishForm = z.input<typeof resetFinishFormSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: required('fields.currentPassword') })
    .min(1, { error: required('fields.currentPassword') }),
  newPassword: passwordField('fields.newPassword'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** Spec 1 §5: when new and confirm differ, the mismatch shows on newPassword. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: required('fields.confirmPassword') })
      .min(1, { error: required('fields.confirmPassword') }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: mismatch,
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const activationKeySchema = z.object({ key: resetKeySchema });
