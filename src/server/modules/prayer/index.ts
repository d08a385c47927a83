import fp from 'fastify-plugin';
import { prayerRoutes } from './routes.ts';
import { createPrayerService } from './service.ts';

export { createPrayerRepo } from './repo.ts';

/** The prayer points: prayed for by anyone, written by the admin. */
export const prayerModule = fp(
  async (app) => {
    await app.register(prayerRoutes, {
      prefix: '/api',
      prayer: createPrayerService({ ...app.deps, limits: app.limits }),
    });
  },
  { name: 'prayer', dependencies: ['sessions', 'rate-limits', 'content-versions'] },
);
