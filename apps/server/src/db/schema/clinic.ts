import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_QUEUE_NUMBERING,
  QUEUE_NUMBERINGS,
} from '@praktik/domain/clinic/queue-numbering.schema';
import { auditColumns } from './audit-columns';
import { businessTypes, services } from './clinic-choices';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    businessTypeId: uuid('business_type_id')
      .notNull()
      .references(() => businessTypes.id),
    logo: text('logo'),
    mainPhoto: text('main_photo'),
    primaryColor: text('primary_color').notNull().default('color_1'),
    published: boolean('published').notNull().default(false),
    successReservationUrl: text('success_reservation_url'),
    /** Online bookings not yet confirmed by their link that one day of the clinic may hold. */
    maxUnconfirmedOnlinePerDay: integer('max_unconfirmed_online_per_day').notNull().default(20),
    /** Minutes an unconfirmed online booking holds its slot; null: until its time. */
    unconfirmedHoldMinutes: integer('unconfirmed_hold_minutes'),
    /** Hours before the visit a patient may still move it from the mail's link; null: never. */
    patientRescheduleCutoffHours: integer('patient_reschedule_cutoff_hours').default(24),
    /** Each practitioner's queue from No. 1, or one run for the clinic (`visit_sequences`). */
    queueNumbering: text('queue_numbering', { enum: QUEUE_NUMBERINGS })
      .notNull()
      .default(DEFAULT_QUEUE_NUMBERING),
    /**
     * How patients reach the clinic (the profile's contact): the Reply-To of the mails sent in its
     * name from the platform's no-reply sender, and the number printed in them. Null until set.
     */
    email: text('email'),
    /** Stored as the phone rules store numbers (national digits 08…, foreign with +). */
    phoneNumber: text('phone_number'),
    ...auditColumns(),
  },
  (t) => [
    check('businesses_max_unconfirmed_check', sql`${t.maxUnconfirmedOnlinePerDay} >= 1`),
    check('businesses_unconfirmed_hold_check', sql`${t.unconfirmedHoldMinutes} > 0`),
  ],
);

/** Services a clinic offers; clinic-owned, so business_id leads the key. */
export const businessServices = pgTable(
  'business_services',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ name: 'business_services_pk', columns: [t.businessId, t.serviceId] }),
    index('business_services_service_idx').on(t.serviceId),
  ],
);
