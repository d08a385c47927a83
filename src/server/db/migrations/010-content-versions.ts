import type { Kysely } from 'kysely';

/**
 * One counter per kind of public content ('news', 'events', 'prayer'...), raised by every change,
 * so that each instance knows when the pages it rendered with that content are out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('topic', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
}
