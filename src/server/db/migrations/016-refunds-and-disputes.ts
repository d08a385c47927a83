import type { Kysely } from 'kysely';

/** What a visitor pays for: a gift (one payment of it) or a ticket order. */
const TABLES = ['donations', 'ticket_orders'] as const;

/**
 * Refunds and disputes, as the provider reports them on the payment: `refunded_ore` is the
 * amount given back so far (a partial refund is less than the amount), `dispute_status` the
 * provider's state of an open or closed dispute (null when there is none). Net = amount − refunded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('refunded_ore', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('dispute_status', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('dispute_status').execute();
    await db.schema.alterTable(table).dropColumn('refunded_ore').execute();
  }
}
