import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
