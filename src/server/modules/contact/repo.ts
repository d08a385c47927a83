import type { Db } from '../../db/database.ts';
import { createSubmissionRepo } from '../../lib/stored-form.ts';

/** SQL for the contact messages: add one, list them newest first, mark one read. */
export function createContactRepo(db: Db) {
  return {
    ...createSubmissionRepo(db, 'contact_messages'),

    /** Marks the message read (the first time only); false when there is no such message. */
    async markRead(id: number, now: string): Promise<boolean> {
      await db
        .updateTable('contact_messages')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      const row = await db
        .selectFrom('contact_messages')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
