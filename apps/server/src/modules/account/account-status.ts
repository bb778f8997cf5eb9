import { LRUCache } from 'lru-cache';
import type { Session } from '../../shared/id-token';
import type { AccountRepository } from './account.repository';

/**
 * How long an id token's standing is trusted before it is read again. Id tokens live 15 minutes
 * and verified ones are remembered (shared/id-token.ts); this is what makes a deactivation, a
 * sign-out or a password change bite on every instance within seconds, at one small query per
 * sign-in per this interval.
 */
export const ACCOUNT_STATUS_TTL_MS = 3 * 1000;
/** Sign-ins remembered at once; more are simply read again. */
const SIGN_INS_KEPT = 10_000;

/**
 * Whether a token of a sign-in may still act: `active`; `deactivated` (the account was
 * deactivated or is gone); `ended` (the sign-in was signed out, ended by a password change
 * elsewhere or revoked as stolen).
 */
export type Standing = 'active' | 'deactivated' | 'ended';

export interface AccountStatus {
  standingOf(session: Pick<Session, 'userId' | 'sessionId'>): Promise<Standing>;
  /** Forgets what is known of the account's sign-ins, so this instance reads a change at once. */
  forget(userId: string): void;
}

const keyOf = (userId: string, sessionId: string | undefined) => `${userId} ${sessionId ?? ''}`;

export function createAccountStatus(
  accounts: Pick<AccountRepository, 'findAccountStanding'>,
): AccountStatus {
  // fetch() runs one query for concurrent requests of the same sign-in.
  const standings = new LRUCache<string, { standing: Standing }>({
    max: SIGN_INS_KEPT,
    ttl: ACCOUNT_STATUS_TTL_MS,
    fetchMethod: async (key) => {
      const [userId = '', sessionId] = key.split(' ');
      const standing = await accounts.findAccountStanding(userId, sessionId || undefined);
      if (!standing || standing.deactivatedAt) return { standing: 'deactivated' };
      return { standing: standing.sessionLive ? 'active' : 'ended' };
    },
  });
  return {
    async standingOf({ userId, sessionId }) {
      const key = keyOf(userId, sessionId);
      // A standing read within the interval answers at once (get() honours the TTL); fetch()'s
      // own machinery is only for a miss, as this check is a fixed cost of every call.
      const known = standings.get(key);
      if (known) return known.standing;
      return (await standings.fetch(key))?.standing ?? 'deactivated';
    },
    forget(userId) {
      const prefix = keyOf(userId, '');
      for (const key of [...standings.keys()]) if (key.startsWith(prefix)) standings.delete(key);
    },
  };
}
