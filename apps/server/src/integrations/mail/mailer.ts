/** A mail ready to go; `link` is the one action in it (logged in outbox mode). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
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
