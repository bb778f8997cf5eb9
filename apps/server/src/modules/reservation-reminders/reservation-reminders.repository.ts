import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, patients, reservations, services, users } from '../../db/schema/index';

/** A BOOKED reservation as its reminder needs it: who, with whom, when, and how to reach them. */
export interface ReminderRecord {
  reservationId: string;
  businessId: string;
  clinicName: string;
  /** The clinic's address and contact, which the reminder mail prints (and replies go to). */
  clinicAddress: string;
  clinicEmail: string | null;
  clinicPhoneNumber: string | null;
  doctorName: string;
  serviceName: string | null;
  /** The patient's name, or the online booker's until a patient is chosen. */
  patientName: string;
  phoneNumber: string | null;
  email: string | null;
  reservationDate: string;
  startTime: string;
  endTime: string;
  locale: string;
  /** The patient confirmed (an online booking's link) or the clinic booked it. */
  confirmed: boolean;
  startsAt: Date;
  /** The clinic's hours before a visit its patient may still move it online; null: never. */
  patientRescheduleCutoffHours: number | null;
}

export function createReservationReminderRepository(db: Database) {
  const select = () =>
    db
      .select({
        reservationId: reservations.id,
        businessId: reservations.businessId,
        clinicName: businesses.name,
        clinicAddress: businesses.address,
        clinicEmail: businesses.email,
        clinicPhoneNumber: businesses.phoneNumber,
        doctorName: users.firstName,
        serviceName: services.name,
        patientName: sql<string>`coalesce(${patients.name}, ${reservations.userName})`,
        phoneNumber: sql<
          string | null
        >`coalesce(${patients.phoneNumber}, ${reservations.userPhoneNumber})`,
        email: reservations.userEmail,
        reservationDate: reservations.reservationDate,
        startTime: reservations.startTime,
        endTime: reservations.endTime,
        locale: reservations.locale,
        confirmed: sql<boolean>`(${reservations.confirmedAt} is not null or ${reservations.source} = 'CLINIC')`,
        startsAt: reservations.startsAt,
        patientRescheduleCutoffHours: businesses.patientRescheduleCutoffHours,
      })
      .from(reservations)
      .innerJoin(businesses, eq(businesses.id, reservations.businessId))
      .innerJoin(users, eq(users.id, reservations.practitionerId))
      .leftJoin(patients, eq(patients.id, reservations.patientId))
      .leftJoin(services, eq(services.id, reservations.serviceId));

  return {
    /** A clinic's BOOKED reservations of one day, in time order. */
    bookedOn(businessId: string, date: string): Promise<ReminderRecord[]> {
      return select()
        .where(
          and(
            eq(reservations.businessId, businessId),
            eq(reservations.reservationDate, date),
            eq(reservations.status, 'BOOKED'),
          ),
        )
        .orderBy(asc(reservations.startTime), asc(users.firstName));
    },

    /** Every clinic's BOOKED reservations of one day with an e-mail and no reminder sent yet. */
    dueMailReminders(date: string): Promise<ReminderRecord[]> {
      return select()
        .where(
          and(
            eq(reservations.reservationDate, date),
            eq(reservations.status, 'BOOKED'),
            isNotNull(reservations.userEmail),
            isNull(reservations.reminderSentAt),
          ),
        )
        .orderBy(asc(reservations.startsAt));
    },

    /**
     * Claims one reservation's reminder (sets reminder_sent_at unless already set): true for the
     * one caller that claimed it, so two instances never send the same reminder twice.
     */
    async claimReminder(reservationId: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(reservations)
        .set({ reminderSentAt: at })
        .where(and(eq(reservations.id, reservationId), isNull(reservations.reminderSentAt)))
        .returning({ id: reservations.id });
      return claimed.length === 1;
    },

    /** Gives a claim back when the mail could not be sent, so the next run tries again. */
    async releaseReminder(reservationId: string): Promise<void> {
      await db
        .update(reservations)
        .set({ reminderSentAt: null })
        .where(eq(reservations.id, reservationId));
    },
  };
}
export type ReservationReminderRepository = ReturnType<typeof createReservationReminderRepository>;
