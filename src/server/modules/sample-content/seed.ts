import { eventInputSchema } from '#shared/schemas/events.ts';
import { storyInputSchema } from '#shared/schemas/stories.ts';
import type { Db } from '../../db/database.ts';
import { createImageService, type ImageDeps, processImage } from '../../images/index.ts';
import { isoNow } from '../../lib/clock.ts';
import { createEventsRepo, newEventRow } from '../events/index.ts';
import { createGalleryRepo } from '../gallery/index.ts';
import { createLeaderRepo } from '../leadership/index.ts';
import { createNewsRepo } from '../news/index.ts';
import { createPrayerRepo } from '../prayer/index.ts';
import { createStoriesRepo } from '../stories/index.ts';
import { createTestimonialRepo } from '../testimonials/index.ts';
import { renderArtwork } from './artwork.ts';
import {
  createSampleContentRepo,
  SAMPLE_CONTENT_SEED,
  SAMPLE_EVENTS_SEED,
  SAMPLE_STORIES_SEED,
} from './repo.ts';
import {
  sampleGallery,
  sampleLeaders,
  sampleNews,
  samplePrayerPoints,
  sampleTestimonials,
} from './sample-data.ts';
import { sampleEvents } from './sample-events.ts';
import { sampleStories } from './sample-stories.ts';

export type SeedOutcome = 'disabled' | 'already-ran' | 'existing-content' | 'seeded';

const artworkImage = async (drawing: string) => processImage(await renderArtwork(drawing));

/**
 * Creates the sample content on the first start with an empty database. It runs once: the run
 * is recorded, so content the admin deletes never comes back, and a database that already has
 * content is left alone. The artwork goes through the same image pipeline as uploads. The
 * sample events and stories have runs of their own (they came later, from the site's built-in
 * content), so they arrive once on every site.
 */
export async function seedSampleContent(
  deps: ImageDeps & { enabled: boolean },
): Promise<SeedOutcome> {
  if (!deps.enabled) return 'disabled';
  await seedSampleEvents(deps.db, isoNow(deps.clock));
  const outcome = await seedFirstContent(deps);
  await seedSampleStories(deps);
  return outcome;
}

/**
 * The stories that were built into the site, created once as published samples, also on a site
 * that ran the first seed before stories were data (they were on its pages): a story whose slug
 * is taken is skipped.
 */
async function seedSampleStories({ db, clock, log }: ImageDeps) {
  const inputs = sampleStories.map((story) => storyInputSchema.parse(story));
  const created = await db.transaction().execute(async (trx) => {
    if (!(await createSampleContentRepo(trx).claimSeedRun(SAMPLE_STORIES_SEED, isoNow(clock)))) {
      return 0;
    }
    const stories = createStoriesRepo(trx);
    let count = 0;
    for (const story of inputs) {
      if (await stories.insert(story, { now: isoNow(clock), isSample: true })) count += 1;
    }
    return count;
  });
  if (created > 0) log.info(`created ${created} sample stories`);
}

/** The specification's events, once; an event whose id exists already is left as it is. */
export async function seedSampleEvents(db: Db, now: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await createSampleContentRepo(trx).claimSeedRun(SAMPLE_EVENTS_SEED, now))) return;
    const events = createEventsRepo(trx);
    for (const { image, ...event } of sampleEvents) {
      await events.insert(newEventRow(eventInputSchema.parse(event), image, now));
    }
  });
}

async function seedFirstContent(deps: ImageDeps): Promise<SeedOutcome> {
  const { db, clock, log } = deps;
  const samples = createSampleContentRepo(db);
  if (await samples.seedHasRun(SAMPLE_CONTENT_SEED)) return 'already-ran';
  if (await samples.hasAnyContent()) {
    await samples.claimSeedRun(SAMPLE_CONTENT_SEED, isoNow(clock));
    return 'existing-content';
  }

  const drawings = [
    ...sampleGallery.map((item) => item.draw()),
    ...sampleTestimonials.map((item) => item.portrait),
    ...sampleLeaders.map((item) => item.portrait),
  ];
  const processed = await Promise.all(drawings.map(artworkImage));
  const images = createImageService(deps);

  const outcome = await images.write(processed, async (trx, imageIds) => {
    const now = clock.now().getTime();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    // Another instance starting at the same moment may have seeded first.
    if (!(await createSampleContentRepo(trx).claimSeedRun(SAMPLE_CONTENT_SEED, at(0)))) {
      return { result: 'already-ran' as const, released: imageIds };
    }
    const ids = imageIds.values();
    const nextImageId = () => ids.next().value!;
    const sample = { isSample: true };

    const gallery = createGalleryRepo(trx);
    for (const [index, { name, description }] of sampleGallery.entries()) {
      // A second apart, so the newest-first gallery shows them in the order listed.
      const imageId = nextImageId();
      await gallery.insert({ name, description, imageId, now: at(index * 1000), ...sample });
    }
    const testimonials = createTestimonialRepo(trx);
    for (const { name, role, quote } of sampleTestimonials) {
      await testimonials.insert({
        name,
        role,
        quote,
        imageId: nextImageId(),
        now: at(0),
        ...sample,
      });
    }
    const leaders = createLeaderRepo(trx);
    for (const { name, role, bio } of sampleLeaders) {
      await leaders.insert({ name, role, bio, imageId: nextImageId(), now: at(0), ...sample });
    }
    const news = createNewsRepo(trx);
    for (const { ageMs, title, content } of sampleNews) {
      await news.insert({ title, content, now: at(ageMs), ...sample });
    }
    const prayer = createPrayerRepo(trx);
    for (const [index, point] of samplePrayerPoints.entries()) {
      const display_order = (index + 1) * 10;
      await prayer.insert({ ...point, display_order, now: at(0), ...sample });
    }
    return { result: 'seeded' as const };
  });

  if (outcome === 'seeded') {
    log.info('created the sample content (remove it with DELETE /api/sample-content)');
  }
  return outcome;
}
