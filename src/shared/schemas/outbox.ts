export type OutboxEntryStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One e-mail in the outbox, as the admin dashboard lists it. */
export interface OutboxEntry {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  status: OutboxEntryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  entries: OutboxEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
}
