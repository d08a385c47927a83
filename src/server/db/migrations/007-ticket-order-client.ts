import type { Kysely } from 'kysely';

/** The buyer's hashed address on a ticket order, to cap the spots one client holds at once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_orders').addColumn('client_ref', 'text').execute();
  await db.schema
    .createIndex('ticket_orders_status_client_ref')
    .on('ticket_orders')
    .columns(['status', 'client_ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ticket_orders_status_client_ref').execute();
  await db.schema.alterTable('ticket_orders').dropColumn('client_ref').execute();
}
