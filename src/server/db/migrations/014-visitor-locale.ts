import type { Kysely } from 'kysely';

/** What a visitor sends or pays, beside the contact messages of 013. */
const TABLES = ['donations', 'ticket_orders', 'volunteer_applications'] as const;

/**
 * The language of the page a gift, ticket order or volunteer application came from ('en' or
 * 'sv'): every e-mail to the person is written in it. Everything before was sent in English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('locale').execute();
  }
}
