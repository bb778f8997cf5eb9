import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To addresses (the clinic's, on mails sent in its name). */
  replyTo: string[];
  /** Attached files, their content as text (the booking's .ics). */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface SmtpTestServer {
  /** SMTP_URL for the app under test. */
  url: string;
  received: ReceivedMail[];
  /** Waits for the next mail to this address matching `where` (mail is sent during the request,
   *  so it is normally already here). */
  waitForMail(
    to: string,
    where?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

const addressesOf = (parsed: ParsedMail): string[] => {
  const fields = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return fields.flatMap((field) => field.value.map((entry) => (entry.address ?? '').toLowerCase()));
};

/** A real SMTP server on 127.0.0.1 and a free port, keeping every mail it receives, parsed. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: addressesOf(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: (parsed.replyTo?.value ?? []).map((entry) =>
              (entry.address ?? '').toLowerCase(),
            ),
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    async waitForMail(to, where = () => true, timeoutMs = 5_000) {
      const seen = new Set<ReceivedMail>();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = mailsTo(to).find((mail) => !seen.has(mail) && where(mail));
        if (match) return match;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to this path of the app. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((link) => new URL(link))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in mail "${mail.subject}":\n${mail.text}`);
  return found;
}
