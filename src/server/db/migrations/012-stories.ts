import { type Kysely, sql } from 'kysely';

/**
 * Stories as data the admin manages (they were built into the site). A story's blocks are rows
 * of their own, in order by `position`; an image's `src` is an uploaded image's URL or one of the
 * site's own illustrations (/images/stories/*.svg).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('image_alt', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('draft', 'published')`),
    )
    .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stories_date').on('stories').columns(['status', 'date']).execute();

  await db.schema
    .createTable('story_blocks')
    .addColumn('story_id', 'text', (col) =>
      col.notNull().references('stories.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('text', 'image')`))
    .addColumn('text', 'text')
    .addColumn('image_src', 'text')
    .addColumn('image_alt', 'text')
    .addColumn('caption', 'text')
    .addPrimaryKeyConstraint('story_blocks_pk', ['story_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('story_blocks').execute();
  await db.schema.dropTable('stories').execute();
}
