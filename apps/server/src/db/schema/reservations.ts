import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { users } from './accounts';
import { auditColumns } from './audit-columns';
import { services } from './clinic-choices';
import { businesses } from './clinic';
import { patients } from './patients';

const statusList = sql.raw(VISIT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A reservation on a practitioner's timetable (spec 2 §2.2–§2.5, §3, §4), booked by the clinic
 * from the timetable or by a patient on the public page. It holds [starts_at, ends_at) of its
 * practitioner until it is CANCELLED: the migration adds the exclusion constraint
 * `reservations_no_overlap` (btree_gist), so two live reservations of one practitioner can never
 * overlap, whatever the application does. Starting it creates its visit (`visit_id`, and the
 * visit's `booking_id` points back); from then on the two change status together.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => users.id),
    /**
     * Null for an online booking until the visit starts (the patient is then chosen or created);
     * a booking from the timetable always names one (a new patient is created on save).
     */
    patientId: uuid('patient_id').references(() => patients.id),
    serviceId: uuid('service_id').references(() => services.id),
    /** A SATUSEHAT Location id, as on visits. */
    locationId: text('location_id'),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('BOOKED'),
    /** The clinic's local day of the reservation and its wall-clock span (`HH:mm:ss`). */
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The same span as instants: what the exclusion constraint compares. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minutes (15, 30, 60 or a longer run of quarter hours). */
    durationVisit: integer('duration_visit').notNull(),
    /** The day's queue number, from the same counter as visits (`visit_sequences`). */
    sequenceNumber: integer('sequence_number').notNull(),
    /** CLINIC (timetable) or ONLINE (the public booking page). */
    source: text('source', { enum: ['CLINIC', 'ONLINE'] })
      .notNull()
      .default('CLINIC'),
    /** The booker's details as given (spec 2 §3 `user_*`): the online booker has no patient yet. */
    userName: text('user_name').notNull(),
    userEmail: text('user_email'),
    userPhoneNumber: text('user_phone_number'),
    userDateOfBirth: date('user_date_of_birth', { mode: 'string' }),
    userGender: text('user_gender', { enum: ['MALE', 'FEMALE'] }),
    userIdentityType: text('user_identity_type', { enum: ['KTP', 'PASSPORT'] }),
    userIdentityNumber: text('user_identity_number'),
    /** The patient was created by this reservation (spec 2 §3 `is_patient_new`). */
    isPatientNew: boolean('is_patient_new').notNull().default(false),
    /** The patient's language for mails and reminders: 'id' or 'en'. */
    locale: text('locale').notNull().default('id'),
    visitId: uuid('visit_id'),
    /** Transfer chain (spec 2 §7 post-transfer-patient): the first and the previous booking. */
    parentBookingId: uuid('parent_booking_id').references((): AnyPgColumn => reservations.id),
    previousBookingId: uuid('previous_booking_id').references((): AnyPgColumn => reservations.id),
    /**
     * Set (with DONE) on the reservation a transfer moved the patient from: the one it moved them
     * to, whose practitioner saw the patient. Its card says where the patient went, and its
     * visit counts for that practitioner, not this one
     * (docs/decisions/0047-transferred-visit-credit.md).
     */
    transferredToBookingId: uuid('transferred_to_booking_id').references(
      (): AnyPgColumn => reservations.id,
    ),
    /** Set by the no-show job when a BOOKED reservation's time passed without a visit. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When the booker opened the confirmation mail's link. An online booking holds its slot
     * unconfirmed until then; a reservation the clinic made is confirmed as it is made.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set (with CANCELLED) by the hold-expiry job when an unconfirmed online hold ran out. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Set once the reminder mail of the day before went out. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The iCalendar SEQUENCE of the event the patient was last sent (RFC 5546): raised with each
     * change a calendar must take over the copy it holds (a new time, a cancellation), whose
     * file keeps the reservation's id as its UID.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    check('reservations_status_check', sql`${t.status} in (${statusList})`),
    check('reservations_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    // The timetable of a day (clinic, date, practitioner) and a patient's reservations.
    index('reservations_business_date_practitioner_idx').on(
      t.businessId,
      t.reservationDate,
      t.practitionerId,
    ),
    index('reservations_business_patient_idx').on(t.businessId, t.patientId),
    index('reservations_business_email_idx').on(t.businessId, t.userEmail),
    // The no-show and reminder jobs look for BOOKED reservations by time.
    index('reservations_booked_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'BOOKED'`),
    index('reservations_visit_idx').on(t.visitId),
    // The daily cap and the hold-expiry job look for live unconfirmed online bookings.
    index('reservations_unconfirmed_online_idx')
      .on(t.businessId, t.reservationDate)
      .where(sql`${t.source} = 'ONLINE' and ${t.confirmedAt} is null and ${t.status} = 'BOOKED'`),
  ],
);

/**
 * Public bookings made, per address (and the e-mail they named), for the public page's limit
 * per address (spec 1 §2.4): a refused attempt is not written. Rows older than the limit's hour
 * are deleted by the booking service as it writes. (The table keeps its first name.)
 */
export const bookingAttempts = pgTable(
  'booking_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_attempts_address_idx').on(t.address, t.attemptedAt),
    index('booking_attempts_email_idx').on(t.email, t.attemptedAt),
  ],
);
