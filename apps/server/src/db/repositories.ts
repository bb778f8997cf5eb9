import type { Database } from './client';
import {
  createAccountRepository,
  type AccountRepository,
} from '../modules/account/account.repository';
import {
  createBusinessRepository,
  type BusinessRepository,
} from '../modules/business/business.repository';
import {
  createCatalogueRepository,
  type CatalogueRepository,
} from '../modules/onboarding/catalogue.repository';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../integrations/mail/outbox.repository';

/** Every repository over one connection (or one transaction), so a use case can span several. */
export interface Repositories {
  accounts: AccountRepository;
  businesses: BusinessRepository;
  catalogue: CatalogueRepository;
  outbox: OutboxRepository;
  /** Runs `work` in one database transaction; it commits when `work` resolves. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Database): Repositories {
  return {
    accounts: createAccountRepository(db),
    businesses: createBusinessRepository(db),
    catalogue: createCatalogueRepository(db),
    outbox: createOutboxRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
