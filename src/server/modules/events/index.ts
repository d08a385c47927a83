import fp from 'fastify-plugin';
import { eventRoutes } from './routes.ts';
import { createEventsService } from './service.ts';

export { createEventsRepo } from './repo.ts';
export { EVENT_NOT_FOUND } from './service.ts';

/** The built-in events with their live spots left; the admin can change the spots. */
export const eventsModule = fp(
  async (app) => {
    const events = createEventsService(app.deps);
    await events.ensureRows();
    await app.register(eventRoutes, { prefix: '/api', events });
  },
  { name: 'events', dependencies: ['sessions'] },
);
