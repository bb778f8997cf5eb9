import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SEND_KINDS,
  SEND_STATUSES,
  type SendKind,
  type SendStatus,
} from '@praktik/domain/satusehat/send-log.schema';
import { auditColumns } from './audit-columns';
import { businesses } from './clinic';
import { patients } from './patients';
import { visits } from './visits';

/**
 * A clinic's link to SATUSEHAT: its organization id and client key, the secret
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

/**
 * The visit's link to SATUSEHAT (docs/decisions/0031-satusehat-send-queue.md): one row per
 * resource sent for a visit, written in the visit's transaction; the queue's job carries
 * only the row's id, which is the idempotency key (a SENT row is never sent again).
 */
export const satuSehatSends = pgTable(
  'satusehat_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** PATIENT_LOOKUP, ENCOUNTER_START, CONDITION, ENCOUNTER_FINISH (domain `SEND_KINDS`). */
    kind: text('kind').notNull().$type<SendKind>(),
    /** A CONDITION's place among the visit's diagnoses (1, 2, ...), else null. */
    position: integer('position'),
    status: text('status').notNull().$type<SendStatus>().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    resourceId: text('resource_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * Set while a worker is sending it: another worker (another server instance, a job queued
     * twice) leaves it alone until then, so one resource is never posted twice at once.
     */
    attemptingUntil: timestamp('attempting_until', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('satusehat_sends_visit_idx').on(t.businessId, t.visitId, t.createdAt),
    index('satusehat_sends_status_idx').on(t.status),
    uniqueIndex('satusehat_sends_condition_uq')
      .on(t.visitId, t.position)
      .where(sql`${t.kind} = 'CONDITION'`),
    check(
      'satusehat_sends_kind_check',
      sql.raw(`kind in (${SEND_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    check(
      'satusehat_sends_status_check',
      sql.raw(`status in (${SEND_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
