import type { OutboxEntry, OutboxPage } from '#shared/schemas/outbox.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { createOutboxRepo } from './repo.ts';

const PAGE_SIZE = 50;

/** The admin's view of the outbox: every e-mail with its status, and resending a failed one. */
export function createOutboxService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = createOutboxRepo(db);
  return {
    async page(before: number | undefined): Promise<OutboxPage> {
      const rows = await repo.list({ before, limit: PAGE_SIZE + 1 });
      const entries = rows.slice(0, PAGE_SIZE).map(toEntry);
      return {
        entries,
        nextBefore: rows.length > PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null,
      };
    },

    async resend(id: number): Promise<void> {
      const result = await repo.resendFailed(id, isoNow(clock));
      if (result === 'not-found') throw notFound('This e-mail is no longer in the outbox.');
      if (result === 'not-failed')
        throw new HttpError(409, 'Only a failed e-mail can be sent again.');
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

function toEntry(row: OutboxMessage): OutboxEntry {
  return {
    id: row.id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
