import { isoNow } from '../../lib/clock.ts';
import { insertGalleryImage } from '../gallery/repo.ts';
import { createImageService, type ImageDeps } from '../images/image-service.ts';
import { processImage } from '../images/process-image.ts';
import { leaderRepo } from '../leadership/repo.ts';
import { createNewsRepo } from '../news/index.ts';
import { insertPrayerPoint } from '../prayer/repo.ts';
import { testimonialRepo } from '../testimonials/repo.ts';
import { renderArtwork } from './artwork.ts';
import { claimSeedRun, hasAnyContent, SAMPLE_CONTENT_SEED, seedHasRun } from './repo.ts';
import {
  sampleGallery,
  sampleLeaders,
  sampleNews,
  samplePrayerPoints,
  sampleTestimonials,
} from './sample-data.ts';

export type SeedOutcome = 'disabled' | 'already-ran' | 'existing-content' | 'seeded';

const artworkImage = async (drawing: string) => processImage(await renderArtwork(drawing));

/**
 * Creates the sample content on the first start with an empty database. It runs once: the run
 * is recorded, so content the admin deletes never comes back, and a database that already has
 * content is left alone. The artwork goes through the same image pipeline as uploads.
 */
export async function seedSampleContent(
  deps: ImageDeps & { enabled: boolean },
): Promise<SeedOutcome> {
  const { db, clock, log } = deps;
  if (!deps.enabled) return 'disabled';
  if (await seedHasRun(db, SAMPLE_CONTENT_SEED)) return 'already-ran';
  if (await hasAnyContent(db)) {
    await claimSeedRun(db, SAMPLE_CONTENT_SEED, isoNow(clock));
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
    if (!(await claimSeedRun(trx, SAMPLE_CONTENT_SEED, at(0)))) {
      return { result: 'already-ran' as const, released: imageIds };
    }
    const ids = imageIds.values();
    const nextImageId = () => ids.next().value!;
    const sample = { isSample: true };

    for (const [index, item] of sampleGallery.entries()) {
      const { name, description } = item;
      // A second apart, so the newest-first gallery shows them in the order listed.
      const imageId = nextImageId();
      await insertGalleryImage(trx, {
        name,
        description,
        imageId,
        now: at(index * 1000),
        ...sample,
      });
    }
    for (const { name, role, quote } of sampleTestimonials) {
      const item = { name, role, quote, imageId: nextImageId(), now: at(0), ...sample };
      await testimonialRepo.insert(trx, item);
    }
    for (const { name, role, bio } of sampleLeaders) {
      await leaderRepo.insert(trx, {
        name,
        role,
        bio,
        imageId: nextImageId(),
        now: at(0),
        ...sample,
      });
    }
    const news = createNewsRepo(trx);
    for (const { ageMs, title, content } of sampleNews) {
      await news.insert({ title, content, now: at(ageMs), ...sample });
    }
    for (const [index, point] of samplePrayerPoints.entries()) {
      const display_order = (index + 1) * 10;
      await insertPrayerPoint(trx, { ...point, display_order, now: at(0), ...sample });
    }
    return { result: 'seeded' as const };
  });

  if (outcome === 'seeded') {
    log.info('created the sample content (remove it with DELETE /api/sample-content)');
  }
  return outcome;
}
