import type { Locale } from '#shared/i18n/locale.ts';

/** Where a message's `secret` goes in its text; what the admin's outbox shows instead of it. */
export const SECRET_MARK = '•••';

/** The mailer port: every e-mail the site sends goes through here and is stored before it is sent. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  /** With a `secret`, SECRET_MARK where it goes. */
  text: string;
  /**
   * The recipient's language (English when not given: the organisation's own notices). The HTML
   * part, drawn from `text` in the site's look (lib/email), is written in it.
   */
  locale?: Locale;
  /**
   * A value the text (and the HTML part) must not hold while stored (a sign-in link's token): put
   * in place of SECRET_MARK when the message is sent, and forgotten once it is.
   */
  secret?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: string | Buffer }[];
  /** A message with a key already in the outbox is not queued again (one receipt per payment). */
  dedupeKey?: string;
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<{ id: number; duplicate: boolean }>;
}
