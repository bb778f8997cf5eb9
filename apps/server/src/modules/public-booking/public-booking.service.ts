import { clinicInstant } from '@praktik/domain/dates/clinic-instant';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { isBookableSelection } from '@praktik/domain/reservations/bookable-selection';
import {
  patientRescheduleWindow,
  type PatientReschedule,
} from '@praktik/domain/reservations/patient-reschedule';
import type { PublicBooking } from '@praktik/domain/reservations/public-booking.schema';
import { isReschedulable } from '@praktik/domain/reservations/reschedulable';
import type { AvailableSlotsRequest } from '@praktik/domain/slots/available-slots-request.schema';
import { emptyDoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import { selectionMinutes, selectionSpan } from '@praktik/domain/slots/slot-selection';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import type { PageQuery } from '@praktik/domain/tables/table-query';
import type { Repositories } from '../../composition/repositories';
import type { Clock } from '../../shared/clock';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../shared/errors';
import type { FileUrls } from '../files/file-urls';
import { moveBookedReservation } from '../reservations/move-booked-reservation';
import { numberInQueue } from '../reservations/queue-number';
import type { ReservationRow } from '../reservations/reservations.repository';
import type { AvailableSlotsView } from '../schedules/schedule-view.schema';
import type { ScheduleService } from '../schedules/schedules.service';
import type {
  NamedRecord,
  PublicClinicRecord,
  PublicReservationRecord,
} from './public-booking.repository';
import type { ClinicCard, PublicClinic, PublicReservation } from './public-booking-view.schema';
import type { ReservationLinksOf } from './reservation-links';
import type { ReservationNotices } from './reservation-notices';
import type { ReservationTokens } from './reservation-token';

/**
 * Clinics have no zone setting yet: their wall clock is WIB
 * (docs/decisions/0005-clinic-time-zone-wib.md).
 */
const CLINIC_UTC_OFFSET = DEFAULT_UTC_OFFSET_HOURS;
/** Spec 1 §2.4 asks for a limit without naming one; these are docs/api.md's ("Rate limits"). */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 10;
export const BOOKINGS_PER_EMAIL_PER_DAY = 3;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PublicBookingDeps {
  repositories: Repositories;
  /** The schedules module's slot logic, asked for a clinic's practitioner. */
  schedules: ScheduleService;
  /** Checks the booker's signed links (the answer's and the confirmation mail's). */
  tokens: ReservationTokens;
  /** A booking's signed links and calendar entry, as its answer and mails show them. */
  linksOf: ReservationLinksOf;
  fileUrls: FileUrls;
  /** Tells the booker of their booking and their cancel (the mails with the calendar entry). */
  notices: ReservationNotices;
  now: Clock;
  /** Bookings made from one address in an hour (default BOOKINGS_PER_ADDRESS_PER_HOUR). */
  bookingsPerAddressPerHour?: number;
}

/** Seconds until `expiresAt`, at least one (a Retry-After of 0 invites an immediate retry). */
const secondsUntil = (expiresAt: number, at: Date) =>
  Math.max(1, Math.ceil((expiresAt - at.getTime()) / 1000));

function tooMany(messageKey: string, seconds: number, params: Record<string, number> = {}) {
  return new TooManyRequestsError(
    messageKey,
    { ...params, minutes: Math.ceil(seconds / 60) },
    seconds,
  );
}

/**
 * Why a patient may not move their booking from the link, the clinic's phone in the words when it
 * has one (docs/decisions/0062-patient-reschedules-online.md): off (403) or past the cutoff (409).
 */
function patientRescheduleRefusal(
  record: PublicReservationRecord,
  startsAt: Date,
  at: Date,
): ConflictError | ForbiddenError | null {
  const cutoffHours = record.patientRescheduleCutoffHours;
  const window = patientRescheduleWindow(startsAt, at, cutoffHours);
  if (window === 'allowed') return null;
  const phone = record.clinic.phoneNumber;
  const params = { hours: cutoffHours ?? 0, ...(phone ? { phone } : {}) };
  const key = `errors.patientReschedule${window === 'off' ? 'Off' : 'TooLate'}${phone ? 'Call' : ''}`;
  return window === 'off' ? new ForbiddenError(key, params) : new ConflictError(key, params);
}

/** A reservation its patient may move: BOOKED, not begun, not marked a no-show. */
const movableByPatient = (row: ReservationRow) =>
  isReschedulable({ status: row.status, noShow: row.noShowAt !== null, visitId: row.visitId });

/**
 * Online booking without an account (spec 1 §2.4, §2.16): published clinics, their practitioners'
 * slots, the booking with its confirmation mail, and the booker's signed links.
 */
export function createPublicBookingService(deps: PublicBookingDeps) {
  const { repositories, schedules, tokens, linksOf, fileUrls, notices, now } = deps;
  const bookingsPerAddress = deps.bookingsPerAddressPerHour ?? BOOKINGS_PER_ADDRESS_PER_HOUR;
  const store = repositories.publicBooking;

  const toCard = (clinic: PublicClinicRecord): ClinicCard => ({
    ...clinic,
    logo: fileUrls.toPublic(clinic.logo),
    mainPhoto: fileUrls.toPublic(clinic.mainPhoto),
  });

  async function publishedClinic(businessId: string): Promise<PublicClinicRecord> {
    const clinic = await store.findPublishedClinic(businessId);
    if (!clinic) throw new NotFoundError('errors.clinicNotFound');
    return clinic;
  }

  /** An active doctor or beautician of the clinic; deactivated ones take no bookings. */
  async function requireBookablePractitioner(businessId: string, practitionerId: string) {
    const practitioner = await repositories.visits.findPractitioner(businessId, practitionerId);
    if (!practitioner) throw new NotFoundError('errors.practitionerNotFound');
  }

  /**
   * Bookings made from the address in the last hour; at the limit 429 until the oldest ages out.
   * Only bookings made count: a patient behind a carrier's shared address, with hundreds of
   * others, is not refused for their slips and taken slots (docs/operations.md).
   */
  async function limitBookingsPerAddress(
    address: string,
    at: Date,
    bookings: Repositories['publicBooking'] = store,
  ): Promise<void> {
    const made = await bookings.bookingTimesFrom(address, new Date(at.getTime() - HOUR_MS));
    const oldest = made[0];
    if (made.length < bookingsPerAddress || !oldest) return;
    throw tooMany(
      'errors.bookingsPerAddressExceeded',
      secondsUntil(oldest.getTime() + HOUR_MS, at),
      { max: bookingsPerAddress },
    );
  }

  /** Bookings made with the e-mail in the last day; at the limit 429 until the oldest ages out. */
  async function limitBookingsPerEmail(email: string, at: Date): Promise<void> {
    const booked = await store.onlineBookingTimes(email, new Date(at.getTime() - DAY_MS));
    const oldest = booked[0];
    if (booked.length < BOOKINGS_PER_EMAIL_PER_DAY || !oldest) return;
    throw tooMany('errors.bookingsPerEmailExceeded', secondsUntil(oldest.getTime() + DAY_MS, at), {
      max: BOOKINGS_PER_EMAIL_PER_DAY,
    });
  }

  function reservationView(record: PublicReservationRecord): PublicReservation {
    const { token, cancelUrl, googleCalendarUrl } = linksOf(record);
    return {
      id: record.id,
      status: record.status,
      reservation_date: record.reservationDate,
      time_slots: { availability_start: record.startTime, availability_end: record.endTime },
      duration_visit: record.durationVisit,
      doctor_id: record.practitionerId,
      doctor_name: record.doctorName,
      service_name: record.serviceName,
      clinic: record.clinic,
      user_name: record.userName,
      user_email: record.userEmail,
      locale: record.locale,
      confirmed: record.confirmedAt !== null,
      expired: record.expiredAt !== null,
      patient_reschedule: {
        cutoff_hours: record.patientRescheduleCutoffHours,
        allowed:
          record.status === 'BOOKED' &&
          patientRescheduleWindow(record.startsAt, now(), record.patientRescheduleCutoffHours) ===
            'allowed',
      },
      token,
      cancelUrl,
      googleCalendarUrl,
    };
  }

  /** A reservation by its signed link; a wrong token is as unknown as a wrong id (404). */
  async function signedReservation(id: string, token: string): Promise<PublicReservationRecord> {
    const record = tokens.verify(id, token) ? await store.findReservation(id) : null;
    if (!record) throw new NotFoundError('errors.reservationNotFound');
    return record;
  }

  return {
    listServices: (): Promise<NamedRecord[]> => store.listOfferedServices(),

    async listClinics(
      query: PageQuery & { serviceId?: string },
    ): Promise<{ data: ClinicCard[]; total: number }> {
      const { rows, total } = await store.listPublishedClinics(query);
      return { data: rows.map(toCard), total };
    },

    async clinic(businessId: string): Promise<PublicClinic> {
      const clinic = await publishedClinic(businessId);
      const practitioners = await store.listBookablePractitioners(clinic.id);
      return { ...toCard(clinic), practitioners };
    },

    async slots(businessId: string, request: AvailableSlotsRequest): Promise<AvailableSlotsView> {
      const clinic = await publishedClinic(businessId);
      await requireBookablePractitioner(clinic.id, request.doctor_id);
      return schedules.availableSlotsOf(clinic.id, request);
    },

    async book(businessId: string, booking: PublicBooking, address: string) {
      const at = now();
      await limitBookingsPerAddress(address, at);
      await limitBookingsPerEmail(booking.email, at);
      const clinic = await publishedClinic(businessId);
      if (!clinic.services.some((service) => service.id === booking.serviceId)) {
        throw new ValidationError('errors.serviceNotOffered', {}, 'serviceId');
      }
      await requireBookablePractitioner(clinic.id, booking.doctorId);

      const date = booking.dateVisit;
      const [schedule, bookings] = await Promise.all([
        repositories.schedules.findSchedule(clinic.id, booking.doctorId),
        repositories.schedules.bookedRanges(clinic.id, booking.doctorId, date, date),
      ]);
      const span = selectionSpan(booking.timeVisit);
      const bookable =
        span !== null &&
        isBookableSelection({
          schedule: schedule ?? emptyDoctorSchedule(),
          date,
          selected: booking.timeVisit,
          bookings,
          now: clinicClock(at, CLINIC_UTC_OFFSET),
        });
      if (!bookable) throw new ConflictError('errors.slotUnavailable', {}, 'timeVisit');

      const rules = await store.unconfirmedHoldRules(clinic.id);
      const reservationId = await repositories.transaction(async (tx) => {
        // Asked again with the address's turn held to the commit: bookings of the same moment
        // from one address (through any instance) take its last place once.
        await limitBookingsPerAddress(address, at, tx.publicBooking);
        // Each unconfirmed booking holds a slot on the word of an address nobody has proved:
        // past the clinic's cap for the day, the booker calls the clinic or confirms earlier ones.
        const held = await tx.publicBooking.countUnconfirmedOnline(clinic.id, date);
        if (held >= rules.maxUnconfirmedOnlinePerDay) {
          throw new TooManyRequestsError('errors.unconfirmedOnlineCapReached');
        }
        const inserted = await tx.reservations.insertReservation(
          clinic.id,
          {
            practitionerId: booking.doctorId,
            serviceId: booking.serviceId,
            reservationDate: date,
            startTime: span.start,
            endTime: span.end,
            startsAt: clinicInstant(date, span.start, CLINIC_UTC_OFFSET),
            endsAt: clinicInstant(date, span.end, CLINIC_UTC_OFFSET),
            durationVisit: selectionMinutes(booking.timeVisit),
            // Numbered once the slot is ours (below, numberInQueue: the lock order).
            sequenceNumber: 0,
            status: 'BOOKED',
            source: 'ONLINE',
            patientId: null,
            userName: booking.name,
            userEmail: booking.email,
            userPhoneNumber: booking.phoneNumber,
            userDateOfBirth: booking.dateOfBirth,
            userGender: booking.gender,
            userIdentityType: booking.identificationType,
            userIdentityNumber: booking.identificationNumber,
            locale: booking.locale,
          },
          null,
          at,
        );
        // The database decides overlap, also between two bookings of the same millisecond.
        if (inserted === 'slot-taken') throw new ConflictError('errors.slotTaken', {}, 'timeVisit');
        await numberInQueue(tx, clinic.id, inserted, date, null);
        await tx.publicBooking.recordBookingFrom(address, booking.email, at, HOUR_MS);
        return inserted.id;
      });
      const record = await store.findReservation(reservationId);
      if (!record) throw new Error(`reservation ${reservationId} vanished after its insert`);
      const view = reservationView(record);
      await notices.booked(record, rules.unconfirmedHoldMinutes);
      return view;
    },

    async reservation(id: string, token: string): Promise<PublicReservation> {
      return reservationView(await signedReservation(id, token));
    },

    async calendarFile(id: string, token: string): Promise<string> {
      const record = await signedReservation(id, token);
      return linksOf(record).calendar();
    },

    /**
     * The mail's confirm link: the booker owns the address, so the booking stops being a hold.
     * Opening it again answers the same; a link whose booking was cancelled or ran out says so.
     * A token that is not the mail's (the answer's, a forged one) is a bad link: 400.
     */
    async confirm(id: string, token: string): Promise<PublicReservation> {
      if (!tokens.verifyConfirmation(id, token)) {
        throw new ValidationError('errors.confirmLinkInvalid', {}, 'token');
      }
      const record = await store.findReservation(id);
      if (!record) throw new NotFoundError('errors.reservationNotFound');
      if (record.confirmedAt === null && record.status === 'BOOKED') {
        await store.confirmBookedReservation(record.id, now());
      }
      const current = (await store.findReservation(record.id)) ?? record;
      if (current.status === 'CANCELLED') {
        throw new ConflictError(
          current.expiredAt === null
            ? 'errors.reservationCancelledNotConfirmable'
            : 'errors.reservationHoldExpired',
        );
      }
      return reservationView(current);
    },

    /** Cancels while BOOKED, not started and not yet begun: the slot is free again. */
    async cancel(id: string, token: string): Promise<PublicReservation> {
      const record = await signedReservation(id, token);
      const at = now();
      const cancellable =
        record.status === 'BOOKED' &&
        record.startsAt.getTime() > at.getTime() &&
        (await store.cancelBookedReservation(record.id, at));
      if (!cancellable) throw new ConflictError('errors.reservationNotCancellable');
      await notices.cancelled(record.id, 'patient');
      return reservationView((await store.findReservation(record.id)) ?? record);
    },

    /**
     * The patient moves their booking from the mail's link to another time with the same
     * practitioner and length (docs/decisions/0062-patient-reschedules-online.md): only while it
     * is BOOKED and before the clinic's cutoff, onto a time a new online booking could take; the
     * move itself is the clinic's (docs/decisions/0050-rescheduling.md), and the patient is mailed
     * the new time with the calendar entry that replaces theirs.
     */
    async reschedule(id: string, request: PatientReschedule): Promise<PublicReservation> {
      const record = await signedReservation(id, request.token);
      const at = now();
      const moved = await repositories.transaction(async (tx) => {
        const reservation = await tx.reservations.lockReservation(record.businessId, record.id);
        if (!reservation || !movableByPatient(reservation)) {
          throw new ConflictError('errors.patientRescheduleNotBooked');
        }
        const refusal = patientRescheduleRefusal(record, reservation.startsAt, at);
        if (refusal) throw refusal;
        if (selectionMinutes(request.timeVisit) !== reservation.durationVisit) {
          throw new ValidationError(
            'errors.patientRescheduleLength',
            { minutes: reservation.durationVisit },
            'timeVisit',
          );
        }
        return moveBookedReservation(tx, {
          businessId: reservation.businessId,
          reservation,
          practitionerId: reservation.practitionerId,
          dateVisit: request.dateVisit,
          timeVisit: request.timeVisit,
          by: null,
          now: at,
        });
      });
      if (moved) {
        await notices.rescheduled(moved.to.id, {
          date: moved.from.reservationDate,
          start: moved.from.startTime,
          end: moved.from.endTime,
        });
      }
      return reservationView((await store.findReservation(record.id)) ?? record);
    },
  };
}
export type PublicBookingService = ReturnType<typeof createPublicBookingService>;
