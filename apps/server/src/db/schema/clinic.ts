import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';
import { businessTypes, services } from './clinic-choices';

export const businesses = pgTable('businesses', {
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
  ...auditColumns(),
});

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
