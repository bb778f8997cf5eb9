import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { validationMessage } from '../validation/message';

/**
 * A FHIR resource id (R4: letters, digits, `-` and `.`, at most 64), with at least one letter or
 * digit. The organization id goes into the platform's URLs as a path segment, so a slash or a
 * segment of dots alone (`..`) would point the clinic's requests at another path.
 */
const PLATFORM_ID = /^(?=.*[A-Za-z0-9])[A-Za-z0-9.-]{1,64}$/;

/** Spec 2 §2.13, §5: the integration credential; all three are required. */
export const credentialSchema = z.object({
  organizationId: requiredText('fields.organizationId', 64).regex(PLATFORM_ID, {
    error: validationMessage('validation.platformId', { field: 'fields.organizationId' }),
  }),
  clientKey: requiredText('fields.clientKey', 255),
  secretKey: requiredText('fields.secretKey', 255),
});
export type Credential = z.infer<typeof credentialSchema>;
export type CredentialForm = z.input<typeof credentialSchema>;

/** What saving answers (spec 2 §3): the platform's names for the clinic and the status. */
export const credentialResultSchema = z.object({
  organizationName: z.string().nullable(),
  applicationName: z.string().nullable(),
  status: z.string().nullable(),
});
export type CredentialResult = z.infer<typeof credentialResultSchema>;

/**
 * Changing a saved link: the secret is never sent back to the browser, so the form starts with it
 * empty, and an empty secret keeps the one the server holds. The server refuses an empty secret
 * when none is saved yet (400 naming `secretKey`).
 */
export const credentialChangeSchema = credentialSchema.extend({
  secretKey: z.string().trim().max(255).default(''),
});
export type CredentialChange = z.infer<typeof credentialChangeSchema>;

/**
 * What `GET /dashboard/satu-sehat/integration` answers in `data`, or `null` while the clinic has no
 * link: the saved ids, whether a secret is kept (never the secret itself), the platform's names
 * from the last successful token, and the environment the deployment talks to.
 */
export const integrationViewSchema = z.object({
  organizationId: z.string(),
  clientKey: z.string(),
  secretKeySet: z.boolean(),
  organizationName: z.string().nullable(),
  applicationName: z.string().nullable(),
  status: z.string().nullable(),
  environment: z.enum(['stand-in', 'sandbox', 'staging', 'production']),
  verifiedAt: z.string().nullable(),
});
export type IntegrationView = z.infer<typeof integrationViewSchema>;
