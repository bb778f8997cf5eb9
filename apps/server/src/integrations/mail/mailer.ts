/** A mail ready to go; `link` is the one action in it (logged in outbox mode). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /**
   * Where a reply goes when it is not the sender: the clinic's own address on mails sent in its
   * name from the platform's no-reply sender.
   */
  replyTo?: string;
  /** Files sent with the mail (the booking's .ics); the outbox keeps the mail without them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The mail server refused every recipient for good (SMTP 5xx on RCPT TO, e.g. an address its
 * syntax rules reject): retrying cannot help, unlike a server that is down.
 */
export class RecipientRejectedError extends Error {
  constructor(cause: unknown) {
    super('the mail server rejected the recipient', { cause });
    this.name = 'RecipientRejectedError';
  }
}
