import nodemailer from 'nodemailer';
import { RecipientRejectedError, type Mailer } from './mailer';

/** nodemailer's EENVELOPE with a 5xx reply: every recipient refused, permanently. */
function isPermanentRecipientRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * How long a send waits on the mail server at each stage (its address, the connection, its
 * greeting, any silence after). A booking's answer waits for its mail (the change stands if the
 * mail fails), and nodemailer's own limits (two minutes to connect, ten of silence) would keep a
 * patient's "Pesan" spinning while a mail server hangs.
 */
export const SMTP_WAIT_MS = 10_000;

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string, waitMs = SMTP_WAIT_MS): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    dnsTimeout: waitMs,
    connectionTimeout: waitMs,
    greetingTimeout: waitMs,
    socketTimeout: waitMs,
  });
  return {
    async send(mail) {
      await transport
        .sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.attachments ? { attachments: mail.attachments } : {}),
        })
        .catch((error: unknown) => {
          throw isPermanentRecipientRefusal(error) ? new RecipientRejectedError(error) : error;
        });
    },
    async close() {
      transport.close();
    },
  };
}
