import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { flatStatement, sqlStatement } from '../../db/prepared-rows';
import {
  patientPackageEvents,
  patientPackageUses,
  patientPackages,
  patients,
  reservations,
  visits,
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

/** A visit as a use or an undo finds it: its own columns and its latest reservation's. */
export interface VisitOfUseRow {
  visitId: string;
  patientId: string;
  practitionerId: string;
  status: (typeof visits.$inferSelect)['status'];
  visitDate: string;
  bookingId: string | null;
  bookingDate: string | null;
}

/** The visit's latest reservation (after a transfer, the chain's newest), null for a walk-in. */
const latestReservation = (column: SQL) =>
  sql`(select ${column} from ${reservations}
    where ${reservations.businessId} = ${visits.businessId} and ${reservations.visitId} = ${visits.id}
    order by ${reservations.createdAt} desc, ${reservations.id} desc limit 1)`;

const visitOfUseColumns = {
  visitId: visits.id,
  patientId: visits.patientId,
  practitionerId: visits.practitionerId,
  status: visits.status,
  visitDate: visits.visitDate,
  bookingId: latestReservation(sql`${reservations.id}`),
  // as text, so both drivers give the same value
  bookingDate: latestReservation(sql`to_char(${reservations.reservationDate}, 'YYYY-MM-DD')`),
};

/**
 * The visit locked (only the visit: `of`), with its latest reservation read in the same round
 * trip: a use holds its pooled connection from `begin` to `commit`, so each round trip saved is
 * a connection free sooner under load (docs/performance.md, "Cashier").
 */
export const lockVisitOfUseStatement = flatStatement<VisitOfUseRow>(
  'patient_packages_visit_of_use_locked',
  visitOfUseColumns,
  (db) =>
    db
      .select(visitOfUseColumns)
      .from(visits)
      .where(
        and(eq(visits.businessId, placeholder('businessId')), eq(visits.id, placeholder('id'))),
      )
      .limit(1)
      .for('update', { of: visits }),
);

const visitOfBookingColumns = {
  ...visitOfUseColumns,
  bookingId: reservations.id,
  bookingDate: sql<string>`to_char(${reservations.reservationDate}, 'YYYY-MM-DD')`,
};

/**
 * The visit a reservation started, locked (only the visit), named by the reservation: a use by
 * `bookingId` carries that reservation and its day. No row: the reservation has no visit yet or
 * is not the clinic's.
 */
export const lockVisitOfBookingStatement = flatStatement<VisitOfUseRow>(
  'patient_packages_visit_of_booking_locked',
  visitOfBookingColumns,
  (db) =>
    db
      .select(visitOfBookingColumns)
      .from(reservations)
      .innerJoin(
        visits,
        and(eq(visits.businessId, reservations.businessId), eq(visits.id, reservations.visitId)),
      )
      .where(
        and(
          eq(reservations.businessId, placeholder('businessId')),
          eq(reservations.id, placeholder('id')),
        ),
      )
      .limit(1)
      .for('update', { of: visits }),
);

const packageForUseColumns = {
  ...packageColumns,
  usedHere: sql<boolean>`exists (select 1 from ${patientPackageUses}
    where ${patientPackageUses.businessId} = ${patientPackages.businessId}
      and ${patientPackageUses.patientPackageId} = ${patientPackages.id}
      and ${patientPackageUses.visitId} = ${placeholder('visitId')}
      and ${patientPackageUses.undoneAt} is null)`,
};

/** The package locked, and whether it has a live use on the visit already: one round trip. */
export const lockPackageForUseStatement = flatStatement<
  PatientPackageRecord & { usedHere: boolean }
>('patient_packages_by_id_locked_for_use', packageForUseColumns, (db) =>
  db
    .select(packageForUseColumns)
    .from(patientPackages)
    .where(theClinicsPackage)
    .limit(1)
    .for('update', { of: patientPackages }),
);

const takenColumns = Object.values(packageColumns).map(
  (column) => sql`taken.${sql.identifier(column.name)}`,
);

/**
 * A use written as one statement: the package gives one visit only while it is live with visits
 * left (so of concurrent uses of a last visit exactly one finds `remaining_visits > 0`), the use
 * is inserted and the event logged from the package's row as it now is. No row when the package
 * is released or exhausted; 23505 on `patient_package_uses_live_key` when the visit already has
 * a live use of it. Three round trips were one.
 */
export const takeVisitForUseStatement = sqlStatement<PatientPackageRecord & { useId: string }>(
  'patient_packages_take_visit_for_use',
  { ...packageColumns, useId: patientPackageUses.id },
  sql`with taken as (
      update ${patientPackages} set
        remaining_visits = remaining_visits - 1,
        last_reservation_date = greatest(last_reservation_date, ${placeholder('useDate')}::date),
        updated_at = now(),
        updated_by = ${placeholder('userId')}::uuid
      where id = ${placeholder('id')}::uuid and business_id = ${placeholder('businessId')}::uuid
        and released_at is null and remaining_visits > 0
      returning *
    ), used as (
      insert into ${patientPackageUses} (business_id, patient_package_id, patient_id, visit_id,
        booking_id, reservation_date, created_by, updated_by)
      select business_id, id, patient_id, ${placeholder('visitId')}::uuid,
        ${placeholder('bookingId')}::uuid, ${placeholder('useDate')}::date,
        ${placeholder('userId')}::uuid, ${placeholder('userId')}::uuid
      from taken
      returning id
    ), logged as (
      insert into ${patientPackageEvents} (business_id, patient_package_id, patient_id, action,
        use_id, visit_id, booking_id, event_date, remaining_visits, created_by, updated_by)
      select taken.business_id, taken.id, taken.patient_id, 'USE', used.id,
        ${placeholder('visitId')}::uuid, ${placeholder('bookingId')}::uuid,
        ${placeholder('useDate')}::date, taken.remaining_visits, ${placeholder('userId')}::uuid,
        ${placeholder('userId')}::uuid
      from taken, used
    )
    select ${sql.join(takenColumns, sql`, `)}, used.id from taken, used`,
);
