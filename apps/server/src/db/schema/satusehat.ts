import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';

/**
 * A clinic's link to SATUSEHAT (issue 15): its organization id and client key, the secret
 * encrypted (AES-256-GCM with SATUSEHAT_SECRET_KEY: iv, tag and ciphertext, base64url, joined by
 * dots), and the platform's names from the last token fetched with them.
 */
export const satuSehatIntegrations = pgTable('satusehat_integrations', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  organizationId: text('organization_id').notNull(),
  clientKey: text('client_key').notNull(),
  secretKeyEncrypted: text('secret_key_encrypted').notNull(),
  organizationName: text('organization_name'),
  applicationName: text('application_name'),
  status: text('status'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  ...auditColumns(),
});

/**
 * Our copy of what the platform stored for the clinic (organizations and locations), so the lists
 * and the start-visit dialog work while the platform is away. `resource_id` is the platform's id.
 */
const resourceCopy = (name: string) =>
  pgTable(
    name,
    {
      businessId: uuid('business_id')
        .notNull()
        .references(() => businesses.id),
      resourceId: text('resource_id').notNull(),
      name: text('name').notNull(),
      resource: jsonb('resource').notNull().$type<Record<string, unknown>>(),
      ...auditColumns(),
    },
    (t) => [
      primaryKey({ columns: [t.businessId, t.resourceId] }),
      index(`${name}_business_name_idx`).on(t.businessId, t.name),
    ],
  );

export const satuSehatOrganizations = resourceCopy('satusehat_organizations');
export const satuSehatLocations = resourceCopy('satusehat_locations');
