import { type Kysely, sql } from 'kysely';

/**
 * Donors looking after their own gifts ("My gifts"): sign-in links sent by e-mail, the short
 * sessions they open, and what the provider says of a monthly gift beyond its status (its
 * amount may change, its next payment date, a pause). Links and sessions store only the SHA-256
 * of their tokens. Addresses are kept lower-case, as the donor's gifts are found by them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('donor_sign_in_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('donor_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('donation_subscriptions')
    .addColumn('next_payment_at', 'text')
    .execute();
  await db.schema.alterTable('donation_subscriptions').addColumn('paused_until', 'text').execute();
  await db.schema
    .createIndex('donations_donor_email_lower')
    .on('donations')
    .expression(sql`lower(donor_email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_donor_email_lower').execute();
  await db.schema.alterTable('donation_subscriptions').dropColumn('paused_until').execute();
  await db.schema.alterTable('donation_subscriptions').dropColumn('next_payment_at').execute();
  await db.schema.dropTable('donor_sessions').execute();
  await db.schema.dropTable('donor_sign_in_links').execute();
}
