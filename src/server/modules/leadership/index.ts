import fp from 'fastify-plugin';
import { leadershipRoutes } from './routes.ts';
import { createLeaderService } from './service.ts';

export { createLeaderRepo } from './repo.ts';

/** The leadership grid on Who We Are: read by anyone, written by the admin. */
export const leadershipModule = fp(
  async (app) => {
    const leaders = createLeaderService({ ...app.deps, log: app.log });
    await app.register(leadershipRoutes, { prefix: '/api', leaders });
  },
  { name: 'leadership', dependencies: ['sessions', 'content-versions'] },
);
