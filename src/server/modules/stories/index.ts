import fp from 'fastify-plugin';
import { storyRoutes } from './routes.ts';
import { createStoriesService } from './service.ts';

export { createStoriesRepo } from './repo.ts';
export { createStoriesService, STORY_NOT_FOUND } from './service.ts';

/** Stories: published ones read by anyone, all of them written by the admin. */
export const storiesModule = fp(
  async (app) => {
    const stories = createStoriesService({ ...app.deps, log: app.log });
    await app.register(storyRoutes, { prefix: '/api', stories });
  },
  { name: 'stories', dependencies: ['sessions', 'content-versions'] },
);
