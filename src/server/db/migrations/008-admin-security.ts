import { type Kysely, sql } from 'kysely';

/**
 * Sessions remember when they were last used (the idle time-out); admins may have a second
 * factor (TOTP secret, recovery codes) and browsers they signed in from ("known browsers").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; existing sessions start idle from creation.
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);

  for (const column of ['totp_secret', 'totp_pending_secret', 'recovery_code_hashes']) {
    await db.schema.alterTable('admins').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('known_browsers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'integer', (col) =>
      col.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('known_browsers_admin_id')
    .on('known_browsers')
    .column('admin_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_browsers').execute();
  for (const column of [
    'totp_last_step',
    'recovery_code_hashes',
    'totp_pending_secret',
    'totp_secret',
  ]) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
