import type { Kysely } from 'kysely';

/**
 * Every e-mail gets an HTML part in the site's look beside its text (decision 025): the outbox
 * stores it as drawn when the message was queued, with SECRET_MARK where a secret goes, as the
 * text does. Messages queued before this have none and are sent as text only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html_body', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('html_body').execute();
}
