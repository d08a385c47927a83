import fp from 'fastify-plugin';
import { newsRoutes } from './routes.ts';
import { createNewsService } from './service.ts';

export { createNewsRepo } from './repo.ts';

/** The news feed on Home: read by anyone, written by the admin. */
export const newsModule = fp(
  async (app) => {
    await app.register(newsRoutes, { prefix: '/api', news: createNewsService(app.deps) });
  },
  { name: 'news', dependencies: ['sessions', 'content-versions'] },
);
