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
  createPricingRepository,
  type PricingRepository,
} from '../modules/pricing/pricing.repository';
import {
  createPaymentRepository,
  type PaymentRepository,
} from '../modules/payments/payments.repository';
import {
  createPaymentHistoryRepository,
  type PaymentHistoryRepository,
} from '../modules/payment-history/payment-history.repository';
import {
  createFhirExportRepository,
  type FhirExportRepository,
} from '../modules/fhir-export/fhir-export.repository';
import {
  createSatuSehatSendRepository,
  type SatuSehatSendRepository,
} from '../modules/satusehat/satusehat-sends.repository';
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
  visits: VisitRepository;
  icd10: Icd10Repository;
  visitReports: VisitReportRepository;
  staff: StaffRepository;

  schedules: ScheduleRepository;
  reservations: ReservationRepository;

  publicBooking: PublicBookingRepository;
  patientPackages: PatientPackageRepository;
  pricing: PricingRepository;

  payments: PaymentRepository;

  paymentHistory: PaymentHistoryRepository;
  fhirExport: FhirExportRepository;
  satuSehatSends: SatuSehatSendRepository;
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
    visits: createVisitRepository(db),
    icd10: createIcd10Repository(db),
    visitReports: createVisitReportRepository(db),
    staff: createStaffRepository(db),

    schedules: createScheduleRepository(db),
    reservations: createReservationRepository(db),

    publicBooking: createPublicBookingRepository(db),
    patientPackages: createPatientPackageRepository(db),
    pricing: createPricingRepository(db),

    payments: createPaymentRepository(db),

    paymentHistory: createPaymentHistoryRepository(db),
    fhirExport: createFhirExportRepository(db),
    satuSehatSends: createSatuSehatSendRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
