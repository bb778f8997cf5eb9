import nodemailer from 'nodemailer';
import { RecipientRejectedError, type Mailer } from './mailer';

/** nodemailer's EENVELOPE with a 5xx reply: every recipient refused, permanently. */
function isPermanentRecipientRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
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
