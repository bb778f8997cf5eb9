import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox.repository';

/**
 * Without an SMTP server, mail is kept in the outbox table and its link is logged, so a person
 * trying the product on one machine can still activate an account or reset a password.
 */
export function createOutboxMailer(outbox: OutboxRepository, logger: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await outbox.add(mail);
      logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link },
        `mail kept in the outbox: ${mail.link ?? mail.subject}`,
      );
    },
    async close() {},
  };
}
