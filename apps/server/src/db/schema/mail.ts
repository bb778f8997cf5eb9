import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

/** Mail kept when no SMTP server is configured, so a person trying the product can read it. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    link: text('link'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('outbox_mails_recipient_idx').on(t.recipient, t.createdAt)],
);
