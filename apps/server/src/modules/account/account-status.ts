import { LRUCache } from 'lru-cache';
import type { AccountRepository } from './account.repository';

/**
 * How long an account's standing is trusted before it is read again. Id tokens live 15 minutes
 * and verified ones are remembered (shared/id-token.ts); this is what makes a deactivation bite
 * on every instance within seconds, at one small query per signed-in person per this interval.
 */
export const ACCOUNT_STATUS_TTL_MS = 3 * 1000;
/** Signed-in people remembered at once; more are simply read again. */
const ACCOUNTS_KEPT = 10_000;

export interface AccountStatus {
  /** Whether the account may still act: it exists and has not been deactivated. */
  isActive(userId: string): Promise<boolean>;
  /** Forgets what is known of the account, so this instance reads its change at once. */
  forget(userId: string): void;
}

export function createAccountStatus(
  accounts: Pick<AccountRepository, 'findAccountStanding'>,
): AccountStatus {
  // fetch() runs one query for concurrent requests of the same person.
  const standings = new LRUCache<string, { active: boolean }>({
    max: ACCOUNTS_KEPT,
    ttl: ACCOUNT_STATUS_TTL_MS,
    fetchMethod: async (userId) => {
      const standing = await accounts.findAccountStanding(userId);
      return { active: standing !== null && standing.deactivatedAt === null };
    },
  });
  return {
    async isActive(userId) {
      return (await standings.fetch(userId))?.active ?? false;
    },
    forget(userId) {
      standings.delete(userId);
    },
  };
}
