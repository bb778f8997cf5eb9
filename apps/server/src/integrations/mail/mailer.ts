/** A mail ready to go; `link` is the one action in it (logged in outbox mode). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
