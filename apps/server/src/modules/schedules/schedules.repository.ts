import { and, asc, between, eq } from 'drizzle-orm';
import type { Booking } from '@praktik/domain/slots/available-slots';
import type { DoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import type { VisitDuration } from '@praktik/domain/slots/visit-durations';
import type { Weekday } from '@praktik/domain/slots/weekdays';
import type { Database } from '../../db/client';
import { practitionerSchedules, reservations } from '../../db/schema/index';

/** A reservation's time on one of the clinic's dates ('YYYY-MM-DD'), with its status. */
export interface BookedRange extends Booking {
  date: string;
}

function scheduleOfRow(row: typeof practitionerSchedules.$inferSelect): DoctorSchedule {
  return {
    // Written only from a schedule the domain's schema validated.
    duration_visit: row.durationVisit as VisitDuration,
    weekend_mode: row.weekendMode,
    doctor_schedule: row.days.map((day) => ({ ...day, day: day.day as Weekday })),
  };
}

export function createScheduleRepository(db: Database) {
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

    /**
     * The practitioner's booked time from `fromDate` to `toDate` (both 'YYYY-MM-DD', the clinic's
     * dates), cancelled reservations included (the domain frees their time).
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
