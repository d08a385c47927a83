import type { Leader } from '#shared/schemas/content.ts';
import { createOptionalImageItems, type ImageDeps } from '../../images/index.ts';
import { createLeaderRepo, type LeaderFields } from './repo.ts';

/** The leadership grid, in the order they were added; each may have a portrait. */
export function createLeaderService(deps: ImageDeps) {
  return createOptionalImageItems<LeaderFields, Leader>(deps, {
    repo: createLeaderRepo,
    notFoundMessage: 'No leader with that id.',
    toView(row, images): Leader {
      const { url, ...image } = images.optionalView(row);
      return { id: row.id, name: row.name, role: row.role, bio: row.bio, url, ...image };
    },
  });
}

export type LeaderService = ReturnType<typeof createLeaderService>;
