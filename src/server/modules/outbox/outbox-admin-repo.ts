import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, OutboxMessage } from '../../db/schema.ts';
import type { PersonalDataProvider } from '../personal-data/provider.ts';
import { emailMatches } from '../personal-data/provider.ts';

/** Newest first, `limit` at a time, older than the message `before` when given. */
export function listOutbox(
  db: Db,
  options: { before?: number | undefined; limit: number },
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  return query.execute();
}

export type ResendResult = 'queued' | 'not-found' | 'not-failed';

/** Puts a failed message back in the queue with a fresh set of attempts. */
export async function resendFailed(db: Db, id: number, now: string): Promise<ResendResult> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_by: null,
      claimed_at: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return 'queued';
  const exists = await db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'not-failed' : 'not-found';
}

/** E-mails to the person, and the organisation's copies of what they sent (reply-to them). */
const toOrFrom = (email: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([emailMatches('to_address', email)(eb), emailMatches('reply_to', email)(eb)]);

/** The outbox keeps copies of what people wrote and of what we wrote to them. */
export const outboxData: PersonalDataProvider = {
  name: 'emails',
  find: (db, email) =>
    db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'reply_to', 'subject', 'text_body', 'status', 'created_at'])
      .where(toOrFrom(email))
      .orderBy('id')
      .execute(),
  erase: async (db, email) => {
    const result = await db.deleteFrom('outbox').where(toOrFrom(email)).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
  purgeBefore: async (db, cutoff) => {
    const result = await db
      .deleteFrom('outbox')
      .where('created_at', '<', cutoff)
      .where('status', 'in', ['sent', 'failed'])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
