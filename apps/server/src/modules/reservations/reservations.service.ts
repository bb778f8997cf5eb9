import { needsNewQueueNumber } from '@praktik/domain/clinic/queue-numbering.schema';
import { isUnconfirmedOnlineBooking } from '@praktik/domain/reservations/online-confirmation';
import { isSameSlot } from '@praktik/domain/reservations/reschedule.schema';
import { isReschedulable } from '@praktik/domain/reservations/reschedulable';
import { isPractitioner } from '@praktik/domain/access/roles';
import { DEFAULT_UTC_OFFSET_HOURS, localDayBounds } from '@praktik/domain/dates/utc-offset';
import type { AddReservation } from '@praktik/domain/reservations/add-reservation.schema';
import type {
  EndReservationRequest,
  RescheduleReservationRequest,
  ReservationDataQuery,
  SaveReservationRequest,
  TransferReservationRequest,
  UpdateReservationRequest,
} from '@praktik/domain/reservations/reservation-requests.schema';
import { bookableDaySlots } from '@praktik/domain/slots/bookable-slots';
import { emptyDoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import { DEFAULT_SCHEDULE_DURATION } from '@praktik/domain/slots/visit-durations';
import { selectionMinutes, selectionSpan } from '@praktik/domain/slots/slot-selection';
import { clinicClock, timeToMinutes } from '@praktik/domain/slots/time-of-day';
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
import type { NewReservationValues, ReservationRow } from './reservations.repository';
import { createTimetableAnswers, type TimetableAnswers } from './timetable-answers';
import { scheduledSlotsOf, timetableCardOf } from './timetable-row-parts';

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

/**
 * Clinics have no zone setting yet: WIB (+7) until they do
 * (docs/decisions/0005-clinic-time-zone-wib.md).
 */
const OFFSET_HOURS = DEFAULT_UTC_OFFSET_HOURS;
const MINUTE_MS = 60_000;

/** A clinic-local date and 'HH:mm:ss' as an instant. */
function clinicInstant(date: string, time: string): Date {
  const dayStart = Date.parse(localDayBounds(date, OFFSET_HOURS).start);
  return new Date(dayStart + (timeToMinutes(time) ?? 0) * MINUTE_MS);
}

const reservationNotFound = () => new NotFoundError('errors.bookingNotFound');
const statusNotAllowed = () => new ConflictError('errors.statusNotAllowed');
const slotTaken = () => new ConflictError('errors.slotTaken');

/** The span a run of picked quarter hours covers (the schema has checked it is one run). */
/** Where a reservation stands in a day's queue. */
interface QueuePlace {
  practitionerId: string;
  reservationDate: string;
}

function spanOf(date: string, timeVisit: readonly string[]) {
  const span = selectionSpan(timeVisit);
  if (!span) throw new ValidationError('validation.selectTime', {}, 'timeVisit');
  return {
    reservationDate: date,
    startTime: span.start,
    endTime: span.end,
    startsAt: clinicInstant(date, span.start),
    endsAt: clinicInstant(date, span.end),
    durationVisit: selectionMinutes(timeVisit),
  };
}

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

  /**
   * The picked quarter hours must each be an open unit of the practitioner's schedule that date,
   * inside the booking window and not past (`bookableDaySlots`, with the day's reservations). A unit already booked answers slotTaken, anything else
   * slotUnavailable. This read is the polite answer; the exclusion constraint is the guarantee.
   */
  async function assertBookable(
    tx: Repositories,
    businessId: string,
    practitionerId: string,
    date: string,
    timeVisit: readonly string[],
    moving?: ReservationRow,
  ): Promise<void> {
    const schedule =
      (await tx.schedules.findSchedule(businessId, practitionerId)) ?? emptyDoctorSchedule();
    const booked = await tx.schedules.bookedRanges(businessId, practitionerId, date, date);
    // A reservation moving on its own row gives its time up as it moves (a shift by a quarter
    // hour overlaps itself): the one live span equal to its own is itself, live spans of one
    // practitioner never overlapping.
    const bookings = moving
      ? booked.filter(
          (range) =>
            !(
              moving.practitionerId === practitionerId &&
              range.date === moving.reservationDate &&
              range.start === moving.startTime &&
              range.end === moving.endTime &&
              range.status === moving.status
            ),
        )
      : booked;
    const units = new Map(
      bookableDaySlots({
        schedule,
        date,
        duration: 15,
        bookings,
        now: clinicClock(deps.now(), OFFSET_HOURS),
      }).map((unit) => [unit.start, unit]),
    );
    const picked = timeVisit.map((time) => units.get(time));
    if (picked.some((unit) => unit?.reason === 'booked')) throw slotTaken();
    if (picked.some((unit) => !unit?.isAvailable)) {
      throw new ConflictError('errors.slotUnavailable');
    }
  }

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

  /** Whether a reservation's move takes it to another queue: another day's, or practitioner's. */
  async function renumbers(
    tx: Repositories,
    businessId: string,
    from: QueuePlace,
    to: QueuePlace,
  ): Promise<boolean> {
    // Only a change of practitioner within the day depends on the clinic's numbering: read it then.
    if (from.reservationDate !== to.reservationDate) return true;
    if (from.practitionerId === to.practitionerId) return false;
    return needsNewQueueNumber(
      await tx.businesses.findQueueNumbering(businessId),
      { practitionerId: from.practitionerId, date: from.reservationDate },
      { practitionerId: to.practitionerId, date: to.reservationDate },
    );
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
        const sequenceNumber = await tx.visits.nextSequenceNumber(
          businessId,
          form.dateVisit,
          practitioner.id,
          userId,
        );
        const reservation = { ...inserted, sequenceNumber };
        await tx.reservations.updateReservation(
          businessId,
          reservation.id,
          { sequenceNumber },
          userId,
        );
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
        const span = spanOf(request.dateVisit, request.timeVisit);
        const unchanged = isSameSlot(
          {
            doctorId: reservation.practitionerId,
            dateVisit: reservation.reservationDate,
            start: reservation.startTime,
            end: reservation.endTime,
          },
          {
            doctorId: practitioner.id,
            dateVisit: span.reservationDate,
            start: span.startTime,
            end: span.endTime,
          },
        );
        if (unchanged) {
          return { moved: null, view: await detailOf(tx, businessId, reservation.id, tenant.role) };
        }
        await assertBookable(
          tx,
          businessId,
          practitioner.id,
          request.dateVisit,
          request.timeVisit,
          reservation,
        );
        const moved = await tx.reservations.moveReservation(
          businessId,
          reservation.id,
          {
            practitionerId: practitioner.id,
            ...span,
            sequenceNumber: reservation.sequenceNumber,
          },
          userId,
        );
        if (moved === 'slot-taken') throw slotTaken();
        if (await renumbers(tx, businessId, reservation, moved)) {
          // Numbered once the slot is ours, as a new booking is: the old number means nothing
          // in another day's queue, nor in another practitioner's when each has their own.
          const sequenceNumber = await tx.visits.nextSequenceNumber(
            businessId,
            moved.reservationDate,
            moved.practitionerId,
            userId,
          );
          await tx.reservations.updateReservation(businessId, moved.id, { sequenceNumber }, userId);
        }
        return {
          moved: { from: reservation, to: moved },
          view: await detailOf(tx, businessId, reservation.id, tenant.role),
        };
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
        // The same visit keeps its queue number, unless it joins the target's own queue.
        const sequenceNumber = (await renumbers(tx, businessId, moved, {
          practitionerId: target.id,
          reservationDate: moved.reservationDate,
        }))
          ? await tx.visits.nextSequenceNumber(businessId, moved.reservationDate, target.id, userId)
          : moved.sequenceNumber;
        const inserted = await insertOrTaken(tx, tenant, {
          practitionerId: target.id,
          patientId: moved.patientId,
          serviceId: moved.serviceId,
          locationId: request.locationId ?? moved.locationId,
          status: 'ACTIVE',
          ...spanOf(request.dateVisit, request.timeVisit),
          sequenceNumber,
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
