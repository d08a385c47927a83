import { createImageService, type ImageDeps } from '../../images/index.ts';
import { createSampleContentRepo } from './repo.ts';

/** The sample content a fresh install starts with, as the admin sees and removes it. */
export function createSampleContentService(deps: ImageDeps) {
  const images = createImageService(deps);
  return {
    counts: () => createSampleContentRepo(deps.db).countSamples(),

    /** Removes every sample row and its images; answers how many went per table. */
    removeAll: () =>
      images.write([], async (trx) => {
        const { removed, imageIds } = await createSampleContentRepo(trx).deleteSamples();
        return { result: removed, released: imageIds };
      }),
  };
}

export type SampleContentService = ReturnType<typeof createSampleContentService>;
