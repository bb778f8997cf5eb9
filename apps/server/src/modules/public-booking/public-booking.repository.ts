import { and, asc, count, eq, exists, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { PRACTITIONER_ROLES } from '@praktik/domain/access/roles';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { Database } from '../../db/client';
import {
  bookingAttempts,
  businessServices,
  businesses,
  practitionerSchedules,
  reservations,
  services,
  users,
} from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';
import { raisedCalendarSequence } from '../../db/calendar-sequence';

/** A row the public pages name: a service, a practitioner. */
export interface NamedRecord {
  id: string;
  name: string;
}

/** A published clinic as the public pages show it (pictures as stored: the service makes URLs). */
export interface PublicClinicRecord {
  id: string;
  name: string;
  address: string;
  logo: string | null;
  mainPhoto: string | null;
  primaryColor: string;
  services: NamedRecord[];
}

export interface PublicPractitionerRecord extends NamedRecord {
  role: string;
}

/** An online booking with the names its pages and mail show. */
export interface PublicReservationRecord {
  id: string;
  businessId: string;
  practitionerId: string;
  status: VisitStatus;
  reservationDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  durationVisit: number;
  doctorName: string;
  serviceName: string | null;
  clinic: {
    id: string;
    name: string;
    address: string;
    /** The clinic's contact (its profile): the mails' Reply-To and the number they print. */
    email: string | null;
    phoneNumber: string | null;
  };
  userName: string;
  userEmail: string | null;
  locale: string;
  source: 'CLINIC' | 'ONLINE';
  createdAt: Date;
  confirmedAt: Date | null;
  /** Cancelled by the hold-expiry job: its booker never confirmed it in time. */
  expiredAt: Date | null;
  /** The SEQUENCE of the calendar event the booker holds. */
  calendarSequence: number;
  /** The clinic's hours before a visit its patient may still move it online; null: never. */
  patientRescheduleCutoffHours: number | null;
}

/** The clinic owner's rules for unconfirmed online bookings. */
export interface UnconfirmedHoldRules {
  maxUnconfirmedOnlinePerDay: number;
  unconfirmedHoldMinutes: number | null;
}

const clinicColumns = {
  id: businesses.id,
  name: businesses.name,
  address: businesses.address,
  logo: businesses.logo,
  mainPhoto: businesses.mainPhoto,
  primaryColor: businesses.primaryColor,
};

/**
 * The public booking pages' reads and the online booking's writes. Clinics are read only when
 * published; nothing here takes a token's clinic, so every query names its clinic.
 */
export function createPublicBookingRepository(db: Database) {
  const offersService = (serviceId: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(businessServices)
        .where(
          and(
            eq(businessServices.businessId, businesses.id),
            eq(businessServices.serviceId, serviceId),
          ),
        ),
    );

  async function servicesOf(businessIds: string[]): Promise<Map<string, NamedRecord[]>> {
    const byClinic = new Map<string, NamedRecord[]>(businessIds.map((id) => [id, []]));
    if (businessIds.length === 0) return byClinic;
    const rows = await db
      .select({
        businessId: businessServices.businessId,
        id: services.id,
        name: services.name,
      })
      .from(businessServices)
      .innerJoin(services, eq(services.id, businessServices.serviceId))
      .where(inArray(businessServices.businessId, businessIds))
      .orderBy(asc(services.sortOrder), asc(services.name));
    for (const { businessId, ...service } of rows) byClinic.get(businessId)?.push(service);
    return byClinic;
  }

  return {
    /** The services at least one published clinic offers, in the services list's order. */
    async listOfferedServices(): Promise<NamedRecord[]> {
      return db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(businessServices)
              .innerJoin(businesses, eq(businesses.id, businessServices.businessId))
              .where(
                and(eq(businessServices.serviceId, services.id), eq(businesses.published, true)),
              ),
          ),
        )
        .orderBy(asc(services.sortOrder), asc(services.name));
    },

    /** Published clinics by name, those offering `serviceId` only when it is given; paged. */
    async listPublishedClinics(query: {
      serviceId?: string;
      page: number;
      size: number;
    }): Promise<{ rows: PublicClinicRecord[]; total: number }> {
      if (query.serviceId !== undefined && !isUuid(query.serviceId)) return { rows: [], total: 0 };
      const where = and(
        eq(businesses.published, true),
        query.serviceId === undefined ? undefined : offersService(query.serviceId),
      );
      const [clinics, [counted]] = await Promise.all([
        db
          .select(clinicColumns)
          .from(businesses)
          .where(where)
          .orderBy(asc(businesses.name), asc(businesses.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ total: count() }).from(businesses).where(where),
      ]);
      const offered = await servicesOf(clinics.map((clinic) => clinic.id));
      return {
        rows: clinics.map((clinic) => ({ ...clinic, services: offered.get(clinic.id) ?? [] })),
        total: counted?.total ?? 0,
      };
    },

    /** One published clinic; null when unknown or not published. */
    async findPublishedClinic(businessId: string): Promise<PublicClinicRecord | null> {
      if (!isUuid(businessId)) return null;
      const [clinic] = await db
        .select(clinicColumns)
        .from(businesses)
        .where(and(eq(businesses.id, businessId), eq(businesses.published, true)))
        .limit(1);
      if (!clinic) return null;
      const offered = await servicesOf([clinic.id]);
      return { ...clinic, services: offered.get(clinic.id) ?? [] };
    },

    /** The clinic's active doctors and beauticians who have a weekly schedule, by name. */
    async listBookablePractitioners(businessId: string): Promise<PublicPractitionerRecord[]> {
      const rows = await db
        .select({ id: users.id, name: users.firstName, role: users.role })
        .from(users)
        .innerJoin(practitionerSchedules, eq(practitionerSchedules.userId, users.id))
        .where(
          and(
            eq(users.businessId, businessId),
            inArray(users.role, [...PRACTITIONER_ROLES]),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.id));
      return rows.map((row) => ({ ...row, role: row.role ?? '' }));
    },

    async findReservation(reservationId: string): Promise<PublicReservationRecord | null> {
      if (!isUuid(reservationId)) return null;
      const [row] = await db
        .select({
          id: reservations.id,
          businessId: reservations.businessId,
          practitionerId: reservations.practitionerId,
          status: reservations.status,
          reservationDate: reservations.reservationDate,
          startTime: reservations.startTime,
          endTime: reservations.endTime,
          startsAt: reservations.startsAt,
          endsAt: reservations.endsAt,
          durationVisit: reservations.durationVisit,
          doctorName: users.firstName,
          serviceName: services.name,
          clinic: {
            id: businesses.id,
            name: businesses.name,
            address: businesses.address,
            email: businesses.email,
            phoneNumber: businesses.phoneNumber,
          },
          userName: reservations.userName,
          userEmail: reservations.userEmail,
          locale: reservations.locale,
          source: reservations.source,
          createdAt: reservations.createdAt,
          confirmedAt: reservations.confirmedAt,
          expiredAt: reservations.expiredAt,
          calendarSequence: reservations.calendarSequence,
          patientRescheduleCutoffHours: businesses.patientRescheduleCutoffHours,
        })
        .from(reservations)
        .innerJoin(users, eq(users.id, reservations.practitionerId))
        .innerJoin(businesses, eq(businesses.id, reservations.businessId))
        .leftJoin(services, eq(services.id, reservations.serviceId))
        .where(eq(reservations.id, reservationId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Cancels a reservation that is still BOOKED and has no visit (one statement: a start or
     * another cancel at the same moment finds it changed). False when it was not so.
     */
    async cancelBookedReservation(reservationId: string, at: Date): Promise<boolean> {
      const cancelled = await db
        .update(reservations)
        .set({ status: 'CANCELLED', cancelledAt: at, calendarSequence: raisedCalendarSequence })
        .where(
          and(
            eq(reservations.id, reservationId),
            eq(reservations.status, 'BOOKED'),
            isNull(reservations.visitId),
          ),
        )
        .returning({ id: reservations.id });
      return cancelled.length > 0;
    },

    async unconfirmedHoldRules(businessId: string): Promise<UnconfirmedHoldRules> {
      const [row] = await db
        .select({
          maxUnconfirmedOnlinePerDay: businesses.maxUnconfirmedOnlinePerDay,
          unconfirmedHoldMinutes: businesses.unconfirmedHoldMinutes,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      if (!row) throw new Error(`clinic ${businessId} vanished while booking`);
      return row;
    },

    /**
     * The live unconfirmed online bookings of the clinic's day. Inside a transaction it first
     * takes the day's turn (held to the end), so two bookings of the same moment cannot both
     * see room for one more.
     */
    async countUnconfirmedOnline(businessId: string, date: string): Promise<number> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext('unconfirmed-online'), hashtext(${`${businessId}:${date}`}))`,
      );
      const [row] = await db
        .select({ held: count() })
        .from(reservations)
        .where(
          and(
            eq(reservations.businessId, businessId),
            eq(reservations.reservationDate, date),
            eq(reservations.source, 'ONLINE'),
            eq(reservations.status, 'BOOKED'),
            isNull(reservations.confirmedAt),
          ),
        );
      return row?.held ?? 0;
    },

    /**
     * Confirms an online booking that is still BOOKED and unconfirmed (one statement: the expiry
     * job or a cancel at the same moment finds it changed). False when it was not so.
     */
    async confirmBookedReservation(reservationId: string, at: Date): Promise<boolean> {
      const confirmed = await db
        .update(reservations)
        .set({ confirmedAt: at, updatedAt: at })
        .where(
          and(
            eq(reservations.id, reservationId),
            eq(reservations.status, 'BOOKED'),
            isNull(reservations.confirmedAt),
          ),
        )
        .returning({ id: reservations.id });
      return confirmed.length > 0;
    },

    /**
     * Notes a booking made from `address` (with the booking's transaction), and forgets those
     * older than `keptMs`: the table holds only what a limit still counts.
     */
    async recordBookingFrom(address: string, email: string, at: Date, keptMs: number) {
      const since = new Date(at.getTime() - keptMs);
      await db.delete(bookingAttempts).where(lt(bookingAttempts.attemptedAt, since));
      await db.insert(bookingAttempts).values({ address, email, attemptedAt: at });
    },

    /**
     * When the bookings made from `address` since `since` were made, oldest first. Inside a
     * transaction it first takes the address's turn (held to the end), so two bookings of the same
     * moment, through one instance or two, cannot both see room for one more.
     */
    async bookingTimesFrom(address: string, since: Date): Promise<Date[]> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext('bookings-from-address'), hashtext(${address}))`,
      );
      const rows = await db
        .select({ at: bookingAttempts.attemptedAt })
        .from(bookingAttempts)
        .where(and(eq(bookingAttempts.address, address), gte(bookingAttempts.attemptedAt, since)))
        .orderBy(asc(bookingAttempts.attemptedAt));
      return rows.map((row) => row.at);
    },

    /** Online bookings made with this e-mail since `since`, in any clinic, oldest first. */
    async onlineBookingTimes(email: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: reservations.createdAt })
        .from(reservations)
        .where(
          and(
            eq(reservations.source, 'ONLINE'),
            eq(reservations.userEmail, email),
            gte(reservations.createdAt, since),
          ),
        )
        .orderBy(asc(reservations.createdAt));
      return rows.map((row) => row.at);
    },
  };
}
export type PublicBookingRepository = ReturnType<typeof createPublicBookingRepository>;
