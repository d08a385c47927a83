import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

// The built-in events' rows are added at start-up (modules/events/repo.ts), so that an event added
// to the content later gets its row too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('spots_left', 'integer', (col) => col.notNull().check(sql`spots_left >= 0`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('ticket_orders'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('event_id', 'text', (col) => col.notNull().references('events.id'))
    .addColumn('event_title', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('adult_qty', 'integer', (col) => col.notNull())
    .addColumn('youth_qty', 'integer', (col) => col.notNull())
    .addColumn('child_qty', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_orders_pending')
    .on('ticket_orders')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('ticket_orders_event')
    .on('ticket_orders')
    .column('event_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_orders').execute();
  await db.schema.dropTable('events').execute();
}
