import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventSpotsSchema } from '#shared/schemas/tickets.ts';
import { parseInput } from '../../lib/validation.ts';
import { createEventsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The events with their live spots left, and the admin's change of the spots. */
export async function eventRoutes(app: FastifyInstance) {
  const events = createEventsService(app.deps.db, app.deps.clock);
  await events.ensureRows();

  app.get('/events', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { events: await events.list() };
  });

  app.get('/events/:id', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { event: await events.get(parseInput(idParams, request.params).id) };
  });

  app.put('/admin/events/:id/spots', { preHandler: app.requireAdmin }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { spotsLeft } = parseInput(eventSpotsSchema, request.body);
    const event = await events.setSpots(id, spotsLeft);
    request.log.info({ eventId: id, spotsLeft, adminId: request.adminId }, 'event spots changed');
    return { event };
  });
}
