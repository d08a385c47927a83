/** The mailer port: every e-mail the site sends goes through here and is stored before it is sent. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: string | Buffer }[];
  /** A message with a key already in the outbox is not queued again (one receipt per payment). */
  dedupeKey?: string;
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<{ id: number; duplicate: boolean }>;
}
