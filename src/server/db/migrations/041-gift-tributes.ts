import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * Gifts in memory or in honour of someone (decision 026): a one-time gift's tribute and its
 * card, one row per gift, kept beside the gift rather than in it. The recipient's name and
 * address are personal data: cleared or deleted with the gift's giver, the recipient, and the
 * retention purge; the row goes with its gift (a gift never paid is purged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('gift_tributes'))
    .addColumn('donation_id', 'integer', (col) =>
      col.notNull().unique().references('donations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('person_name', 'text', (col) => col.notNull())
    .addColumn('greeting', 'text', (col) => col.notNull())
    .addColumn('signed_by', 'text', (col) => col.notNull())
    .addColumn('show_amount', 'integer', (col) => col.notNull())
    .addColumn('motif', 'text', (col) => col.notNull())
    .addColumn('delivery', 'text', (col) => col.notNull())
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('recipient_email', 'text')
    .addColumn('postal_street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('postal_city', 'text')
    .addColumn('postal_country', 'text')
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('posted_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gift_tributes_status')
    .on('gift_tributes')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_tributes').execute();
}
