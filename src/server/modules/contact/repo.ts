import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactMessageRow, ContactMessagesTable } from '../../db/tables/people.ts';
import { emailMatches } from '../personal-data/provider.ts';

export async function insertContactMessage(
  db: Db,
  message: Insertable<ContactMessagesTable>,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first. */
export function listContactMessages(db: Db): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findContactMessagesByEmail(db: Db, email: string): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where(emailMatches('email', email))
    .orderBy('id')
    .execute();
}

export async function deleteContactMessagesByEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('contact_messages')
    .where(emailMatches('email', email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteContactMessagesBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('contact_messages')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
