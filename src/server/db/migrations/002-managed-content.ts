import type { CreateTableBuilder, Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

const sampleFlag = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0));

const imageReference = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('image_id', 'integer', (col) => col.references('images.id'));

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('images'))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('widths', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await sampleFlag(withIdColumn(db, db.schema.createTable('news')))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_updated').on('news').columns(['updated_at', 'id']).execute();

  await sampleFlag(withIdColumn(db, db.schema.createTable('gallery_images')))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await imageReference(sampleFlag(withIdColumn(db, db.schema.createTable('testimonials'))))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await imageReference(sampleFlag(withIdColumn(db, db.schema.createTable('leaders'))))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await sampleFlag(withIdColumn(db, db.schema.createTable('prayer_points')))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('display_order', 'integer', (col) => col.notNull())
    .addColumn('pray_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('prayer_points_order')
    .on('prayer_points')
    .columns(['display_order', 'id'])
    .execute();

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('ran_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_runs',
    'prayer_points',
    'leaders',
    'testimonials',
    'gallery_images',
    'news',
    'images',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
