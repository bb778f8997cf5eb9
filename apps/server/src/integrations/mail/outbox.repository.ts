import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMails } from '../../db/schema/index';
import type { OutgoingMail } from './mailer';

export interface OutboxEntry {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  link: string | null;
  createdAt: Date;
}

export function createOutboxRepository(db: Database) {
  return {
    async add(mail: OutgoingMail): Promise<void> {
      await db.insert(outboxMails).values({
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        link: mail.link ?? null,
      });
    },
    async listFor(recipient: string): Promise<OutboxEntry[]> {
      return db
        .select({
          id: outboxMails.id,
          recipient: outboxMails.recipient,
          subject: outboxMails.subject,
          textBody: outboxMails.textBody,
          link: outboxMails.link,
          createdAt: outboxMails.createdAt,
        })
        .from(outboxMails)
        .where(eq(outboxMails.recipient, recipient))
        .orderBy(desc(outboxMails.createdAt));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
