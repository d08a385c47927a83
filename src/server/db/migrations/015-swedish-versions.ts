import type { Kysely } from 'kysely';

/** Every table of managed content whose texts may have a Swedish version (decision 010). */
const tables = [
  'news',
  'gallery_images',
  'testimonials',
  'leaders',
  'prayer_points',
  'events',
  'stories',
] as const;

/**
 * `sv`: the item's Swedish version, the JSON of its translated text fields (a story's block texts
 * too, in the blocks' order), or null when it has none and Swedish pages show the English text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('sv', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).dropColumn('sv').execute();
  }
}
