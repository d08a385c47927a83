import type { Selectable } from 'kysely';
import type { StoryInput } from '#shared/schemas/stories.ts';
import type { Db } from '../../db/database.ts';
import type { StoriesTable, StoryBlocksTable } from '../../db/tables/stories.ts';
import { imageColumns } from '../../images/index.ts';
import { storedVersion } from '../../lib/swedish-version.ts';

export type StoryRow = Selectable<StoriesTable>;
export type StoryBlockRow = Selectable<StoryBlocksTable>;
export interface StoryRecord {
  row: StoryRow;
  blocks: StoryBlockRow[];
}

const blockRows = (story: StoryInput): StoryBlockRow[] =>
  story.content.map((block, position) => ({
    story_id: story.id,
    position,
    type: block.type,
    text: block.type === 'text' ? block.text : null,
    image_src: block.type === 'image' ? block.src : null,
    image_alt: block.type === 'image' ? block.alt : null,
    caption: block.type === 'image' ? (block.caption ?? null) : null,
  }));

const storyColumns = (story: StoryInput) => ({
  id: story.id,
  title: story.title,
  excerpt: story.excerpt,
  category: story.category,
  tags: JSON.stringify(story.tags),
  date: story.date,
  image: story.image,
  image_alt: story.alt,
  status: story.status,
  featured: story.featured ? 1 : 0,
  ...storedVersion(story.sv),
});

/** SQL for the stories and their blocks. Pass a transaction as `db` to take part in it. */
export function createStoriesRepo(db: Db) {
  return { ...storyRows(db), ...imageReferences(db) };
}

function storyRows(db: Db) {
  async function withBlocks(rows: StoryRow[]): Promise<StoryRecord[]> {
    if (rows.length === 0) return [];
    const blocks = await db
      .selectFrom('story_blocks')
      .selectAll()
      .where(
        'story_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('story_id')
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      row,
      blocks: blocks.filter((block) => block.story_id === row.id),
    }));
  }

  async function insertBlocks(story: StoryInput) {
    await db.insertInto('story_blocks').values(blockRows(story)).execute();
  }

  return {
    /** Newest date first (then by id); only the published ones unless told. */
    async list(options: { publishedOnly: boolean }): Promise<StoryRecord[]> {
      let query = db.selectFrom('stories').selectAll();
      if (options.publishedOnly) query = query.where('status', '=', 'published');
      return withBlocks(await query.orderBy('date', 'desc').orderBy('id').execute());
    },

    async find(id: string): Promise<StoryRecord | undefined> {
      const row = await db
        .selectFrom('stories')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && (await withBlocks([row]))[0];
    },

    async exists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('stories')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adds the story with its blocks; false (and nothing written) when its slug is taken. */
    async insert(story: StoryInput, options: { now: string; isSample?: boolean }) {
      const row = await db
        .insertInto('stories')
        .values({
          ...storyColumns(story),
          is_sample: options.isSample ? 1 : 0,
          created_at: options.now,
          updated_at: options.now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await insertBlocks(story);
      return true;
    },

    /** Writes every field and the blocks of the story now called `id` (its slug may change). */
    async replace(id: string, story: StoryInput, now: string) {
      await db.deleteFrom('story_blocks').where('story_id', '=', id).execute();
      await db
        .updateTable('stories')
        .set({ ...storyColumns(story), updated_at: now })
        .where('id', '=', id)
        .execute();
      await insertBlocks(story);
    },

    /** Only one story is featured: marking one clears the others. */
    async clearFeaturedExcept(id: string) {
      await db
        .updateTable('stories')
        .set({ featured: 0 })
        .where('featured', '=', 1)
        .where('id', '!=', id)
        .execute();
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('stories').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** Which uploaded images the stories (and the other content) show. */
function imageReferences(db: Db) {
  const selectImages = () => db.selectFrom('images').select(['images.id', ...imageColumns]);
  return {
    /** Whether any story or appeal uses this image address, as its cover or in a block. */
    async usesImage(src: string): Promise<boolean> {
      const cover = await db
        .selectFrom('stories')
        .select('id')
        .where('image', '=', src)
        .executeTakeFirst();
      if (cover) return true;
      const block = await db
        .selectFrom('story_blocks')
        .select('story_id')
        .where('image_src', '=', src)
        .executeTakeFirst();
      if (block) return true;
      // Appeals show pictures uploaded here too: as their cover, or in their blocks' JSON.
      const appeal = await db
        .selectFrom('appeals')
        .select('id')
        .where(({ or, eb }) =>
          or([eb('cover_image', '=', src), eb('blocks', 'like', `%${JSON.stringify(src)}%`)]),
        )
        .executeTakeFirst();
      return appeal !== undefined;
    },

    /** A stored image (images table), with the columns of its view. */
    findImage(id: number) {
      return selectImages().where('images.id', '=', id).executeTakeFirst();
    },

    /** The stored images with these storage keys, with the columns of their views. */
    async findImages(storageKeys: readonly string[]) {
      if (storageKeys.length === 0) return [];
      return selectImages().where('storage_key', 'in', storageKeys).execute();
    },

    /** Whether another kind of content (gallery, testimonials, leaders, events) shows this image. */
    async imageUsedElsewhere(imageId: number): Promise<boolean> {
      for (const table of ['gallery_images', 'testimonials', 'leaders', 'events'] as const) {
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('image_id', '=', imageId)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
  };
}

export type StoriesRepo = ReturnType<typeof createStoriesRepo>;
