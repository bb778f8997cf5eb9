import { isUnconfirmedOnlineBooking } from '@praktik/domain/reservations/online-confirmation';
import { isReschedulable } from '@praktik/domain/reservations/reschedulable';
import { isPractitioner } from '@praktik/domain/access/roles';
import type { AddReservation } from '@praktik/domain/reservations/add-reservation.schema';
import type {
  EndReservationRequest,
  RescheduleReservationRequest,
  ReservationDataQuery,
  SaveReservationRequest,
  TransferReservationRequest,
  UpdateReservationRequest,
} from '@praktik/domain/reservations/reservation-requests.schema';
import { DEFAULT_SCHEDULE_DURATION } from '@praktik/domain/slots/visit-durations';
import { canTransition, statusAfterEndVisit } from '@praktik/domain/visits/status-transitions';
import type { ActivedPackage } from '@praktik/domain/packages/patient-package-view.schema';
import { NO_SEND_QUEUE, type SendQueue } from '../satusehat/satusehat-sends.service';
import type { ReservationNotices } from '../public-booking/reservation-notices';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { fastResponseSerializer } from '../../shared/fast-response-serializer';
import { jsonAnswerOf, type JsonAnswer } from '../../shared/json-answer';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import type { FileUrlView } from '../visits/visit-views';
import { createFileUrls } from '../files/file-urls';
import { insertPatientIn } from '../patients/patients.service';
import type { PatientRow } from '../patients/patients.repository';
import {
  assertClinicLocation,
  finishVisit,
  startVisitFromReservation,
  writeIdentityNumber,
} from '../visits/visit-lifecycle';
import { endValuesOf, mayActOnReservation, patientValuesOfForm } from '../visits/visits.service';
import { paymentFieldsOfVisit } from '../payments/visit-payment';
import {
  timetableResponseSchema,
  type PatientNoShowsView,
  type ReservationDetailView,
  type TimetableRowView,
} from './reservation-view.schema';
import { numberInQueue } from './queue-number';
import type { NewReservationValues, ReservationRow } from './reservations.repository';
import { createTimetableAnswers, type TimetableAnswers } from './timetable-answers';
import { scheduledSlotsOf, timetableCardOf } from './timetable-row-parts';
import {
  assertBookable as assertBookableAt,
  moveBookedReservation,
  renumbers,
  slotTaken,
  spanOf,
} from './move-booked-reservation';

export interface ReservationServiceDeps {
  now: Clock;
  fileUrls?: FileUrlView;
  /** The timetable's finished answers of this instance (default: 16 MB of them). */
  timetableAnswers?: TimetableAnswers;
  /** Where the visit's SATUSEHAT sends go once their transaction committed. */
  sendQueue?: SendQueue;
  /** Mails the patient a change of their booking (a move, a cancel) once it committed. */
  notices?: ReservationNotices;
}

/** The timetable's answer, written from its schema like the list routes' (only its members). */
const writeTimetable = fastResponseSerializer({ schema: timetableResponseSchema }) as (answer: {
  data: TimetableRowView[];
}) => string;

const reservationNotFound = () => new NotFoundError('errors.bookingNotFound');
const statusNotAllowed = () => new ConflictError('errors.statusNotAllowed');

/**
 * The clinic's reservations (spec 2 §2.2–§2.5, §3, §4, §7; docs/api.md, "Reservations"). The
 * database refuses overlapping live reservations of a practitioner (`reservations_no_overlap`);
 * this only turns that refusal into a 409. Doctors and beauticians act on their own reservations
 * only.
 */
