import type { Db } from '../../db/database.ts';
import type { OutboxMessage } from '../../db/schema.ts';

export type ResendResult = 'queued' | 'not-found' | 'not-failed';

/** SQL for the admin's view of the outbox (the mailer and the worker keep their own). */
export function createOutboxRepo(db: Db) {
  return {
    /** Newest first, `limit` at a time, older than the message `before` when given. */
    list(options: { before?: number | undefined; limit: number }): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
      if (options.before !== undefined) query = query.where('id', '<', options.before);
      return query.execute();
    },

    /** Puts a failed message back in the queue with a fresh set of attempts. */
    async resendFailed(id: number, now: string): Promise<ResendResult> {
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
      const exists = await db
        .selectFrom('outbox')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return exists ? 'not-failed' : 'not-found';
    },
  };
}
