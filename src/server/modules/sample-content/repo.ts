import type { SampleContentCounts } from '#shared/schemas/content.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export const SAMPLE_CONTENT_SEED = 'sample-content';
/** The sample stories' own run: a site seeded before stories were data gets them too. */
export const SAMPLE_STORIES_SEED = 'sample-stories';
/** The sample events came after the first seed: a run of their own. */
export const SAMPLE_EVENTS_SEED = 'sample-events';

/** The response's names for the content tables. */
const tables = {
  news: 'news',
  gallery: 'gallery_images',
  testimonials: 'testimonials',
  leaders: 'leaders',
  prayer_points: 'prayer_points',
  stories: 'stories',
} as const satisfies Record<keyof SampleContentCounts, keyof Database>;

type ContentTable = (typeof tables)[keyof typeof tables];
const entries = Object.entries(tables) as [keyof SampleContentCounts, ContentTable][];

async function countRows(db: Db, table: ContentTable, samplesOnly: boolean) {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count'));
  if (samplesOnly) query = query.where('is_sample', '=', 1);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** SQL over the content tables for the sample content. Pass a transaction as `db` to join it. */
export function createSampleContentRepo(db: Db) {
  return {
    async countSamples(): Promise<SampleContentCounts> {
      const counts = await Promise.all(
        entries.map(async ([name, table]) => [name, await countRows(db, table, true)] as const),
      );
      return Object.fromEntries(counts) as Record<keyof SampleContentCounts, number>;
    },

    async hasAnyContent(): Promise<boolean> {
      const counts = await Promise.all(entries.map(([, table]) => countRows(db, table, false)));
      return counts.some((count) => count > 0);
    },

    async seedHasRun(name: string): Promise<boolean> {
      const row = await db
        .selectFrom('seed_runs')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records the run; false when another process recorded it first. */
    async claimSeedRun(name: string, now: string) {
      const row = await db
        .insertInto('seed_runs')
        .values({ name, ran_at: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Deletes every sample row; returns how many went per table and the images they used. */
    async deleteSamples() {
      const withImages = async (table: 'gallery_images' | 'testimonials' | 'leaders') =>
        db.deleteFrom(table).where('is_sample', '=', 1).returning('image_id').execute();
      const withoutImages = async (table: 'news' | 'prayer_points' | 'stories') =>
        db.deleteFrom(table).where('is_sample', '=', 1).returning('id').execute();

      const gallery = await withImages('gallery_images');
      const testimonials = await withImages('testimonials');
      const leaders = await withImages('leaders');
      const news = await withoutImages('news');
      const prayerPoints = await withoutImages('prayer_points');
      const stories = await withoutImages('stories');
      return {
        removed: {
          news: news.length,
          gallery: gallery.length,
          testimonials: testimonials.length,
          leaders: leaders.length,
          prayer_points: prayerPoints.length,
          stories: stories.length,
        },
        imageIds: [...gallery, ...testimonials, ...leaders].map((row) => row.image_id),
      };
    },
  };
}
