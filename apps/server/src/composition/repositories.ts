import type { Database } from '../db/client';
import { inTransaction } from '../db/transaction';
import {
  createAccountRepository,
  type AccountRepository,
} from '../modules/account/account.repository';
import {
  createBusinessRepository,
  type BusinessRepository,
} from '../modules/business/business.repository';
import {
  createClinicChoicesRepository,
  type ClinicChoicesRepository,
} from '../modules/onboarding/clinic-choices.repository';
import {
  createMedicalRecordAuditRepository,
  type MedicalRecordAuditRepository,
} from '../modules/patients/medical-record-audit.repository';
import {
  createPatientRepository,
  type PatientRepository,
} from '../modules/patients/patients.repository';
import { createVisitRepository, type VisitRepository } from '../modules/visits/visits.repository';
import { createIcd10Repository, type Icd10Repository } from '../modules/icd10/icd10.repository';
import {
  createVisitReportRepository,
  type VisitReportRepository,
} from '../modules/visit-reports/visit-reports.repository';
import { createStaffRepository, type StaffRepository } from '../modules/staff/staff.repository';
import {
  createScheduleRepository,
  type ScheduleRepository,
} from '../modules/schedules/schedules.repository';
import {
  createReservationRepository,
  type ReservationRepository,
} from '../modules/reservations/reservations.repository';
import {
  createPublicBookingRepository,
  type PublicBookingRepository,
} from '../modules/public-booking/public-booking.repository';
import {
  createPatientPackageRepository,
  type PatientPackageRepository,
} from '../modules/patient-packages/patient-packages.repository';
import {
  createCatalogueRepository,
  type CatalogueRepository,
} from '../modules/catalogue/catalogue.repository';
import {
  createPaymentRepository,
  type PaymentRepository,
} from '../modules/payments/payments.repository';
import {
  createPaymentHistoryRepository,
  type PaymentHistoryRepository,
} from '../modules/payment-history/payment-history.repository';
import {
  createCashClosingRepository,
  type CashClosingRepository,
} from '../modules/cash-closings/cash-closings.repository';
import {
  createFhirExportRepository,
  type FhirExportRepository,
} from '../modules/fhir-export/fhir-export.repository';
import {
  createSatuSehatSendRepository,
  type SatuSehatSendRepository,
} from '../modules/satusehat/satusehat-sends.repository';
import {
  createWhatsappReminderRepository,
  type WhatsappReminderRepository,
} from '../modules/whatsapp-reminders/whatsapp-reminders.repository';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../integrations/mail/outbox.repository';

/*
 * The composition root of the data layer: it knows every module's repository, so it stands above
 * the modules, and src/db/ (the schema and the connection, below them) may not import it
 * (eslint.config.js). The services see only the `Repositories` type from here.
 */

/** Every repository over one connection (or one transaction), so a use case can span several. */
export interface Repositories {
  accounts: AccountRepository;
  businesses: BusinessRepository;
  clinicChoices: ClinicChoicesRepository;
  outbox: OutboxRepository;
  patients: PatientRepository;
  medicalRecordAudit: MedicalRecordAuditRepository;
  visits: VisitRepository;
  icd10: Icd10Repository;
  visitReports: VisitReportRepository;
  staff: StaffRepository;

  schedules: ScheduleRepository;
  reservations: ReservationRepository;

  publicBooking: PublicBookingRepository;
  patientPackages: PatientPackageRepository;
  catalogue: CatalogueRepository;

  payments: PaymentRepository;

  paymentHistory: PaymentHistoryRepository;
  cashClosings: CashClosingRepository;
  fhirExport: FhirExportRepository;
  satuSehatSends: SatuSehatSendRepository;
  whatsappReminders: WhatsappReminderRepository;
  /** Runs `work` in one database transaction; it commits when `work` resolves. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

type RepositoryFactories = {
  [Name in Exclude<keyof Repositories, 'transaction'>]: (db: Database) => Repositories[Name];
};

const FACTORIES: RepositoryFactories = {
  accounts: createAccountRepository,
  businesses: createBusinessRepository,
  clinicChoices: createClinicChoicesRepository,
  outbox: createOutboxRepository,
  patients: createPatientRepository,
  medicalRecordAudit: createMedicalRecordAuditRepository,
  visits: createVisitRepository,
  icd10: createIcd10Repository,
  visitReports: createVisitReportRepository,
  staff: createStaffRepository,

  schedules: createScheduleRepository,
  reservations: createReservationRepository,

  publicBooking: createPublicBookingRepository,
  patientPackages: createPatientPackageRepository,
  catalogue: createCatalogueRepository,

  payments: createPaymentRepository,

  paymentHistory: createPaymentHistoryRepository,
  cashClosings: createCashClosingRepository,
  fhirExport: createFhirExportRepository,
  satuSehatSends: createSatuSehatSendRepository,
  whatsappReminders: createWhatsappReminderRepository,
};

/**
 * The repositories that only read, for screens where a replica's second or so of lag changes
 * nothing a user decides on: the visit reports and the payment history, with their exports.
 * They read from `readDb` (DATABASE_READ_URL). The FHIR export stays on the primary: it writes
 * its audit row in the transaction that reads the record.
 */
const READ_REPLICA_REPOSITORIES: ReadonlySet<keyof RepositoryFactories> = new Set([
  'visitReports',
  'paymentHistory',
]);

/**
 * Each repository is built the first time it is used on `db` (`readDb` for the read-only ones,
 * `db` itself when no replica is given). A transaction gets repositories of its own, all on the
 * transaction, and building all twenty (some build their prepared statements' SQL with Drizzle
 * as they are made) cost every transaction, a payment's save too, far more than the few it uses
 * (measured with bench/api).
 */
export function createRepositories(db: Database, readDb: Database = db): Repositories {
  const repositories = {
    transaction: <T>(work: (repositories: Repositories) => Promise<T>) =>
      inTransaction(db, (tx) => work(createRepositories(tx))),
  } as Repositories;
  for (const name of Object.keys(FACTORIES) as (keyof RepositoryFactories)[]) {
    Object.defineProperty(repositories, name, {
      enumerable: true,
      configurable: true,
      get() {
        const built = FACTORIES[name](READ_REPLICA_REPOSITORIES.has(name) ? readDb : db);
        Object.defineProperty(repositories, name, {
          enumerable: true,
          writable: true,
          value: built,
        });
        return built;
      },
    });
  }
  return repositories;
}
