import fp from 'fastify-plugin';
import { eventRoutes } from './routes.ts';
import { createEventsService } from './service.ts';

export { createEventsRepo } from './repo.ts';
export {
  createEventsService,
  EVENT_NOT_FOUND,
  type EventsService,
} from './service.ts';
export { newEventRow } from './views.ts';

/** The events: published ones for visitors, all of them for the admin to manage. */
export const eventsModule = fp(
  async (app) => {
    const events = createEventsService({ ...app.deps, log: app.log });
    await app.register(eventRoutes, { prefix: '/api', events });
  },
  { name: 'events', dependencies: ['sessions', 'content-versions'] },
);
