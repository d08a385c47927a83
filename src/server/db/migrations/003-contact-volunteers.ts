import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();

  await withIdColumn(db, db.schema.createTable('volunteers'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('volunteer_applications'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('availability', 'text', (col) => col.notNull())
    .addColumn('interests', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('motivation', 'text', (col) => col.notNull())
    .addColumn('volunteer_id', 'integer', (col) =>
      col.references('volunteers.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_applications_created_at')
    .on('volunteer_applications')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('used_challenges')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('used_challenges_expires_at')
    .on('used_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_challenges').execute();
  await db.schema.dropTable('volunteer_applications').execute();
  await db.schema.dropTable('volunteers').execute();
  await db.schema.dropTable('contact_messages').execute();
}
