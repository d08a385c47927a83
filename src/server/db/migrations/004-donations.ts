import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('donations'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text', (col) => col.notNull().unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount_ore', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('donor_name', 'text')
    .addColumn('donor_email', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failure_message', 'text')
    .addColumn('client_ref', 'text')
    .addColumn('status_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('donations_payment_intent_id')
    .on('donations')
    .column('payment_intent_id')
    .execute();
  await db.schema
    .createIndex('donations_created_at')
    .on('donations')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('donations_client_ref')
    .on('donations')
    .columns(['client_ref', 'status', 'updated_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('donation_subscriptions'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text', (col) => col.notNull().unique())
    .addColumn('amount_ore', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('donor_name', 'text')
    .addColumn('donor_email', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('status_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('donation_subscriptions').execute();
  await db.schema.dropTable('donations').execute();
}
