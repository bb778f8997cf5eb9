import type {
  CredentialChange,
  CredentialResult,
  IntegrationView,
} from '@praktik/domain/satusehat/credential.schema';
import {
  toLocationResource,
  toOrganizationResource,
} from '@praktik/domain/satusehat/fhir-resources';
import type { LocationFormValues } from '@praktik/domain/satusehat/location.schema';
import type { OrganizationFormValues } from '@praktik/domain/satusehat/organization.schema';
import type { SatuSehatEnvironment } from '../../config';
import type {
  PlatformCredentials,
  PlatformError,
  SatuSehatClient,
} from '../../integrations/satusehat/satusehat-client';
import type { SecretBox } from '../../integrations/satusehat/secret-box';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../shared/errors';
import type { ResourceKind, SatuSehatRepository, StoredResource } from './satusehat.repository';

export interface ResourcePage {
  total: number;
  page: number;
  size: number;
  entry: { resource: StoredResource }[];
}

interface Deps {
  repository: SatuSehatRepository;
  platform: SatuSehatClient;
  secrets: SecretBox;
  environment: SatuSehatEnvironment;
  now: Clock;
}

/** A platform failure as the caller's answer (docs/api.md, "SATUSEHAT"); nothing is saved. */
function platformFailure(error: PlatformError): Error {
  switch (error.kind) {
    case 'credentials':
      return new ValidationError(
        'errors.satuSehatCredentials',
        { message: error.text },
        'clientKey',
      );
    case 'refused':
    case 'not-found':
      return new ValidationError('errors.satuSehatRefused', { message: error.text });
    case 'rate-limited':
      return new TooManyRequestsError(
        'errors.satuSehatRateLimited',
        {},
        error.retryAfterSeconds ?? 60,
      );
    case 'unavailable':
      return new ServiceUnavailableError('errors.satuSehatUnavailable');
  }
}

const IDENTIFIER_SYSTEM = {
  organization: (orgId: string) => `http://sys-ids.kemkes.go.id/organization/${orgId}`,
  location: (orgId: string) => `http://sys-ids.kemkes.go.id/location/${orgId}`,
};

