import { PRACTITIONER_ROLES, type PractitionerRole } from '@praktik/domain/access/roles';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { weekOfPractitioner } from '../../db/joins';
import { preparedPerShape } from '../../db/prepared-per-shape';
import { prepareFlatSelect } from '../../db/prepared-rows';
import { isDeadlock, isExclusionViolation } from '../../db/unique-violation';
import {
  businesses,
  businessServices,
  practitionerSchedules,
  reservations,
  services,
  timetableClinicVersions,
  timetableDayVersions,
  users,
} from '../../db/schema/index';
import type { StoredScheduleDay } from '../../db/schema/schedules';
import { raisedCalendarSequence } from '../../db/calendar-sequence';
import { isUuid } from '../../shared/uuid';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationStatusValue = ReservationRow['status'];

/** The database's guard against double booking (migration 0005). */
export const NO_OVERLAP_CONSTRAINT = 'reservations_no_overlap';

/**
 * Bookings of one practitioner take turns from here to their transaction's commit. The exclusion
 * constraint still decides; without the turns, concurrent inserts of overlapping time wait on
 * each other's rows and PostgreSQL breaks the cycle only after deadlock_timeout (1 s), long
 * enough for a burst of bookings to exhaust the pool. (The two-key form keeps these locks apart
 * from any single-key advisory lock.) `insertReservation` calls it first.
 */
