import { createHash } from 'node:crypto';
import type { Clock } from '../../shared/clock';

/**
 * The SATUSEHAT platform client (docs/decisions/0030-satusehat-stand-in.md): OAuth2 client
 * credentials, then FHIR R4 calls with the bearer token. A clinic's token is kept until shortly
 * before `expires_in`; an invalid-token answer gets one fresh token and one retry; every call has a
 * timeout. Failures come back as typed results, never thrown. Nothing here logs: the secret, the
 * token and the resources never reach a log line.
 */

export interface PlatformCredentials {
  organizationId: string;
  clientKey: string;
  secretKey: string;
}

export type PlatformError =
  /** Wrong client key or secret: the platform's text. */
  | { kind: 'credentials'; text: string }
  /** The platform refused the resource or the request: the OperationOutcome's text. */
  | { kind: 'refused'; text: string }
  | { kind: 'not-found'; text: string }
  /** Too many failed authentications: about one attempt a minute. */
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  /** Unreachable, a 5xx, or no answer within the timeout. */
  | { kind: 'unavailable' };

export type PlatformResult<T> = { ok: true; value: T } | { ok: false; error: PlatformError };

export interface PlatformToken {
  accessToken: string;
  /** Epoch ms after which the token is not used any more (shortly before the platform's expiry). */
  usableUntil: number;
  organizationName: string | null;
  applicationName: string | null;
  status: string | null;
}

export type FhirResource = Record<string, unknown> & { resourceType: string; id?: string };

export interface SearchBundle<R = FhirResource> {
  resourceType: 'Bundle';
  type: 'searchset';
  total?: number;
  link?: { relation: string; url: string }[];
  entry?: { fullUrl?: string; resource: R }[];
}

export interface SatuSehatClientOptions {
  /** The platform's base URL (auth at `/oauth2/v1`, FHIR at `/fhir-r4/v1`). */
  baseUrl: string;
  /** Per call, default 10 s. */
  timeoutMs?: number;
  now: Clock;
}

