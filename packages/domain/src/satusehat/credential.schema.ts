import { z } from 'zod';
import { requiredText } from '../validation/fields';

/** Spec 2 §2.13, §5: the integration credential; all three are required. */
export const credentialSchema = z.object({
  organizationId: requiredText('fields.organizationId', 100),
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