export function createSatuSehatService(deps: Deps) {
  const { repository, platform, secrets } = deps;

  async function credentialsOf(businessId: string): Promise<PlatformCredentials> {
    const saved = await repository.findIntegration(businessId);
    if (!saved) throw new ConflictError('errors.satuSehatNotLinked');
    return {
      organizationId: saved.organizationId,
      clientKey: saved.clientKey,
      secretKey: secrets.open(saved.secretKeyEncrypted, businessId),
    };
  }

  /** Platform first (add or edit), then our copy of what it stored. */
  async function saveResource(
    kind: ResourceKind,
    tenant: Tenant,
    id: string | undefined,
    build: (credentials: PlatformCredentials) => Record<string, unknown> & { resourceType: string },
  ): Promise<{ created: boolean; resource: StoredResource }> {
    // A foreign or unknown id is a 404 before anything else (another clinic learns nothing).
    if (id !== undefined && !(await repository.findResource(kind, tenant.businessId, id))) {
      throw new NotFoundError(
        kind === 'organization'
          ? 'errors.satuSehatOrganizationNotFound'
          : 'errors.satuSehatLocationNotFound',
      );
    }
    const credentials = await credentialsOf(tenant.businessId);
    const resource = build(credentials);
    const answer =
      id === undefined
        ? await platform.create(credentials, resource)
        : await platform.update(credentials, { ...resource, id });
    if (!answer.ok) throw platformFailure(answer.error);
    const stored = answer.value as StoredResource;
    const name = typeof stored.name === 'string' ? stored.name : '';
    await repository.saveResource(kind, tenant.businessId, { ...stored, name }, tenant.userId);
    return { created: id === undefined, resource: stored };
  }

  async function list(
    kind: ResourceKind,
    tenant: Tenant,
    query: { page: number; size: number },
  ): Promise<ResourcePage> {
    const { rows, total } = await repository.listResources(kind, tenant.businessId, query);
    return {
      total,
      page: query.page,
      size: query.size,
      entry: rows.map((resource) => ({ resource })),
    };
  }

  async function get(kind: ResourceKind, tenant: Tenant, id: string): Promise<StoredResource> {
    const found = await repository.findResource(kind, tenant.businessId, id);
    if (!found) {
      throw new NotFoundError(
        kind === 'organization'
          ? 'errors.satuSehatOrganizationNotFound'
          : 'errors.satuSehatLocationNotFound',
      );
    }
    return found;
  }

  return {
    async getIntegration(tenant: Tenant): Promise<IntegrationView | null> {
      const saved = await repository.findIntegration(tenant.businessId);
      if (!saved) return null;
      return {
        organizationId: saved.organizationId,
        clientKey: saved.clientKey,
        secretKeySet: true,
        organizationName: saved.organizationName,
        applicationName: saved.applicationName,
        status: saved.status,
        environment: deps.environment,
        verifiedAt: saved.verifiedAt?.toISOString() ?? null,
      };
    },

    /** A token with these credentials first; saved only when the platform gave one. */
    async saveIntegration(tenant: Tenant, change: CredentialChange): Promise<CredentialResult> {
      const saved = await repository.findIntegration(tenant.businessId);
      let secretKey = change.secretKey;
      if (secretKey === '') {
        if (!saved) {
          throw new ValidationError(
            'validation.required',
            { field: 'fields.secretKey' },
            'secretKey',
          );
        }
        secretKey = secrets.open(saved.secretKeyEncrypted, tenant.businessId);
      }
      const credentials = {
        organizationId: change.organizationId,
        clientKey: change.clientKey,
        secretKey,
      };
      const token = await platform.fetchToken(credentials);
      if (!token.ok) throw platformFailure(token.error);
      const result: CredentialResult = {
        organizationName: token.value.organizationName,
        applicationName: token.value.applicationName,
        status: token.value.status,
      };
      await repository.saveIntegration(
        {
          businessId: tenant.businessId,
          organizationId: change.organizationId,
          clientKey: change.clientKey,
          secretKeyEncrypted: secrets.seal(secretKey, tenant.businessId),
          ...result,
          verifiedAt: deps.now(),
        },
        tenant.userId,
      );
      return result;
    },

    listOrganizations: (tenant: Tenant, query: { page: number; size: number }) =>
      list('organization', tenant, query),
    getOrganization: (tenant: Tenant, id: string) => get('organization', tenant, id),
    saveOrganization: (tenant: Tenant, values: OrganizationFormValues, id: string | undefined) =>
      saveResource('organization', tenant, id, ({ organizationId }) => ({
        ...toOrganizationResource(values),
        identifier: [
          {
            use: 'official',
            system: IDENTIFIER_SYSTEM.organization(organizationId),
            value: values.name,
          },
        ],
        type: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/organization-type',
                code: 'dept',
                display: 'Hospital Department',
              },
            ],
          },
        ],
        partOf: { reference: `Organization/${organizationId}` },
      })),

    listLocations: (tenant: Tenant, query: { page: number; size: number }) =>
      list('location', tenant, query),
    getLocation: (tenant: Tenant, id: string) => get('location', tenant, id),
    saveLocation: (tenant: Tenant, values: LocationFormValues, id: string | undefined) =>
      saveResource('location', tenant, id, ({ organizationId }) => ({
        ...toLocationResource(values),
        identifier: [{ system: IDENTIFIER_SYSTEM.location(organizationId), value: values.name }],
        mode: 'instance',
        physicalType: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/location-physical-type',
              code: 'ro',
              display: 'Room',
            },
          ],
        },
        managingOrganization: { reference: `Organization/${organizationId}` },
      })),

    /** Whether a location id is one of the clinic's (starting a visit names one). */
    async isClinicLocation(businessId: string, id: string): Promise<boolean> {
      return (await repository.findResource('location', businessId, id)) !== undefined;
    },
  };
}
export type SatuSehatService = ReturnType<typeof createSatuSehatService>;
