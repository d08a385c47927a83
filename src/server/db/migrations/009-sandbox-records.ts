import type { Kysely } from 'kysely';

/**
 * The payments sandbox's pretend Stripe objects (payment intents, saved cards, subscriptions,
 * invoices, checkout sessions, idempotency answers), so every instance sees the same ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_records')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sandbox_records_pkey', ['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_records').execute();
}
