import { isPractitioner } from '@praktik/domain/access/roles';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { canTransition, statusAfterEndVisit } from '@praktik/domain/visits/status-transitions';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  VisitAlreadyActiveError,
} from '../../shared/errors';
import { patientChanges } from '../patients/patient-changes';
import { writeVisitFinishSends, writeVisitStartSends } from '../satusehat/visit-sends';
import type { PatientRow, PatientValues } from '../patients/patients.repository';
import type { ReservationRow } from '../reservations/reservations.repository';
import { recordChanges } from './visit-changes';
import type { EndVisitValues, NewVisitValues, VisitRow } from './visits.repository';

/**
 * The steps of a visit's life that the visits and the reservations services share (a visit
 * started from a reservation and the reservation change status together), each inside the
 * caller's transaction with its audit row.
 */

/** The patient record as the table stores it, from a row (to write one field of it). */
export function valuesOfRow(row: PatientRow): PatientValues {
  return {
    name: row.name,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    address: row.address,
    remark: row.remark,
    email: row.email,
    identificationType: row.identificationType,
    identificationNumber: row.identificationNumber,
    medicalRecordNumber: row.medicalRecordNumber,
    allergies: row.allergies,
  };
}

/** The start and booking dialogs ask for the identity number: a different one is the patient's now. */
export async function writeIdentityNumber(
  tx: Repositories,
  tenant: Tenant,
  patient: PatientRow,
  identificationType: PatientRow['identificationType'],
  identificationNumber: string,
): Promise<PatientRow> {
  if (
    patient.identificationNumber === identificationNumber &&
    patient.identificationType === identificationType
  ) {
    return patient;
  }
  const before = valuesOfRow(patient);
  const after: PatientValues = { ...before, identificationType, identificationNumber };
  const saved = await tx.patients.updatePatient(
    tenant.businessId,
    patient.id,
    after,
    tenant.userId,
  );
  if (!saved || saved === 'mrn-taken') throw new NotFoundError('errors.patientNotFound');
  await tx.medicalRecordAudit.record({
    businessId: tenant.businessId,
    patientId: patient.id,
    actorId: tenant.userId,
    action: 'PATIENT_UPDATED',
    changes: patientChanges(before, after),
  });
  return { ...patient, ...after };
}

/**
 * A reservation's or visit's location becomes the Encounter's on SATUSEHAT: only one the clinic
 * registered there, else 400 naming `field` (no location is fine).
 */
export async function assertClinicLocation(
  tx: Repositories,
  businessId: string,
  locationId: string | null | undefined,
  field: string,
): Promise<void> {
  if (locationId && !(await tx.satuSehatSends.isClinicLocation(businessId, locationId))) {
    throw new ValidationError('errors.locationNotOfClinic', {}, field);
  }
}

/**
 * Inserts the ACTIVE visit and its audit row; 409 `VISIT_ALREADY_ACTIVE` when the patient has one.
 * A clinic linked to SATUSEHAT gets the visit's sends too, their ids pushed onto `queued` for the
 * caller to queue once the transaction committed (docs/decisions/0031-satusehat-send-queue.md).
 */
export async function beginVisit(
  tx: Repositories,
  tenant: Tenant,
  values: NewVisitValues,
  queued: string[] = [],
): Promise<VisitRow> {
  const { businessId, userId } = tenant;
  await assertClinicLocation(tx, businessId, values.locationId, 'locationId');
  const inserted = await tx.visits.insertActiveVisit(businessId, values, userId);
  // A start that raced another past the quick check: the transaction is aborted, so the other
  // visit cannot be read here; the app refreshes the patient to find it.
  if (inserted === 'already-active') throw new VisitAlreadyActiveError(null, null);
  await tx.medicalRecordAudit.record({
    businessId,
    patientId: values.patientId,
    visitId: inserted.id,
    actorId: userId,
    action: 'VISIT_STARTED',
    changes: recordChanges(null, {
      status: inserted.status,
      practitionerId: values.practitionerId,
      locationId: values.locationId,
      bookingId: values.bookingId,
      visitDate: values.visitDate,
      sequenceNumber: values.sequenceNumber,
      startedAt: values.startedAt,
    }),
  });
  queued.push(...(await writeVisitStartSends(tx, tenant, inserted)));
  return inserted;
}

