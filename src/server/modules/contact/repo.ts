import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactMessageRow, ContactMessagesTable } from '../../db/tables/people.ts';

/** SQL for the contact messages. */
export function createContactRepo(db: Db) {
  return {
    async insert(message: Insertable<ContactMessagesTable>): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Newest first. */
    list(): Promise<ContactMessageRow[]> {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
