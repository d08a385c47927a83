import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * Appeals (the admin's fundraising campaigns) and supporters' own fundraisers (issue 31), with
 * what a gift says of them: the appeal and fundraiser it was given through, whether the giver's
 * first name and amount may be shown, and a short public message. "Raised" is a sum over the
 * paid gifts by these indexes (decision 024), so it is never stored and never drifts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAppeals(db);
  await createFundraisers(db);
  await addGiftColumns(db);
}

async function createAppeals(db: Kysely<unknown>) {
  await withIdColumn(db, db.schema.createTable('appeals'))
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .addColumn('blocks', 'text', (column) => column.notNull())
    .addColumn('cover_image', 'text', (column) => column.notNull())
    .addColumn('cover_alt', 'text', (column) => column.notNull())
    .addColumn('goal_ore', 'integer', (column) => column.notNull())
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('ends_on', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('sv', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

async function createFundraisers(db: Kysely<unknown>) {
  await withIdColumn(db, db.schema.createTable('fundraisers'))
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('in_memory_of', 'text')
    .addColumn('story', 'text', (column) => column.notNull())
    .addColumn('organiser_name', 'text')
    .addColumn('organiser_email', 'text')
    .addColumn('image_id', 'integer', (column) => column.references('images.id'))
    .addColumn('goal_ore', 'integer')
    .addColumn('ends_on', 'text', (column) => column.notNull())
    .addColumn('appeal_id', 'integer', (column) => column.references('appeals.id'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('email_per_gift', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('confirmed_at', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('fundraisers_organiser_email_lower')
    .on('fundraisers')
    .expression(sql`lower(organiser_email)`)
    .execute();
  await db.schema.createIndex('fundraisers_status').on('fundraisers').column('status').execute();

  await withIdColumn(db, db.schema.createTable('fundraiser_updates'))
    .addColumn('fundraiser_id', 'integer', (column) =>
      column.notNull().references('fundraisers.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('fundraiser_updates_fundraiser')
    .on('fundraiser_updates')
    .column('fundraiser_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('fundraiser_reports'))
    .addColumn('fundraiser_id', 'integer', (column) =>
      column.notNull().references('fundraisers.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('handled_at', 'text')
    .execute();
}

/** What a gift says of its appeal or fundraiser, and the indexes "raised" is summed by. */
async function addGiftColumns(db: Kysely<unknown>) {
  await db.schema.alterTable('donations').addColumn('appeal_id', 'integer').execute();
  await db.schema.alterTable('donations').addColumn('fundraiser_id', 'integer').execute();
  await db.schema
    .alterTable('donations')
    .addColumn('show_name', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('show_amount', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('donations').addColumn('public_message', 'text').execute();
  await db.schema
    .createIndex('donations_appeal_status')
    .on('donations')
    .columns(['appeal_id', 'status'])
    .execute();
  await db.schema
    .createIndex('donations_fundraiser_status')
    .on('donations')
    .columns(['fundraiser_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_fundraiser_status').execute();
  await db.schema.dropIndex('donations_appeal_status').execute();
  for (const column of [
    'public_message',
    'show_amount',
    'show_name',
    'fundraiser_id',
    'appeal_id',
  ]) {
    await db.schema.alterTable('donations').dropColumn(column).execute();
  }
  await db.schema.dropTable('fundraiser_reports').execute();
  await db.schema.dropTable('fundraiser_updates').execute();
  await db.schema.dropTable('fundraisers').execute();
  await db.schema.dropTable('appeals').execute();
}