/**
 * Ends an ACTIVE visit with its audit row, and the reservation it was started from with the same
 * status (docs/api.md, "Reservations"). Null when the visit is no longer ACTIVE. A visit paid while it was
 * ACTIVE goes straight to DONE (docs/api.md, "Payments"), whatever status the caller proposed.
 */
export async function finishVisit(
  tx: Repositories,
  tenant: Tenant,
  visit: VisitRow,
  proposed: EndVisitValues,
  queued: string[] = [],
): Promise<VisitRow | null> {
  const { businessId, userId } = tenant;
  // One rule on every path that ends a visit (end-visit, end-visit-reservation, and starting the
  // patient's next visit with endPreviousVisit): a practitioner ends only their own visits; the
  // owner and staff any.
  if (isPractitioner(tenant.role) && visit.practitionerId !== userId) {
    throw new ForbiddenError('errors.notYourVisit');
  }
  const paid = await tx.payments.visitIsPaid(businessId, visit.id);
  const values = { ...proposed, status: statusAfterEndVisit({ paid }) };
  const ended = await tx.visits.endVisit(businessId, visit.id, values, userId);
  if (!ended) return null;
  await tx.medicalRecordAudit.record({
    businessId,
    patientId: visit.patientId,
    visitId: visit.id,
    actorId: userId,
    action: 'VISIT_ENDED',
    changes: recordChanges(visit, values),
  });
  queued.push(...(await writeVisitFinishSends(tx, tenant, visit)));
  const reservation = await tx.reservations.lockReservationOfVisit(businessId, visit.id);
  if (reservation && reservation.status === 'ACTIVE') {
    await tx.reservations.updateReservation(
      businessId,
      reservation.id,
      { status: values.status },
      userId,
    );
  }
  return ended;
}

export interface StartFromReservationInput {
  patient: PatientRow;
  locationId: string | null;
  /** The alert's "Yes": end the patient's ACTIVE visit (note and file empty) first. */
  endPreviousVisit: boolean;
  now: Date;
  /** The status an ended previous visit takes (the domain's `statusAfterEndVisit`). */
  endedStatus: EndVisitValues['status'];
  /** The SATUSEHAT sends written, to queue after the commit. */
  queued?: string[];
}

/**
 * Starts the visit of a BOOKED reservation (spec 2 §4): the reservation becomes ACTIVE with its
 * visit, the visit keeps the reservation's day and queue number and points back to it.
 */
export async function startVisitFromReservation(
  tx: Repositories,
  tenant: Tenant,
  reservation: ReservationRow,
  input: StartFromReservationInput,
): Promise<VisitRow> {
  const { businessId, userId } = tenant;
  if (!canTransition(reservation.status, 'ACTIVE') || reservation.noShowAt !== null) {
    throw new ConflictError('errors.statusNotAllowed');
  }
  const { patient } = input;
  const previous = await tx.visits.lockActiveVisit(businessId, patient.id);
  if (previous) {
    if (!input.endPreviousVisit) {
      throw new VisitAlreadyActiveError(previous.id, previous.bookingId);
    }
    await finishVisit(
      tx,
      tenant,
      previous,
      { status: input.endedStatus, endedAt: input.now, endNote: null, endFileUrl: null },
      input.queued,
    );
  }
  const visit = await beginVisit(
    tx,
    tenant,
    {
      patientId: patient.id,
      practitionerId: reservation.practitionerId,
      locationId: input.locationId ?? reservation.locationId,
      bookingId: reservation.id,
      visitDate: reservation.reservationDate,
      sequenceNumber: reservation.sequenceNumber,
      startedAt: input.now,
    },
    input.queued,
  );
  await tx.reservations.updateReservation(
    businessId,
    reservation.id,
    { status: 'ACTIVE', visitId: visit.id, patientId: patient.id },
    userId,
  );
  return visit;
}

/** The clinic's day (+7 until clinics have a zone) of an instant. */
export function clinicDateOf(instant: Date): string {
  return localDateAt(instant.toISOString(), DEFAULT_UTC_OFFSET_HOURS);
}
