import { PRACTITIONER_ROLES } from '@praktik/domain/access/roles';
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Booking } from '@praktik/domain/slots/available-slots';
import type { DoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import {
  DEFAULT_SCHEDULE_DURATION,
  type VisitDuration,
} from '@praktik/domain/slots/visit-durations';
import type { Weekday } from '@praktik/domain/slots/weekdays';
import type { Database } from '../../db/client';
import { weekOfPractitioner } from '../../db/joins';
import { prepareFlatSelect } from '../../db/prepared-rows';
import { practitionerSchedules, reservations, users } from '../../db/schema/index';
import type { StoredScheduleDay } from '../../db/schema/schedules';
import { isUuid } from '../../shared/uuid';

/** A reservation's time on one of the clinic's dates ('YYYY-MM-DD'), with its status. */
export interface BookedRange extends Booking {
  date: string;
}

function scheduleOfRow(
  row: Pick<typeof practitionerSchedules.$inferSelect, 'durationVisit' | 'weekendMode' | 'days'>,
): DoctorSchedule {
  return {
    // Written only from a schedule the domain's schema validated.
    duration_visit: row.durationVisit as VisitDuration,
    weekend_mode: row.weekendMode,
    doctor_schedule: row.days.map((day) => ({ ...day, day: day.day as Weekday })),
  };
}

/** What a practitioner's slots are computed from: their week and their booked time. */
export interface SlotsBasis {
  /** Null when the practitioner never saved a week (`emptyDoctorSchedule`). */
  schedule: DoctorSchedule | null;
  booked: BookedRange[];
}

/**
 * The selected practitioner's reservations from `fromDate` to `toDate` (values or placeholders),
 * cancelled ones included (the domain frees their time), by date and start, as one JSON value
 * built by PostgreSQL.
 */
function bookedRangesJson(fromDate: unknown, toDate: unknown) {
  return sql<BookedRange[]>`(
  select coalesce(json_agg(json_build_object(
      'date', ${reservations.reservationDate},
      'start', ${reservations.startTime},
      'end', ${reservations.endTime},
      'status', ${reservations.status}
    ) order by ${reservations.reservationDate}, ${reservations.startTime}), '[]'::json)
  from ${reservations}
  where ${reservations.businessId} = ${users.businessId}
    and ${reservations.practitionerId} = ${users.id}
    and ${reservations.reservationDate} between ${fromDate} and ${toDate}
)`;
}

const slotsBasisSelection = {
  durationVisit: practitionerSchedules.durationVisit,
  weekendMode: practitionerSchedules.weekendMode,
  days: practitionerSchedules.days,
  booked: bookedRangesJson(sql.placeholder('fromDate'), sql.placeholder('toDate')),
};

/** An active practitioner with their week (null: never saved) and booked time. */
export interface PractitionerSlotsBasis extends SlotsBasis {
  id: string;
  name: string;
}

interface SlotsBasisRow {
  durationVisit: number | null;
  weekendMode: boolean | null;
  days: StoredScheduleDay[] | null;
  booked: BookedRange[];
}

export function createScheduleRepository(db: Database) {
  // A slot list is one statement: the practitioner, their week and their booked time together
  // (in bench/api's slot target, three round trips and Drizzle's query building were most of its
  // cost).
  const slotsBasisQuery = prepareFlatSelect<SlotsBasisRow>(
    db,
    'schedules_slots_basis',
    slotsBasisSelection,
    (select) =>
      select(slotsBasisSelection)
        .from(users)
        .leftJoin(practitionerSchedules, weekOfPractitioner)
        .where(
          and(
            eq(users.businessId, sql.placeholder('businessId')),
            eq(users.id, sql.placeholder('practitionerId')),
            inArray(users.role, [...PRACTITIONER_ROLES]),
          ),
        )
        .limit(1),
  );

  return {
    /** A practitioner's weekly schedule in the clinic; null when none was ever saved. */
    async findSchedule(businessId: string, practitionerId: string): Promise<DoctorSchedule | null> {
      const [row] = await db
        .select()
        .from(practitionerSchedules)
        .where(
          and(
            eq(practitionerSchedules.businessId, businessId),
            eq(practitionerSchedules.userId, practitionerId),
          ),
        )
        .limit(1);
      return row ? scheduleOfRow(row) : null;
    },

    /** Replaces the practitioner's whole week (one row per practitioner). */
    async saveSchedule(
      businessId: string,
      practitionerId: string,
      schedule: DoctorSchedule,
      by: string | null,
    ): Promise<DoctorSchedule> {
      const values = {
        durationVisit: schedule.duration_visit,
        weekendMode: schedule.weekend_mode,
        days: schedule.doctor_schedule,
        updatedBy: by,
      };
      const [row] = await db
        .insert(practitionerSchedules)
        .values({ userId: practitionerId, businessId, ...values, createdBy: by })
        .onConflictDoUpdate({ target: practitionerSchedules.userId, set: values })
        .returning();
      if (!row) throw new Error('practitioner_schedules upsert returned no row');
      return scheduleOfRow(row);
    },

    /** Every saved schedule of the clinic's practitioners, by practitioner id. */
    async listSchedules(businessId: string): Promise<Map<string, DoctorSchedule>> {
      const rows = await db
        .select()
        .from(practitionerSchedules)
        .where(eq(practitionerSchedules.businessId, businessId));
      return new Map(rows.map((row) => [row.userId, scheduleOfRow(row)]));
    },

    /**
     * A doctor's or beautician's week and booked time from `fromDate` to `toDate` (both
     * 'YYYY-MM-DD', the clinic's dates) in the clinic, deactivated or not; null for anyone else.
     */
    async findSlotsBasis(
      businessId: string,
      practitionerId: string,
      fromDate: string,
      toDate: string,
    ): Promise<SlotsBasis | null> {
      if (!isUuid(practitionerId)) return null;
      const [row] = await slotsBasisQuery.execute({ businessId, practitionerId, fromDate, toDate });
      if (!row) return null;
      const schedule =
        row.days === null
          ? null
          : scheduleOfRow({
              durationVisit: row.durationVisit ?? DEFAULT_SCHEDULE_DURATION,
              weekendMode: row.weekendMode ?? false,
              days: row.days,
            });
      return { schedule, booked: row.booked };
    },

    /**
     * The clinic's active doctors and beauticians (or only `practitionerId`, when active), each
     * with their week and booked time from `fromDate` to `toDate` (the clinic's dates), in the
     * timetable's order: by name, then id. One statement, as for one practitioner's slots.
     */
    async activePractitionerSlotsBases(
      businessId: string,
      practitionerId: string | null,
      fromDate: string,
      toDate: string,
    ): Promise<PractitionerSlotsBasis[]> {
      if (practitionerId !== null && !isUuid(practitionerId)) return [];
      const rows = await db
        .select({
          id: users.id,
          name: users.firstName,
          ...slotsBasisSelection,
          booked: bookedRangesJson(fromDate, toDate),
        })
        .from(users)
        .leftJoin(practitionerSchedules, weekOfPractitioner)
        .where(
          and(
            eq(users.businessId, businessId),
            inArray(users.role, [...PRACTITIONER_ROLES]),
            isNull(users.deactivatedAt),
            practitionerId === null ? undefined : eq(users.id, practitionerId),
          ),
        )
        .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        schedule:
          row.days === null
            ? null
            : scheduleOfRow({
                durationVisit: row.durationVisit ?? DEFAULT_SCHEDULE_DURATION,
                weekendMode: row.weekendMode ?? false,
                days: row.days,
              }),
        booked: row.booked,
      }));
    },

    /**
     * The practitioner's booked time from `fromDate` to `toDate` (both 'YYYY-MM-DD', the clinic's
     * dates): their reservations, cancelled ones included (the domain frees their time).
     */
    async bookedRanges(
      businessId: string,
      practitionerId: string,
      fromDate: string,
      toDate: string,
    ): Promise<BookedRange[]> {
      return db
        .select({
          date: reservations.reservationDate,
          start: reservations.startTime,
          end: reservations.endTime,
          status: reservations.status,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.businessId, businessId),
            eq(reservations.practitionerId, practitionerId),
            between(reservations.reservationDate, fromDate, toDate),
          ),
        )
        .orderBy(asc(reservations.reservationDate), asc(reservations.startTime));
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
