import {
  DEFAULT_UTC_OFFSET_HOURS,
  localDateAt,
  localDayBounds,
} from '@praktik/domain/dates/utc-offset';
import {
  doctorScheduleSchema,
  type DoctorScheduleInput,
} from '@praktik/domain/slots/doctor-schedule.schema';
import { minutesToTime, timeToMinutes } from '@praktik/domain/slots/time-of-day';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { ReservationRow } from '../../modules/reservations/reservations.repository';
import type { Repositories } from '../repositories';
import { DEMO_SCHEDULES } from './demo-schedules';

/** The busy week around today: from this many days back to this many days ahead. */
export const DEMO_RESERVATION_DAYS = { back: 3, ahead: 4 } as const;
/** About this many reservations on each of a practitioner's working days. */
const PER_WORKING_DAY = 7;
/** A visit runs over its slot by up to this much before the demo counts it as seen. */
const STILL_SEEN_AFTER_MS = 30 * 60_000;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface DemoReservationPatient {
  id: string;
  name: string;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  gender: 'MALE' | 'FEMALE' | null;
}

export interface DemoReservationPractitioner {
  id: string;
  email: string;
}

/** A planned reservation; `visit` is the visit it started (ACTIVE, WAITING_PAYMENT, DONE). */
export interface DemoReservation extends Pick<
  ReservationRow,
  | 'practitionerId'
  | 'patientId'
  | 'serviceId'
  | 'status'
  | 'source'
  | 'reservationDate'
  | 'startTime'
  | 'endTime'
  | 'startsAt'
  | 'endsAt'
  | 'durationVisit'
  | 'userName'
  | 'userEmail'
  | 'userPhoneNumber'
  | 'userDateOfBirth'
  | 'userGender'
  | 'noShowAt'
  | 'cancelledAt'
> {
  visit: { startedAt: Date; endedAt: Date | null } | null;
}

/**
 * The one online booker: a stranger to the clinic, so only the `user_*` details she typed; her
 * address is on example.com, which delivers nowhere, so the reminder job may mail it safely.
 */
const ONLINE_BOOKER = {
  userName: 'Rina Kusumawati',
  userEmail: 'rina.kusumawati@example.com',
  userPhoneNumber: '081298765432',
  userDateOfBirth: '1994-07-12',
  userGender: 'FEMALE',
} as const;

export interface DemoReservationPlanInput {
  practitioners: readonly DemoReservationPractitioner[];
  /** Patients free to book: none with an ACTIVE visit already (one per patient). */
  patients: readonly DemoReservationPatient[];
  /** The services the clinic offers, handed out in turn as a booking names one. */
  serviceIds?: readonly string[];
  now: Date;
  offsetHours?: number;
  schedules?: Readonly<Record<string, DoctorScheduleInput>>;
}

interface Slot {
  date: string;
  start: number;
  startsAt: number;
  duration: number;
}

/** Every few slots of a practitioner's enabled spans on the days they work, in time order. */
function workingSlots(
  week: DoctorScheduleInput,
  todayStartMs: number,
  offsetHours: number,
): Slot[] {
  const schedule = doctorScheduleSchema.parse(week);
  const duration = schedule.duration_visit;
  const slots: Slot[] = [];
  for (let shift = -DEMO_RESERVATION_DAYS.back; shift <= DEMO_RESERVATION_DAYS.ahead; shift++) {
    const date = localDateAt(new Date(todayStartMs + shift * DAY_MS).toISOString(), offsetHours);
    // The schedule counts days from Sunday = 1.
    const day = new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
    const entry = schedule.doctor_schedule.find((candidate) => candidate.day === day);
    if (!entry?.isActive) continue;
    const starts = entry.slots
      .filter((span) => span.enabled)
      .flatMap((span) => {
        const from = timeToMinutes(span.from) ?? 0;
        const to = timeToMinutes(span.to) ?? 0;
        return Array.from(
          { length: Math.floor((to - from) / duration) },
          (_, i) => from + i * duration,
        );
      });
    // Spread out over the day, with free slots between them to book into.
    const stride = Math.max(2, Math.floor(starts.length / PER_WORKING_DAY));
    const dayStartMs = new Date(localDayBounds(date, offsetHours).start).getTime();
    for (const start of starts.filter((_, index) => index % stride === 0)) {
      slots.push({ date, start, startsAt: dayStartMs + start * MINUTE_MS, duration });
    }
  }
  return slots;
}

/**
 * Each practitioner's busy week: the slot started most recently is ACTIVE (being seen now) when
 * it is today's and not long past, the earlier ones a CANCELLED one, a no-show (BOOKED, `no_show_at` set) and the rest DONE or
 * WAITING_PAYMENT; later slots are BOOKED, one of them an ONLINE booking without a patient.
 * Patients are handed out in turn, so none has two reservations (nor two ACTIVE visits).
 */