export function createReservationService(repositories: Repositories, deps: ReservationServiceDeps) {
  const files: FileUrlView = deps.fileUrls ?? createFileUrls('');
  const timetableAnswers = deps.timetableAnswers ?? createTimetableAnswers();

  async function detailOf(tx: Repositories, businessId: string, id: string, role: Tenant['role']) {
    const found = await tx.reservations.findReservation(businessId, id);
    if (!found) throw reservationNotFound();
    const { reservation: r } = found;
    const noShows = await tx.reservations.countNoShows(businessId, {
      patientId: r.patientId,
      email: r.userEmail,
    });
    const next = r.transferredToBookingId
      ? await tx.reservations.findReservation(businessId, r.transferredToBookingId)
      : null;
    const view: ReservationDetailView = {
      id: r.id,
      patient_id: r.patientId,
      reservation_date: r.reservationDate,
      duration_visit: r.durationVisit,
      time_slots: { availability_start: r.startTime, availability_end: r.endTime },
      doctor_id: r.practitionerId,
      doctor_name: found.practitionerName,
      status: r.status,
      no_sequence: r.sequenceNumber,
      no_show: r.noShowAt !== null,
      source: r.source,
      unconfirmed: isUnconfirmedOnlineBooking(r),
      expired: r.expiredAt !== null,
      user_identity_number: r.userIdentityNumber,
      user_identity_type: r.userIdentityType,
      user_name: r.userName,
      user_email: r.userEmail,
      user_phone_number: r.userPhoneNumber,
      user_date_of_birth: r.userDateOfBirth,
      user_gender: r.userGender,
      user_id: r.source === 'ONLINE' ? null : r.createdBy,
      service_id: r.serviceId,
      service_name: found.serviceName,
      location_id: r.locationId,
      is_patient_new: r.isPatientNew,
      visit_id: r.visitId,
      parent_booking_id: r.parentBookingId,
      previous_booking_id: r.previousBookingId,
      transferred_to: next
        ? {
            booking_id: next.reservation.id,
            doctor_id: next.reservation.practitionerId,
            doctor_name: next.practitionerName,
          }
        : null,
      patient_no_shows: noShows,
      ...(await paymentFieldsOfVisit(tx, businessId, role, r.visitId)),
      actived_packages: r.patientId
        ? await activedPackagesOf(tx, businessId, r.patientId, r.visitId)
        : [],
    };
    return view;
  }

  /** The patient's live packages and those used on the reservation's visit. */
  async function activedPackagesOf(
    tx: Repositories,
    businessId: string,
    patientId: string,
    visitId: string | null,
  ): Promise<ActivedPackage[]> {
    const rows = await tx.patientPackages.activedPackages(businessId, patientId, visitId);
    return rows.map((row) => ({
      id: row.id,
      package_id: row.packageId,
      package_name: row.packageName,
      remaining_number_of_visit: row.remainingVisits,
      price: row.price,
      used_here: row.useId !== null,
      use_id: row.useId,
      released: row.releasedAt !== null,
    }));
  }

  /** The reservation locked for a change; another clinic's or practitioner's is 404. */
  async function lockOwn(tx: Repositories, tenant: Tenant, id: string): Promise<ReservationRow> {
    const reservation = await tx.reservations.lockReservation(tenant.businessId, id);
    if (!reservation || !mayActOnReservation(tenant, reservation.practitionerId)) {
      throw reservationNotFound();
    }
    return reservation;
  }

  const assertBookable = (
    tx: Repositories,
    businessId: string,
    practitionerId: string,
    date: string,
    timeVisit: readonly string[],
  ) => assertBookableAt(tx, deps.now(), businessId, practitionerId, date, timeVisit);

  /** An active practitioner of the clinic (404 otherwise). */
  async function requirePractitioner(tx: Repositories, businessId: string, id: string) {
    const practitioner = await tx.visits.findPractitioner(businessId, id);
    if (!practitioner) throw new NotFoundError('errors.practitionerNotFound');
    return practitioner;
  }

  /** The patient of a save: the chosen one (its identity number as edited) or a new one. */
  async function patientOf(tx: Repositories, tenant: Tenant, form: AddReservation) {
    if (form.patientTab === 'NEW') {
      return { patient: await insertPatientIn(tx, tenant, patientValuesOfForm(form)), isNew: true };
    }
    const found = await tx.patients.findPatient(tenant.businessId, form.patientId);
    if (!found) throw new NotFoundError('errors.patientNotFound');
    const patient = await writeIdentityNumber(
      tx,
      tenant,
      found,
      form.identificationType,
      form.identificationNumber,
    );
    return { patient, isNew: false };
  }

  /** The booker's details a reservation keeps (spec 2 §3 `user_*`), from its patient. */
  function bookerOf(patient: PatientRow) {
    return {
      userName: patient.name,
      userEmail: patient.email,
      userPhoneNumber: patient.phoneNumber,
      userDateOfBirth: patient.dateOfBirth,
      userGender: patient.gender,
      userIdentityType: patient.identificationType,
      userIdentityNumber: patient.identificationNumber,
    };
  }

  async function insertOrTaken(tx: Repositories, tenant: Tenant, values: NewReservationValues) {
    const inserted = await tx.reservations.insertReservation(
      tenant.businessId,
      values,
      tenant.userId,
    );
    if (inserted === 'slot-taken') throw slotTaken();
    return inserted;
  }

  /** A practitioner sees their own row whatever they ask for. */
  const rowFilterOf = (tenant: Tenant, query: ReservationDataQuery) =>
    isPractitioner(tenant.role) ? tenant.userId : query.doctor_id;

  async function timetableOf(
    businessId: string,
    date: string,
    only: string | undefined,
  ): Promise<TimetableRowView[]> {
    const day = await repositories.reservations.timetableOfDay(businessId, date, only);
    const onRow = new Map<string, TimetableRowView['reservations']>();
    for (const stored of day.reservations) {
      const reservation = timetableCardOf(stored);
      const row = onRow.get(stored.practitionerId);
      if (row) row.push(reservation);
      else onRow.set(stored.practitionerId, [reservation]);
    }
    return day.practitioners
      .map((practitioner) => ({
        doctorId: practitioner.id,
        doctorName: practitioner.name,
        role: practitioner.role,
        durationVisit: practitioner.durationVisit ?? DEFAULT_SCHEDULE_DURATION,
        availableSlot: scheduledSlotsOf(practitioner, date),
        reservations: onRow.get(practitioner.id) ?? [],
      }))
      .filter((row) => row.availableSlot.length > 0 || row.reservations.length > 0);
  }

  return {
    /**
     * The timetable of a date as the route's finished answer: this instance's kept one while the
     * day's change counters still read as when it was built
     * (docs/decisions/0015-timetable-cache-change-counters.md). The counters are read before the
     * rows, so an answer is never older than the counters it is kept under.
     */
    async timetableAnswer(tenant: Tenant, query: ReservationDataQuery): Promise<JsonAnswer> {
      const { businessId } = tenant;
      const date = query.reservation_date;
      const only = rowFilterOf(tenant, query);
      const build = async () =>
        jsonAnswerOf(writeTimetable({ data: await timetableOf(businessId, date, only) }));
      return timetableAnswers.answer(
        `${businessId}/${date}/${only ?? ''}`,
        () => repositories.reservations.timetableVersion(businessId, date),
        build,
      );
    },

    async detail(tenant: Tenant, id: string): Promise<ReservationDetailView> {
      const found = await repositories.reservations.findReservation(tenant.businessId, id);
      if (!found || !mayActOnReservation(tenant, found.reservation.practitionerId)) {
        throw reservationNotFound();
      }
      return detailOf(repositories, tenant.businessId, id, tenant.role);
    },

    /**
     * The patient's no-shows in the clinic (spec: "shows when booking them again"). Every clinic
     * role may read the clinic's patients, so every role may read this; another clinic's: 404.
     */
    async patientNoShows(tenant: Tenant, patientId: string): Promise<PatientNoShowsView> {
      const patient = await repositories.patients.findPatient(tenant.businessId, patientId);
      if (!patient) throw new NotFoundError('errors.patientNotFound');
      const noShows = await repositories.reservations.countNoShows(tenant.businessId, {
        patientId: patient.id,
        email: null,
      });
      return { patientId: patient.id, no_shows: noShows };
    },

    async save(tenant: Tenant, request: SaveReservationRequest): Promise<ReservationDetailView> {
      const { form, intent } = request;
      const { businessId, userId } = tenant;
      if (!mayActOnReservation(tenant, form.doctorId)) {
        throw new ForbiddenError('errors.reservationNotOwn');
      }
      const queued: string[] = [];
      const saved = await repositories.transaction(async (tx) => {
        const practitioner = await requirePractitioner(tx, businessId, form.doctorId);
        if (!(await tx.reservations.clinicOffersService(businessId, form.serviceId))) {
          throw new ValidationError('errors.serviceNotOffered', {}, 'serviceId');
        }
        await assertClinicLocation(tx, businessId, form.locationId, 'locationId');
        await assertBookable(tx, businessId, practitioner.id, form.dateVisit, form.timeVisit);
        const { patient, isNew } = await patientOf(tx, tenant, form);
        const inserted = await insertOrTaken(tx, tenant, {
          practitionerId: practitioner.id,
          patientId: patient.id,
          serviceId: form.serviceId,
          locationId: form.locationId,
          status: 'BOOKED',
          ...spanOf(form.dateVisit, form.timeVisit),
          source: 'CLINIC',
          ...bookerOf(patient),
          isPatientNew: isNew,
          // Numbered once the slot is ours (below): bookings that lose the slot never queue on
          // the day's counter row, which each holder keeps locked until it commits.
          sequenceNumber: 0,
        });
        const reservation = await numberInQueue(tx, businessId, inserted, form.dateVisit, userId);
        if (intent === 'SAVE_AND_START') {
          await startVisitFromReservation(tx, tenant, reservation, {
            patient,
            locationId: form.locationId,
            endPreviousVisit: request.endPreviousVisit,
            now: deps.now(),
            endedStatus: statusAfterEndVisit({ paid: false }),
            queued,
          });
        }
        return detailOf(tx, businessId, reservation.id, tenant.role);
      });
      (deps.sendQueue ?? NO_SEND_QUEUE).enqueue(queued);
      return saved;
    },

    async update(
      tenant: Tenant,
      request: UpdateReservationRequest,
    ): Promise<ReservationDetailView> {
      const { businessId, userId } = tenant;
      const updated = await repositories.transaction(async (tx) => {
        const reservation = await lockOwn(tx, tenant, request.booking_id);
        if (request.status === 'CANCELLED') {
          if (!canTransition(reservation.status, 'CANCELLED')) throw statusNotAllowed();
          await tx.reservations.updateReservation(
            businessId,
            reservation.id,
            { status: 'CANCELLED', cancelledAt: deps.now() },
            userId,
          );
        }
        if (request.patient_id !== undefined) {
          if (reservation.status !== 'BOOKED' || request.status === 'CANCELLED') {
            throw statusNotAllowed();
          }
          const patient = await tx.patients.findPatient(businessId, request.patient_id);
          if (!patient) throw new NotFoundError('errors.patientNotFound');
          await tx.reservations.updateReservation(
            businessId,
            reservation.id,
            { patientId: patient.id, isPatientNew: false, ...bookerOf(patient) },
            userId,
          );
        }
        if (request.location_id !== undefined) {
          if (reservation.status === 'DONE' || reservation.status === 'CANCELLED') {
            throw statusNotAllowed();
          }
          await assertClinicLocation(tx, businessId, request.location_id, 'location_id');
          await tx.reservations.updateReservation(
            businessId,
            reservation.id,
            { locationId: request.location_id },
            userId,
          );
        }
        return detailOf(tx, businessId, reservation.id, tenant.role);
      });
      if (request.status === 'CANCELLED') await deps.notices?.cancelled(updated.id, 'clinic');
      return updated;
    },

    /** Ends the ACTIVE reservation and its visit together (end-visit-reservation). */
    async end(tenant: Tenant, request: EndReservationRequest): Promise<ReservationDetailView> {
      const { businessId } = tenant;
      const queued: string[] = [];
      const ended = await repositories.transaction(async (tx) => {
        // The visit before its reservation (the lock order of visits.repository.ts): the visit
        // the reservation names as read, then the reservation, checked again under its lock.
        const seen = await tx.reservations.findReservation(businessId, request.booking_id);
        const visitId = seen?.reservation.visitId;
        const visit = visitId ? await tx.visits.lockVisit(businessId, visitId) : null;
        const reservation = await lockOwn(tx, tenant, request.booking_id);
        if (reservation.status !== 'ACTIVE' || reservation.visitId === null) {
          throw statusNotAllowed();
        }
        if (visit?.id !== reservation.visitId || visit.status !== 'ACTIVE') {
          throw statusNotAllowed();
        }
        const values = endValuesOf(request, businessId, files, deps.now());
        if (!canTransition(reservation.status, values.status)) throw statusNotAllowed();
        await finishVisit(tx, tenant, visit, values, queued);
        return detailOf(tx, businessId, reservation.id, tenant.role);
      });
      (deps.sendQueue ?? NO_SEND_QUEUE).enqueue(queued);
      return ended;
    },

    /**
     * Moves a BOOKED reservation to another date, time or practitioner
     * (docs/decisions/0050-rescheduling.md): the same row, checked as a new booking is (the
     * practitioner's schedule, the booking window, not past), with the exclusion constraint as
     * the guarantee. A move to the span it already has changes nothing (a retried request
     * answers the same). On another day it takes that day's next queue number. Once committed,
     * the patient is mailed the new time with the calendar event's next SEQUENCE.
     */
    async reschedule(
      tenant: Tenant,
      request: RescheduleReservationRequest,
    ): Promise<ReservationDetailView> {
      const { businessId, userId } = tenant;
      const outcome = await repositories.transaction(async (tx) => {
        const reservation = await lockOwn(tx, tenant, request.booking_id);
        if (
          !isReschedulable({
            status: reservation.status,
            noShow: reservation.noShowAt !== null,
            visitId: reservation.visitId,
          })
        ) {
          throw new ConflictError('errors.notReschedulable');
        }
        if (!mayActOnReservation(tenant, request.doctorId)) {
          throw new ForbiddenError('errors.reservationNotOwn');
        }
        const practitioner = await requirePractitioner(tx, businessId, request.doctorId);
        const moved = await moveBookedReservation(tx, {
          businessId,
          reservation,
          practitionerId: practitioner.id,
          dateVisit: request.dateVisit,
          timeVisit: request.timeVisit,
          by: userId,
          now: deps.now(),
        });
        return { moved, view: await detailOf(tx, businessId, reservation.id, tenant.role) };
      });
      if (outcome.moved && deps.notices) {
        const { from, to } = outcome.moved;
        await deps.notices.rescheduled(to.id, {
          date: from.reservationDate,
          start: from.startTime,
          end: from.endTime,
        });
      }
      return outcome.view;
    },

    /**
     * Moves an ACTIVE reservation's patient to another practitioner and time (spec 2 §2.5): a new
     * ACTIVE reservation on the same visit, chained to the first and the moved one; the moved one
     * is DONE (its time happened) and points at the new one; the visit and its payments are the
     * target's (docs/decisions/0047-transferred-visit-credit.md).
     */
    async transfer(
      tenant: Tenant,
      request: TransferReservationRequest,
    ): Promise<ReservationDetailView> {
      const { businessId, userId } = tenant;
      return repositories.transaction(async (tx) => {
        const moved = await lockOwn(tx, tenant, request.booking_id);
        if (moved.status !== 'ACTIVE' || moved.visitId === null) throw statusNotAllowed();
        const target = await requirePractitioner(tx, businessId, request.doctorId);
        await assertClinicLocation(tx, businessId, request.locationId, 'locationId');
        await assertBookable(tx, businessId, target.id, request.dateVisit, request.timeVisit);
        // The same visit keeps its queue number, unless it joins the target's own queue: then it
        // is numbered once the slot is ours (below), the practitioner's booking turn taken before
        // the day's queue-number row, as every way into a practitioner's day takes them.
        const joinsTargetQueue = await renumbers(tx, businessId, moved, {
          practitionerId: target.id,
          reservationDate: moved.reservationDate,
        });
        const placed = await insertOrTaken(tx, tenant, {
          practitionerId: target.id,
          patientId: moved.patientId,
          serviceId: moved.serviceId,
          locationId: request.locationId ?? moved.locationId,
          status: 'ACTIVE',
          ...spanOf(request.dateVisit, request.timeVisit),
          sequenceNumber: joinsTargetQueue ? 0 : moved.sequenceNumber,
          source: moved.source,
          userName: moved.userName,
          userEmail: moved.userEmail,
          userPhoneNumber: moved.userPhoneNumber,
          userDateOfBirth: moved.userDateOfBirth,
          userGender: moved.userGender,
          userIdentityType: moved.userIdentityType,
          userIdentityNumber: moved.userIdentityNumber,
          isPatientNew: moved.isPatientNew,
          locale: moved.locale,
          visitId: moved.visitId,
          parentBookingId: moved.parentBookingId ?? moved.id,
          previousBookingId: moved.id,
        });
        const inserted = joinsTargetQueue
          ? await numberInQueue(tx, businessId, placed, moved.reservationDate, userId)
          : placed;
        // Its time with the first practitioner happened, so it keeps that time (DONE holds it);
        // the pointer makes its card say where the patient went, not a visit of its own.
        await tx.reservations.updateReservation(
          businessId,
          moved.id,
          { status: 'DONE', transferredToBookingId: inserted.id },
          userId,
        );
        await tx.visits.movePractitioner(
          businessId,
          moved.visitId,
          target.id,
          inserted.sequenceNumber,
          userId,
        );
        // A payment taken before the move is the visit's: it goes with it to who sees the patient.
        await tx.payments.moveVisitPayments(businessId, moved.visitId, target.id, inserted.id);
        return detailOf(tx, businessId, inserted.id, tenant.role);
      });
    },
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;
