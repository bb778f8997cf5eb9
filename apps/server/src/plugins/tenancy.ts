import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@praktik/domain/access/roles';
import { ForbiddenError } from '../shared/errors';

/** The clinic a request acts for. Taken from the signed token only, never from the request. */
export interface Tenant {
  userId: string;
  businessId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyInstance {
    /**
     * Hook (after `authenticate`): sets `request.tenant`; answers 403 while the caller has not
     * completed onboarding, because there is no clinic to act for yet.
     */
    requireTenant: onRequestHookHandler;
  }
}

export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new ForbiddenError('errors.onboardingRequired');
  return request.tenant;
}

async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('tenant', null);
  app.decorate('requireTenant', async function requireTenant(request: FastifyRequest) {
    const session = request.session;
    if (!session?.onboardingCompleted || !session.businessId || !session.role) {
      throw new ForbiddenError('errors.onboardingRequired');
    }
    request.tenant = { userId: session.userId, businessId: session.businessId, role: session.role };
  });
}

export default fp(tenancyPlugin, { name: 'tenancy', dependencies: ['auth'] });
