import fp from 'fastify-plugin';
import { overviewRoutes } from './routes.ts';
import { createOverviewService } from './service.ts';

/** The admin dashboard's overview: gifts, appeals, fundraisers, messages, applications, e-mails. */
export const overviewModule = fp(
  async (app) => {
    await app.register(overviewRoutes, {
      prefix: '/api',
      overview: createOverviewService(app.deps),
    });
  },
  { name: 'overview', dependencies: ['sessions'] },
);
