import type {
  CredentialChange,
  IntegrationView,
} from '@praktik/domain/satusehat/credential.schema';
import { isApiError } from '../../api/error';

/** The credential form's fields, the ones a server's `fieldErrors` may name. */
export const CREDENTIAL_FIELDS = ['organizationId', 'clientKey', 'secretKey'] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** The form's starting values: the saved ids, never the secret (the server does not send it). */
export function credentialFormDefaults(view: IntegrationView | null | undefined): CredentialChange {
  return {
    organizationId: view?.organizationId ?? '',
    clientKey: view?.clientKey ?? '',
    secretKey: '',
  };
}

/** The i18n key of the deployment's environment as the owner reads it. */
export function environmentLabelKey(environment: IntegrationView['environment']): string {
  return `satusehat.environment.${environment === 'stand-in' ? 'standIn' : environment}`;
}

/** Where a refused save's words go: under the fields they name, the rest above the form. */
export interface PlacedError {
  fields: { field: CredentialField; message: string }[];
  /** Text for the form's own error; `null` when every word went under a field. */
  form: string | null;
}

/**
 * A 400 that names a field of the form (wrong credentials name `clientKey`, a missing first secret
 * `secretKey`) goes under that field; anything else (429 too many attempts, 503 the platform away,
 * a 400 without a field) is the form's error, in the server's words or the generic text.
 */
export function placeCredentialError(error: unknown, generic: string): PlacedError {
  if (!isApiError(error)) return { fields: [], form: generic };
  const fields = error.fieldErrors
    .filter((fe): fe is { field: CredentialField; message: string } =>
      (CREDENTIAL_FIELDS as readonly string[]).includes(fe.field),
    )
    .map((fe) => ({ field: fe.field, message: fe.message || error.detail || generic }));
  // One field named: the detail (ours, then the platform's words) is the fuller text.
  if (fields.length === 1 && error.detail) fields[0]!.message = error.detail;
  if (error.status === 400 && fields.length > 0) return { fields, form: null };
  return { fields: [], form: error.detail ?? generic };
}

/** Whether a refused organization or location save means the clinic has no link yet (409). */
export function isNoLinkError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
