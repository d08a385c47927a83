import type { Kysely } from 'kysely';

/** Where a giver can ask for a tax reduction: a gift, and a monthly gift's standing order. */
const TABLES = ['donations', 'donation_subscriptions'] as const;

/**
 * The tax reduction for gifts: `tax_reduction` (1 when the giver asked for it),
 * `personal_number` (the giver's personal identity number, encrypted: see
 * docs/decisions/015-personal-numbers-encrypted.md) and `personal_number_hmac` (a keyed hash of
 * it, so the year's report groups a giver's gifts without decrypting each one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('tax_reduction', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('personal_number', 'text').execute();
    await db.schema.alterTable(table).addColumn('personal_number_hmac', 'text').execute();
  }
  await db.schema
    .createIndex('donations_tax_reduction_paid_at')
    .on('donations')
    .columns(['tax_reduction', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_tax_reduction_paid_at').execute();
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('personal_number_hmac').execute();
    await db.schema.alterTable(table).dropColumn('personal_number').execute();
    await db.schema.alterTable(table).dropColumn('tax_reduction').execute();
  }
}