async function takeBookingTurn(db: Database, practitionerId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${NO_OVERLAP_CONSTRAINT}), hashtext(${practitionerId}))`,
  );
}

/** What a new reservation writes (the service has decided everything). */
export type NewReservationValues = Omit<
  typeof reservations.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

/** The columns a change may set; absent keys stay as they are. */
export type ReservationChange = Partial<
  Pick<
    ReservationRow,
    | 'status'
    | 'sequenceNumber'
    | 'patientId'
    | 'locationId'
    | 'visitId'
    | 'cancelledAt'
    | 'transferredToBookingId'
    | 'isPatientNew'
    | 'userName'
    | 'userEmail'
    | 'userPhoneNumber'
    | 'userDateOfBirth'
    | 'userGender'
    | 'userIdentityType'
    | 'userIdentityNumber'
  >
>;

/** Where and when a reservation is: what a reschedule changes. */
export type ReservationSpan = Pick<
  ReservationRow,
  | 'practitionerId'
  | 'reservationDate'
  | 'startTime'
  | 'endTime'
  | 'startsAt'
  | 'endsAt'
  | 'durationVisit'
  | 'sequenceNumber'
>;

/** A reservation with the names the detail shows. */
export interface ReservationWithNames {
  reservation: ReservationRow;
  practitionerName: string;
  serviceName: string | null;
}

/** A reservation on the timetable: the columns a row of the grid shows. */
export interface TimetableReservationRow {
  id: string;
  practitionerId: string;
  startTime: string;
  endTime: string;
  patientId: string | null;
  userName: string;
  sequenceNumber: number;
  status: ReservationStatusValue;
  noShowAt: Date | null;
  source: ReservationRow['source'];
}

/** A reservation of the timetable, as the contract's `TimetableRowView` names its members. */
export interface TimetableReservation {
  id: string;
  availability_start: string;
  availability_end: string;
  patientId: string | null;
  name: string;
  noSequence: number;
  status: ReservationStatusValue;
  noShow: boolean;
  source: ReservationRow['source'];
  /** An online booking its booker has not confirmed yet, still holding its slot. */
  unconfirmed: boolean;
  /** The service booked; the app names it from the services list. */
  serviceId: string | null;
}

/** Where a transfer moved a reservation's patient: the next reservation and its practitioner. */
export interface TransferredTo {
  bookingId: string;
  doctorId: string;
  doctorName: string;
}

/** An active practitioner of the clinic with their saved week (null: none). */
export interface TimetablePractitionerRow {
  id: string;
  name: string;
  role: PractitionerRole;
  durationVisit: number | null;
  weekendMode: boolean | null;
  days: StoredScheduleDay[] | null;
}

/** A timetable reservation with the practitioner whose row it is on. */
export interface TimetableReservationOf extends TimetableReservation {
  practitionerId: string;
  /** Set on a reservation a transfer moved the patient from (the three together). */
  transferredToBookingId: string | null;
  transferredToDoctorId: string | null;
  transferredToDoctorName: string | null;
}

/** A timetable reservation with its date ('YYYY-MM-DD'), for a practitioner's week. */
export interface WeekReservationOf extends TimetableReservationOf {
  date: string;
}

/** One practitioner's week: their row (null: not an active practitioner of the clinic). */
export interface PractitionerWeek {
  practitioner: TimetablePractitionerRow | null;
  reservations: WeekReservationOf[];
}

/** The timetable of a date: the practitioners' rows and the reservations on them. */
export interface TimetableOfDay {
  practitioners: TimetablePractitionerRow[];
  reservations: TimetableReservationOf[];
}

const practitionerWeekSelection = {
  id: users.id,
  name: users.firstName,
  role: users.role,
  durationVisit: practitionerSchedules.durationVisit,
  weekendMode: practitionerSchedules.weekendMode,
  days: practitionerSchedules.days,
};

/** The columns of `TimetableReservationOf`, already under the contract's member names. */
const dayReservationSelection = {
  id: reservations.id,
  practitionerId: reservations.practitionerId,
  availability_start: reservations.startTime,
  availability_end: reservations.endTime,
  patientId: reservations.patientId,
  name: reservations.userName,
  noSequence: reservations.sequenceNumber,
  status: reservations.status,
  noShow: sql<boolean>`${reservations.noShowAt} is not null`,
  source: reservations.source,
  // The domain's isUnconfirmedOnlineBooking, as SQL.
  unconfirmed: sql<boolean>`(${reservations.source} = 'ONLINE' and ${reservations.confirmedAt} is null and ${reservations.status} = 'BOOKED')`,
  // The id, not the name: a column of the row itself, so the cached answer stays right (its
  // change counters watch reservations and practitioners only) and the query gains no join.
  serviceId: reservations.serviceId,
  transferredToBookingId: reservations.transferredToBookingId,
  // Looked up only for the few moved reservations of a day, by primary keys. Written out whole:
  // in a one-table select Drizzle leaves columns unqualified, and inside the subquery an
  // unqualified column would name the next reservation's.
  transferredToDoctorId: sql<
    string | null
  >`(case when "reservations"."transferred_to_booking_id" is null then null else (select "next_reservation"."practitioner_id" from "reservations" as "next_reservation" where "next_reservation"."id" = "reservations"."transferred_to_booking_id") end)`,
  transferredToDoctorName: sql<
    string | null
  >`(case when "reservations"."transferred_to_booking_id" is null then null else (select "next_practitioner"."first_name" from "reservations" as "next_reservation" join "users" as "next_practitioner" on "next_practitioner"."id" = "next_reservation"."practitioner_id" where "next_reservation"."id" = "reservations"."transferred_to_booking_id") end)`,
};

/**
 * The change counters of a clinic's day (migration 0007's triggers; a counter never written reads
 * 0), as one text: equal texts mean no write that alters the day's timetable came between them.
 */
const timetableVersionSelection = {
  version: sql<string>`coalesce((select ${timetableClinicVersions.version} from ${timetableClinicVersions}
      where ${timetableClinicVersions.businessId} = ${businesses.id}), 0)
    || '.' || coalesce((select ${timetableDayVersions.version} from ${timetableDayVersions}
      where ${timetableDayVersions.businessId} = ${businesses.id}
        and ${timetableDayVersions.day} = ${sql.placeholder('date')}::date), 0)`,
};

/** Reservations of a clinic; every read and write names the clinic. */
export function createReservationRepository(db: Database) {
  const withNames = () =>
    db
      .select({
        reservation: reservations,
        practitionerName: users.firstName,
        serviceName: services.name,
      })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.practitionerId))
      .leftJoin(services, eq(services.id, reservations.serviceId));

  // The timetable's two statements, prepared and decoded without Drizzle's per-field mapping:
  // a busy day is 600 reservations a call (bench/api/README.md). Building the
  // rows as JSON in PostgreSQL (json_agg) measured slower: PostgreSQL shares the cores.
  const practitionerWeeksQuery = preparedPerShape(
    (onePractitioner: boolean) => String(onePractitioner),
    (onePractitioner: boolean) =>
      prepareFlatSelect<TimetablePractitionerRow>(
        db,
        onePractitioner ? 'timetable_practitioner' : 'timetable_practitioners',
        practitionerWeekSelection,
        (select) =>
          select(practitionerWeekSelection)
            .from(users)
            .leftJoin(practitionerSchedules, weekOfPractitioner)
            .where(
              and(
                eq(users.businessId, sql.placeholder('businessId')),
                inArray(users.role, [...PRACTITIONER_ROLES]),
                isNull(users.deactivatedAt),
                onePractitioner ? eq(users.id, sql.placeholder('practitionerId')) : undefined,
              ),
            )
            .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id)),
      ),
  );
  const dayReservationsQuery = preparedPerShape(
    (onePractitioner: boolean) => String(onePractitioner),
    (onePractitioner: boolean) =>
      prepareFlatSelect<TimetableReservationOf>(
        db,
        onePractitioner ? 'timetable_reservations_of_one' : 'timetable_reservations',
        dayReservationSelection,
        (select) =>
          select(dayReservationSelection)
            .from(reservations)
            .where(
              and(
                eq(reservations.businessId, sql.placeholder('businessId')),
                eq(reservations.reservationDate, sql.placeholder('date')),
                // The grid never draws a cancelled reservation (`holdsSlot`).
                ne(reservations.status, 'CANCELLED'),
                onePractitioner
                  ? eq(reservations.practitionerId, sql.placeholder('practitionerId'))
                  : undefined,
              ),
            )
            .orderBy(asc(reservations.startTime), asc(reservations.id)),
      ),
  );

  // The week view's reservations: one practitioner's, from Monday to Sunday, in one statement.
  const weekSelection = { ...dayReservationSelection, date: reservations.reservationDate };
  const weekReservationsQuery = prepareFlatSelect<WeekReservationOf>(
    db,
    'week_reservations_of_one',
    weekSelection,
    (select) =>
      select(weekSelection)
        .from(reservations)
        .where(
          and(
            eq(reservations.businessId, sql.placeholder('businessId')),
            eq(reservations.practitionerId, sql.placeholder('practitionerId')),
            gte(reservations.reservationDate, sql.placeholder('from')),
            lte(reservations.reservationDate, sql.placeholder('through')),
            // As on the grid: a cancelled reservation's time is free again.
            ne(reservations.status, 'CANCELLED'),
          ),
        )
        .orderBy(
          asc(reservations.reservationDate),
          asc(reservations.startTime),
          asc(reservations.id),
        ),
  );

  const timetableVersionQuery = prepareFlatSelect<{ version: string }>(
    db,
    'timetable_version',
    timetableVersionSelection,
    (select) =>
      select(timetableVersionSelection)
        .from(businesses)
        .where(eq(businesses.id, sql.placeholder('businessId'))),
  );

  return {
    /**
     * The new reservation; 'slot-taken' when a live one of the practitioner overlaps it. Every
     * insert into `reservations` (the clinic's, the online booking's, the demo seed's) goes
     * through here. Call it inside a transaction: a deadlock victim's transaction is aborted and
     * must roll back. `at` stamps the row with the app's clock instead of the database's (the
     * online booking's per-e-mail limit counts back from it).
     */
    async insertReservation(
      businessId: string,
      values: NewReservationValues,
      by: string | null,
      at?: Date,
    ): Promise<ReservationRow | 'slot-taken'> {
      await takeBookingTurn(db, values.practitionerId);
      try {
        const [row] = await db
          .insert(reservations)
          .values({
            // The clinic's own reservations need no confirming; an online one waits for its link.
            confirmedAt: values.source === 'ONLINE' ? null : (at ?? new Date()),
            ...values,
            businessId,
            createdBy: by,
            updatedBy: by,
            ...(at === undefined ? {} : { createdAt: at, updatedAt: at }),
          })
          .returning();
        if (!row) throw new Error('insert into reservations returned no row');
        return row;
      } catch (error) {
        // A deadlock here is two bookings of overlapping time waiting on each other's row:
        // this one was chosen to give way, so its slot is the other's.
        if (isExclusionViolation(error, NO_OVERLAP_CONSTRAINT) || isDeadlock(error)) {
          return 'slot-taken';
        }
        throw error;
      }
    },

    /**
     * Moves a reservation to another span (and practitioner) in place: the same row, so its id
     * (the calendar event's UID), patient and history stay. The calendar SEQUENCE goes up by one
     * and the reminder is owed again for the new day. 'slot-taken' when a live reservation of the
     * target practitioner overlaps the new span: the exclusion constraint decides, after the
     * same turn an insert takes. Call it inside a transaction.
     */
    async moveReservation(
      businessId: string,
      reservationId: string,
      to: ReservationSpan,
      by: string | null,
    ): Promise<ReservationRow | 'slot-taken'> {
      await takeBookingTurn(db, to.practitionerId);
      try {
        const [row] = await db
          .update(reservations)
          .set({
            ...to,
            calendarSequence: sql`${reservations.calendarSequence} + 1`,
            reminderSentAt: null,
            updatedBy: by,
          })
          .where(and(eq(reservations.businessId, businessId), eq(reservations.id, reservationId)))
          .returning();
        if (!row) throw new Error(`reservation ${reservationId} vanished under its lock`);
        return row;
      } catch (error) {
        if (isExclusionViolation(error, NO_OVERLAP_CONSTRAINT) || isDeadlock(error)) {
          return 'slot-taken';
        }
        throw error;
      }
    },

    async findReservation(
      businessId: string,
      reservationId: string,
    ): Promise<ReservationWithNames | null> {
      if (!isUuid(reservationId)) return null;
      const [row] = await withNames()
        .where(and(eq(reservations.businessId, businessId), eq(reservations.id, reservationId)))
        .limit(1);
      return row ?? null;
    },

    /** The reservation, locked until the transaction ends (a concurrent change waits). */
    async lockReservation(
      businessId: string,
      reservationId: string,
    ): Promise<ReservationRow | null> {
      if (!isUuid(reservationId)) return null;
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.id, reservationId)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /**
     * The ACTIVE reservation of a visit (after a transfer, the latest of its chain), locked; null
     * for a walk-in visit or one whose reservation is no longer ACTIVE.
     */
    async lockReservationOfVisit(
      businessId: string,
      visitId: string,
    ): Promise<ReservationRow | null> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.businessId, businessId),
            eq(reservations.visitId, visitId),
            eq(reservations.status, 'ACTIVE'),
          ),
        )
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async updateReservation(
      businessId: string,
      reservationId: string,
      change: ReservationChange,
      by: string | null,
    ): Promise<ReservationRow | null> {
      const [row] = await db
        .update(reservations)
        .set({
          ...change,
          // A cancel must win over the calendar copy the patient holds: its SEQUENCE rises.
          ...(change.status === 'CANCELLED' ? { calendarSequence: raisedCalendarSequence } : {}),
          updatedBy: by,
        })
        .where(and(eq(reservations.businessId, businessId), eq(reservations.id, reservationId)))
        .returning();
      return row ?? null;
    },

    /** A day's reservations of the clinic (every status), by start; one practitioner's if named. */
    async listDay(
      businessId: string,
      date: string,
      practitionerId?: string,
    ): Promise<TimetableReservationRow[]> {
      return db
        .select({
          id: reservations.id,
          practitionerId: reservations.practitionerId,
          startTime: reservations.startTime,
          endTime: reservations.endTime,
          patientId: reservations.patientId,
          userName: reservations.userName,
          sequenceNumber: reservations.sequenceNumber,
          status: reservations.status,
          noShowAt: reservations.noShowAt,
          source: reservations.source,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.businessId, businessId),
            eq(reservations.reservationDate, date),
            practitionerId ? eq(reservations.practitionerId, practitionerId) : undefined,
          ),
        )
        .orderBy(asc(reservations.startTime), asc(reservations.id));
    },

    /**
     * The timetable of a date: the clinic's active practitioners by name (one if named) with
     * their saved weeks, and the day's reservations that hold their time, by start.
     */
    async timetableOfDay(
      businessId: string,
      date: string,
      practitionerId?: string,
    ): Promise<TimetableOfDay> {
      const one = practitionerId !== undefined;
      if (one && !isUuid(practitionerId)) return { practitioners: [], reservations: [] };
      const values = { businessId, date, practitionerId };
      const [practitioners, dayReservations] = await Promise.all([
        practitionerWeeksQuery(one).execute(values),
        dayReservationsQuery(one).execute(values),
      ]);
      return { practitioners, reservations: dayReservations };
    },

    /**
     * One active practitioner of the clinic with their saved week, and their reservations (any
     * status but CANCELLED) from `from` to `through` ('YYYY-MM-DD', both included).
     */
    async practitionerWeek(
      businessId: string,
      practitionerId: string,
      from: string,
      through: string,
    ): Promise<PractitionerWeek> {
      if (!isUuid(practitionerId)) return { practitioner: null, reservations: [] };
      const values = { businessId, practitionerId, from, through };
      const [[practitioner], weekReservations] = await Promise.all([
        practitionerWeeksQuery(true).execute(values),
        weekReservationsQuery.execute(values),
      ]);
      return { practitioner: practitioner ?? null, reservations: weekReservations };
    },

    /**
     * The version of a clinic's day as the timetable shows it (null: no such clinic). Read it
     * before the day's rows: rows read after it are at least as new as it says.
     */
    async timetableVersion(businessId: string, date: string): Promise<string | null> {
      const [row] = await timetableVersionQuery.execute({ businessId, date });
      return row?.version ?? null;
    },

    /** No-shows in the clinic of a patient, or of an online booker's e-mail while there is none. */
    async countNoShows(
      businessId: string,
      who: { patientId: string | null; email: string | null },
    ): Promise<number> {
      const whose = who.patientId
        ? eq(reservations.patientId, who.patientId)
        : who.email
          ? sql`lower(${reservations.userEmail}) = lower(${who.email})`
          : undefined;
      if (!whose) return 0;
      const [row] = await db
        .select({ total: count() })
        .from(reservations)
        .where(
          and(eq(reservations.businessId, businessId), whose, isNotNull(reservations.noShowAt)),
        );
      return row?.total ?? 0;
    },

    /** Whether the clinic offers the service (the add dialog lists the clinic's services). */
    async clinicOffersService(businessId: string, serviceId: string): Promise<boolean> {
      if (!isUuid(serviceId)) return false;
      const [row] = await db
        .select({ serviceId: businessServices.serviceId })
        .from(businessServices)
        .where(
          and(
            eq(businessServices.businessId, businessId),
            eq(businessServices.serviceId, serviceId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type ReservationRepository = ReturnType<typeof createReservationRepository>;
