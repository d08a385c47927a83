import fp from 'fastify-plugin';
import { volunteerRoutes } from './routes.ts';
import { createVolunteerService } from './service.ts';

export { volunteerApplicationsData, volunteerRecordsData } from './personal-data.ts';

/** The volunteer form's applications and the admin's own list of volunteers. */
export const volunteersModule = fp(
  async (app) => {
    await app.register(volunteerRoutes, {
      prefix: '/api',
      volunteers: createVolunteerService(app.deps),
    });
  },
  { name: 'volunteers', dependencies: ['sessions', 'challenge', 'rate-limits'] },
);
