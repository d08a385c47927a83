import type { Kysely } from 'kysely';

/**
 * When the admin read a contact message: the admin's overview counts the unread ones (issue 31,
 * item 4). Existing messages count as read, so the overview starts from what arrives next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
  await db
    .updateTable('contact_messages' as never)
    .set({ read_at: new Date().toISOString() } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
}
