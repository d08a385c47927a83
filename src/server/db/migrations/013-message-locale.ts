import type { Kysely } from 'kysely';

/**
 * The language of the page a contact message was sent from ('en' or 'sv'): every e-mail to its
 * sender is written in it. Messages from before were all sent in English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('locale').execute();
}
