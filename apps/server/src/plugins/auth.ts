import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@praktik/domain/access/roles';
import { ForbiddenError, PasswordChangeRequiredError, UnauthorizedError } from '../shared/errors';
import type { AccountStatus } from '../modules/account/account-status';
import type { IdTokens, Session } from '../shared/id-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` from the bearer token. */
    session: Session | null;
  }
  interface FastifyInstance {
    /** Hook: answers 401 unless a valid bearer id token comes with the request. */
    authenticate: onRequestHookHandler;
    /** Hook: answers 403 unless the caller's role is one of these. Runs after tenancy, before the body is read. */
    requireRole(...roles: Role[]): onRequestHookHandler;
  }
}

export interface AuthPluginOptions {
  idTokens: IdTokens;
  /** Whether the token's sign-in may still act (a deactivated or ended one stops within seconds). */
  accountStatus: Pick<AccountStatus, 'standingOf'>;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * What an account whose password the owner set may call before choosing its own
 * (docs/decisions/0009-staff-accounts-first-password.md). Sign-out and the token refresh take no
 * bearer token and so never meet this check; they are listed so the list says the whole rule.
 */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /api2/account',
  'POST /api2/account/change-password',
  'POST /api2/logout',
  'GET /api2/token/refresh',
]);

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/** The session of an authenticated request; the route's hooks guarantee it is there. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new UnauthorizedError('errors.unauthorized');
  return request.session;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('session', null);

  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new UnauthorizedError('errors.unauthorized');
    const session = await options.idTokens.verify(match[1]);
    if (!session) throw new UnauthorizedError('errors.tokenInvalid');
    const standing = await options.accountStatus.standingOf(session);
    if (standing === 'deactivated') throw new UnauthorizedError('errors.accountDeactivated');
    if (standing === 'ended') throw new UnauthorizedError('errors.tokenInvalid');
    if (session.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(routeOf(request))) {
      throw new PasswordChangeRequiredError();
    }
    request.session = session;
  });

  app.decorate('requireRole', (...roles: Role[]) => {
    const ownerOnly = roles.length === 1 && roles[0] === 'ROLE_OWNER';
    return async function requireRole(request: FastifyRequest) {
      const role = request.tenant?.role ?? request.session?.role ?? null;
      if (!role || !roles.includes(role)) {
        throw new ForbiddenError(ownerOnly ? 'errors.ownerOnly' : 'errors.forbidden');
      }
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['error-mapping'] });
