import type { Kysely } from 'kysely';

/**
 * A secret an e-mail carries (a sign-in link's token) is kept beside its text, not in it: the
 * text holds a mark where it goes, the worker puts it in when it sends the message and clears it
 * once sent, so neither the admin's outbox nor a later copy of the database shows a live link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('secret', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('secret').execute();
}
