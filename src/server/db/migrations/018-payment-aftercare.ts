import type { Kysely } from 'kysely';

/**
 * What happens to payments after they are taken:
 * - `payment_events`: every provider event id the site has acted on, so a redelivered event is
 *   acknowledged without being processed again;
 * - `payment_adjustments`: the provider's latest word on each payment's refunds and dispute,
 *   kept even before the site knows the payment (events come in any order), and applied to it
 *   once it does;
 * - `donation_subscriptions.past_due_since` / `failed_invoice_id`: a monthly gift whose last
 *   month's payment failed (the provider's time of the failure, and that month's invoice);
 * - `ticket_orders.payment_intent_id`: the payment of a paid checkout, which refunds and
 *   disputes name (indexed: they are looked up by it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('payment_adjustments')
    .addColumn('payment_id', 'text', (col) => col.primaryKey())
    .addColumn('refunded_ore', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dispute_status', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('donation_subscriptions')
    .addColumn('past_due_since', 'text')
    .execute();
  await db.schema
    .alterTable('donation_subscriptions')
    .addColumn('failed_invoice_id', 'text')
    .execute();
  await db.schema.alterTable('ticket_orders').addColumn('payment_intent_id', 'text').execute();
  await db.schema
    .createIndex('ticket_orders_payment_intent_id')
    .on('ticket_orders')
    .column('payment_intent_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ticket_orders_payment_intent_id').execute();
  await db.schema.alterTable('ticket_orders').dropColumn('payment_intent_id').execute();
  await db.schema.alterTable('donation_subscriptions').dropColumn('failed_invoice_id').execute();
  await db.schema.alterTable('donation_subscriptions').dropColumn('past_due_since').execute();
  await db.schema.dropTable('payment_adjustments').execute();
  await db.schema.dropTable('payment_events').execute();
}
