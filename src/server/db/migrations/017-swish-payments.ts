import type { Kysely } from 'kysely';

/**
 * Swish gifts are `donations` rows (provider 'swish', method 'swish', provider_ref the payment
 * request's instruction UUID); `payment_reference` keeps Swish's reference of the payment, which
 * the charity's bank statement shows, for the admin's list and export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('payment_reference', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').dropColumn('payment_reference').execute();
}
