import { and, asc, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { flatStatement } from '../../db/prepared-rows';
import {
  patientPackageEvents,
  patientPackageUses,
  patientPackages,
  patients,
  reservations,
} from '../../db/schema/index';
import { isLive } from './patient-packages-list.repository';

/**
 * The statements of a package's detail and of a use, built by Drizzle once per process and sent
 * as named statements whose rows skip Drizzle's per-field mapping (`flatStatement`), as the
 * save's are: built and sent unnamed on every call they cost the call Drizzle's query building
 * and PostgreSQL a parse and plan (the API benchmark's package detail and package use targets).
 */

const placeholder = (name: string) => sql.placeholder(name);
/** A write's value as given (the driver's form, not the column encoder's). */
const asGiven = (name: string) => sql`${sql.placeholder(name)}`;

export type PatientPackageRecord = typeof patientPackages.$inferSelect;
export type PackageUseRecord = typeof patientPackageUses.$inferSelect;

const packageColumns = getTableColumns(patientPackages);
const useColumns = getTableColumns(patientPackageUses);
const theClinicsPackage = and(
  eq(patientPackages.businessId, placeholder('businessId')),
  eq(patientPackages.id, placeholder('id')),
);

export const packageStatement = flatStatement<PatientPackageRecord>(
  'patient_packages_by_id',
  packageColumns,
  (db) => db.select(packageColumns).from(patientPackages).where(theClinicsPackage).limit(1),
);

export const lockPackageStatement = flatStatement<PatientPackageRecord>(
  'patient_packages_by_id_locked',
  packageColumns,
  (db) =>
    db.select(packageColumns).from(patientPackages).where(theClinicsPackage).limit(1).for('update'),
);

const detailPatientColumns = {
  id: patients.id,
  medicalRecordNumber: patients.medicalRecordNumber,
  name: patients.name,
  identificationNumber: patients.identificationNumber,
  gender: patients.gender,
  dateOfBirth: patients.dateOfBirth,
  allergies: patients.allergies,
  address: patients.address,
  remark: patients.remark,
};
export type DetailPatient = {
  id: string;
  medicalRecordNumber: string | null;
  name: string;
  identificationNumber: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  dateOfBirth: string | null;
  allergies: string[];
  address: string | null;
  remark: string | null;
};

/** The patient as a package's detail shows them: only the columns it shows. */
export const detailPatientStatement = flatStatement<DetailPatient>(
  'patient_packages_detail_patient',
  detailPatientColumns,
  (db) =>
    db
      .select(detailPatientColumns)
      .from(patients)
      .where(
        and(eq(patients.businessId, placeholder('businessId')), eq(patients.id, placeholder('id'))),
      )
      .limit(1),
);

export const livePackagesOfStatement = flatStatement<PatientPackageRecord>(
  'patient_packages_live_of_patient',
  packageColumns,
  (db) =>
    db
      .select(packageColumns)
      .from(patientPackages)
      .where(
        and(
          eq(patientPackages.businessId, placeholder('businessId')),
          eq(patientPackages.patientId, placeholder('patientId')),
          isLive,
        ),
      )
      .orderBy(asc(sql`lower(${patientPackages.packageName})`), asc(patientPackages.id)),
);

export const latestReservationOfVisitStatement = flatStatement<{ id: string; date: string }>(
  'patient_packages_latest_reservation',
  { id: reservations.id, date: reservations.reservationDate },
  (db) =>
    db
      .select({ id: reservations.id, date: reservations.reservationDate })
      .from(reservations)
      .where(
        and(
          eq(reservations.businessId, placeholder('businessId')),
          eq(reservations.visitId, placeholder('visitId')),
        ),
      )
      .orderBy(desc(reservations.createdAt), desc(reservations.id))
      .limit(1),
);

export const liveUseOnVisitStatement = flatStatement<PackageUseRecord>(
  'patient_packages_live_use_on_visit',
  useColumns,
  (db) =>
    db
      .select(useColumns)
      .from(patientPackageUses)
      .where(
        and(
          eq(patientPackageUses.businessId, placeholder('businessId')),
          isNull(patientPackageUses.undoneAt),
          eq(patientPackageUses.patientPackageId, placeholder('patientPackageId')),
          eq(patientPackageUses.visitId, placeholder('visitId')),
        ),
      )
      .limit(1),
);

const USE_VALUES = [
  'businessId',
  'patientPackageId',
  'patientId',
  'visitId',
  'bookingId',
  'reservationDate',
  'createdBy',
  'updatedBy',
] as const;
export type UseValue = (typeof USE_VALUES)[number];

export const insertUseStatement = flatStatement<PackageUseRecord>(
  'patient_packages_insert_use',
  useColumns,
  (db) =>
    db
      .insert(patientPackageUses)
      .values(
        Object.fromEntries(USE_VALUES.map((name) => [name, asGiven(name)])) as Record<
          UseValue,
          SQL
        >,
      )
      .returning(useColumns),
);

/**
 * A use as one conditional statement, so of concurrent uses of a last visit exactly one finds
 * `remaining_visits > 0`; no row when released or exhausted.
 */
export const takeVisitStatement = flatStatement<PatientPackageRecord>(
  'patient_packages_take_visit',
  packageColumns,
  (db) =>
    db
      .update(patientPackages)
      .set({
        remainingVisits: sql`${patientPackages.remainingVisits} - 1`,
        lastReservationDate: sql`greatest(${patientPackages.lastReservationDate}, ${placeholder('useDate')}::date)`,
        updatedAt: sql`now()`,
        updatedBy: asGiven('userId'),
      })
      .where(
        and(
          eq(patientPackages.id, placeholder('id')),
          eq(patientPackages.businessId, placeholder('businessId')),
          isNull(patientPackages.releasedAt),
          gt(patientPackages.remainingVisits, 0),
        ),
      )
      .returning(packageColumns),
);

const EVENT_VALUES = [
  'businessId',
  'patientPackageId',
  'patientId',
  'action',
  'useId',
  'visitId',
  'bookingId',
  'eventDate',
  'remainingVisits',
  'createdBy',
  'updatedBy',
] as const;
export type EventValue = (typeof EVENT_VALUES)[number];

export const insertEventStatement = flatStatement<{ id: string }>(
  'patient_packages_insert_event',
  { id: patientPackageEvents.id },
  (db) =>
    db
      .insert(patientPackageEvents)
      .values(
        Object.fromEntries(EVENT_VALUES.map((name) => [name, asGiven(name)])) as Record<
          EventValue,
          SQL
        >,
      )
      .returning({ id: patientPackageEvents.id }),
);
