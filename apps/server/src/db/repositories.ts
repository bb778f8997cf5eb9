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
  createMedicalRecordAuditRepository,
  type MedicalRecordAuditRepository,
} from '../modules/patients/medical-record-audit.repository';
import {
  createPatientRepository,
  type PatientRepository,
} from '../modules/patients/patients.repository';
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
  patients: PatientRepository;
  medicalRecordAudit: MedicalRecordAuditRepository;
  /** Runs `work` in one database transaction; it commits when `work` resolves. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Database): Repositories {
  return {
    accounts: createAccountRepository(db),
    businesses: createBusinessRepository(db),
    catalogue: createCatalogueRepository(db),
    outbox: createOutboxRepository(db),
    patients: createPatientRepository(db),
    medicalRecordAudit: createMedicalRecordAuditRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