/** A token is let go this long before the platform's expiry, so no call carries a dying one. */
const EXPIRY_MARGIN_MS = 60_000;
const NIK_SYSTEM = 'https://fhir.kemkes.go.id/id/nik';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The OperationOutcome's texts (details.text, else diagnostics), joined; '' when none. */
export function outcomeText(body: unknown): string {
  if (!isRecord(body) || !Array.isArray(body.issue)) return '';
  const texts = body.issue.flatMap((issue: unknown) => {
    if (!isRecord(issue)) return [];
    const details = isRecord(issue.details) ? issue.details.text : undefined;
    const text = typeof details === 'string' ? details : issue.diagnostics;
    return typeof text === 'string' && text.trim() !== '' ? [text.trim()] : [];
  });
  return [...new Set(texts)].join('; ');
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

type Answer = { status: number; body: unknown; retryAfter: string | null };

export function createSatuSehatClient(options: SatuSehatClientOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.baseUrl.replace(/\/+$/, '');
  /** Per clinic's credentials (the secret only as a hash): a changed secret is a new key. */
  const tokens = new Map<string, PlatformToken>();
  const tokenKey = (credentials: PlatformCredentials) =>
    createHash('sha256')
      .update(`${credentials.clientKey}\u0000${credentials.secretKey}`)
      .digest('base64url');

  async function send(url: string, init: RequestInit): Promise<Answer | undefined> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const raw = await response.text();
      let body: unknown;
      try {
        body = raw === '' ? undefined : JSON.parse(raw);
      } catch {
        body = undefined;
      }
      return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
    } catch {
      // Refused connection, reset, DNS, or the timeout: all "the platform is away".
      return undefined;
    }
  }

  function failure(answer: Answer | undefined): PlatformError {
    if (!answer || answer.status >= 500) return { kind: 'unavailable' };
    if (answer.status === 429) {
      const seconds = Number(answer.retryAfter);
      return {
        kind: 'rate-limited',
        retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
      };
    }
    const detail = outcomeText(answer.body) || `HTTP ${answer.status}`;
    if (answer.status === 404) return { kind: 'not-found', text: detail };
    return { kind: 'refused', text: detail };
  }

  /** A fresh token with these credentials (kept for later calls). */
  async function fetchToken(
    credentials: PlatformCredentials,
  ): Promise<PlatformResult<PlatformToken>> {
    const answer = await send(`${base}/oauth2/v1/accesstoken?grant_type=client_credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: credentials.clientKey,
        client_secret: credentials.secretKey,
      }).toString(),
    });
    if (answer?.status === 200 && isRecord(answer.body) && text(answer.body.access_token)) {
      const body = answer.body;
      // Every field is a string on the platform, expires_in too ("14399").
      const seconds = Number(body.expires_in);
      const lifetimeMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
      const token: PlatformToken = {
        accessToken: body.access_token as string,
        usableUntil:
          options.now().getTime() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
        organizationName: text(body.organization_name),
        applicationName: text(body.application_name),
        status: text(body.status),
      };
      tokens.set(tokenKey(credentials), token);
      return { ok: true, value: token };
    }
    tokens.delete(tokenKey(credentials));
    if (answer && (answer.status === 400 || answer.status === 401 || answer.status === 403)) {
      return {
        ok: false,
        error: { kind: 'credentials', text: outcomeText(answer.body) || `HTTP ${answer.status}` },
      };
    }
    return { ok: false, error: failure(answer) };
  }

  async function tokenFor(credentials: PlatformCredentials): Promise<PlatformResult<string>> {
    const kept = tokens.get(tokenKey(credentials));
    if (kept && kept.usableUntil > options.now().getTime())
      return { ok: true, value: kept.accessToken };
    const fresh = await fetchToken(credentials);
    return fresh.ok ? { ok: true, value: fresh.value.accessToken } : fresh;
  }

  /** One FHIR call; on an invalid-token answer one fresh token and one retry. */
  async function fhir<T>(
    credentials: PlatformCredentials,
    method: 'GET' | 'POST' | 'PUT',
    pathAndQuery: string,
    body?: unknown,
  ): Promise<PlatformResult<T>> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await tokenFor(credentials);
      if (!token.ok) return token;
      const answer = await send(`${base}/fhir-r4/v1/${pathAndQuery}`, {
        method,
        headers: {
          authorization: `Bearer ${token.value}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (answer?.status === 401 && attempt === 0) {
        tokens.delete(tokenKey(credentials));
        continue;
      }
      if (answer && answer.status >= 200 && answer.status < 300 && isRecord(answer.body)) {
        return { ok: true, value: answer.body as T };
      }
      return { ok: false, error: failure(answer) };
    }
    return { ok: false, error: { kind: 'refused', text: 'the platform refused a fresh token' } };
  }

  const create = <R extends FhirResource>(credentials: PlatformCredentials, resource: R) =>
    fhir<R & { id: string }>(credentials, 'POST', resource.resourceType, resource);
  const update = <R extends FhirResource & { id: string }>(
    credentials: PlatformCredentials,
    resource: R,
  ) =>
    fhir<R>(
      credentials,
      'PUT',
      `${resource.resourceType}/${encodeURIComponent(resource.id)}`,
      resource,
    );
  const read = <R extends FhirResource>(
    credentials: PlatformCredentials,
    type: string,
    id: string,
  ) => fhir<R>(credentials, 'GET', `${type}/${encodeURIComponent(id)}`);
  const search = <R extends FhirResource>(
    credentials: PlatformCredentials,
    type: string,
    query: Record<string, string>,
  ) =>
    fhir<SearchBundle<R>>(credentials, 'GET', `${type}?${new URLSearchParams(query).toString()}`);

  /** The first resource a search by NIK finds, or null (the platform knows nobody by it). */
  async function byNik(
    credentials: PlatformCredentials,
    type: 'Patient' | 'Practitioner',
    nik: string,
  ): Promise<PlatformResult<(FhirResource & { id: string }) | null>> {
    const found = await search<FhirResource & { id: string }>(credentials, type, {
      identifier: `${NIK_SYSTEM}|${nik}`,
    });
    if (!found.ok) return found;
    return { ok: true, value: found.value.entry?.[0]?.resource ?? null };
  }

  return {
    fetchToken,
    create,
    update,
    read,
    search,
    /** The patient's SATUSEHAT (IHS) id is the resource's `id`. */
    findPatientByNik: (credentials: PlatformCredentials, nik: string) =>
      byNik(credentials, 'Patient', nik),
    findPractitionerByNik: (credentials: PlatformCredentials, nik: string) =>
      byNik(credentials, 'Practitioner', nik),
    createEncounter: (credentials: PlatformCredentials, encounter: FhirResource) =>
      create(credentials, { ...encounter, resourceType: 'Encounter' }),
    updateEncounter: (credentials: PlatformCredentials, encounter: FhirResource & { id: string }) =>
      update(credentials, { ...encounter, resourceType: 'Encounter' }),
    createCondition: (credentials: PlatformCredentials, condition: FhirResource) =>
      create(credentials, { ...condition, resourceType: 'Condition' }),
  };
}
export type SatuSehatClient = ReturnType<typeof createSatuSehatClient>;