export function planDemoReservations({
  practitioners,
  patients,
  serviceIds = [],
  now,
  offsetHours = DEFAULT_UTC_OFFSET_HOURS,
  schedules = DEMO_SCHEDULES,
}: DemoReservationPlanInput): DemoReservation[] {
  if (patients.length === 0) return [];
  const today = localDateAt(now.toISOString(), offsetHours);
  const todayStartMs = new Date(localDayBounds(today, offsetHours).start).getTime();
  let nextPatient = 0;
  let nextService = 0;
  const plan: DemoReservation[] = [];

  for (const practitioner of practitioners) {
    const schedule = schedules[practitioner.email];
    if (!schedule) continue;
    const slots = workingSlots(schedule, todayStartMs, offsetHours);
    const started = slots.filter((slot) => slot.startsAt <= now.getTime());
    const ahead = slots.slice(started.length);

    const reservationOf = (slot: Slot, status: VisitStatus): DemoReservation => {
      const patient = patients[nextPatient++ % patients.length]!;
      const endsAt = slot.startsAt + slot.duration * MINUTE_MS;
      return {
        practitionerId: practitioner.id,
        patientId: patient.id,
        serviceId: serviceIds[nextService++ % serviceIds.length] ?? null,
        status,
        source: 'CLINIC',
        reservationDate: slot.date,
        startTime: minutesToTime(slot.start),
        endTime: minutesToTime(slot.start + slot.duration),
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(endsAt),
        durationVisit: slot.duration,
        userName: patient.name,
        // Never the demo patients' made-up gmail.com addresses: the reminder job mails `user_email`.
        userEmail: null,
        userPhoneNumber: patient.phoneNumber,
        userDateOfBirth: patient.dateOfBirth,
        userGender: patient.gender,
        noShowAt: null,
        cancelledAt: null,
        visit:
          status === 'ACTIVE' || status === 'DONE' || status === 'WAITING_PAYMENT'
            ? {
                startedAt: new Date(slot.startsAt),
                endedAt: status === 'ACTIVE' ? null : new Date(endsAt),
              }
            : null,
      };
    };

    // The latest started slot is being seen while the practitioner's working day lasts (their
    // last slot's end, with a visit's overrun): on a day off, before their first slot of the
    // day or after their last, everyone has been seen.
    const latest = started.at(-1);
    const lastToday = slots.filter((slot) => slot.date === today).at(-1);
    const beingSeen =
      latest?.date === today &&
      lastToday !== undefined &&
      now.getTime() < lastToday.startsAt + lastToday.duration * MINUTE_MS + STILL_SEEN_AFTER_MS;
    started.forEach((slot, index) => {
      if (index === started.length - 1 && beingSeen) {
        plan.push(reservationOf(slot, 'ACTIVE'));
      } else if (index === 0) {
        plan.push({
          ...reservationOf(slot, 'CANCELLED'),
          cancelledAt: new Date(slot.startsAt - DAY_MS),
        });
      } else if (index === 1) {
        // Marked as the no-show job would have marked it, once its time had passed.
        plan.push({
          ...reservationOf(slot, 'BOOKED'),
          noShowAt: new Date(slot.startsAt + slot.duration * MINUTE_MS),
        });
      } else {
        plan.push(reservationOf(slot, index % 3 === 0 ? 'WAITING_PAYMENT' : 'DONE'));
      }
    });
    ahead.forEach((slot, index) => {
      const booked = reservationOf(slot, 'BOOKED');
      plan.push(
        index === 1 ? { ...booked, ...ONLINE_BOOKER, patientId: null, source: 'ONLINE' } : booked,
      );
    });
  }
  return plan;
}

/**
 * The demo clinic's busy week of reservations (see `planDemoReservations`), after its visits:
 * each takes the day's next queue number, so it follows the visits already there, and a started
 * one gets its visit with the same number, linked both ways. A clinic that already has
 * reservations on the week's first day is left as it is.
 */
export async function seedDemoReservations(
  repositories: Repositories,
  clinic: {
    businessId: string;
    members: readonly DemoReservationPractitioner[];
    now: Date;
  },
): Promise<void> {
  const { businessId, now } = clinic;
  const { rows } = await repositories.patients.listPatients(businessId, {
    filter: {},
    sort: { key: 'medicalRecordNumber', direction: 'asc' },
    page: 0,
    size: 100_000,
  });
  // Every booking names a service the clinic offers, as the add dialog and the public page ask.
  const offered = (await repositories.businesses.findBusiness(businessId))?.services ?? [];
  const plan = planDemoReservations({
    practitioners: clinic.members,
    patients: rows.filter((row) => row.activeVisitId === null),
    serviceIds: offered.map((service) => service.id),
    now,
  });
  const firstDay = plan.reduce<string | null>(
    (first, item) =>
      first === null || item.reservationDate < first ? item.reservationDate : first,
    null,
  );
  if (
    firstDay === null ||
    (await repositories.reservations.listDay(businessId, firstDay)).length > 0
  ) {
    return;
  }
  for (const { visit, ...values } of plan) {
    const sequenceNumber = await repositories.visits.nextSequenceNumber(
      businessId,
      values.reservationDate,
      values.practitionerId,
      null,
    );
    const reservation = await repositories.reservations.insertReservation(
      businessId,
      { ...values, sequenceNumber, locale: 'id', isPatientNew: false },
      null,
    );
    if (reservation === 'slot-taken') {
      throw new Error(`seed: demo reservations overlap at ${values.startsAt.toISOString()}`);
    }
    if (!visit || !values.patientId) continue;
    const [visitId] = await repositories.visits.insertVisits(
      businessId,
      [
        {
          patientId: values.patientId,
          practitionerId: values.practitionerId,
          status: values.status,
          visitDate: values.reservationDate,
          sequenceNumber,
          startedAt: visit.startedAt,
          endedAt: visit.endedAt,
          bookingId: reservation.id,
        },
      ],
      null,
    );
    await repositories.reservations.updateReservation(
      businessId,
      reservation.id,
      { visitId },
      null,
    );
  }
}
