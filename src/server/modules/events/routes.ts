import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventIdParamsSchema,
  eventListResponseSchema,
  eventResponseSchema,
} from '#shared/schemas/events.ts';
import { eventSpotsSchema } from '#shared/schemas/tickets.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import type { EventsService } from './service.ts';

/** The events with their live spots left, and the admin's change of the spots. */
export const eventRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (
  app,
  { events },
) => {
  raisesTopics(app, ['events']);
  app.get(
    '/events',
    { schema: { response: { 200: eventListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { events: await events.list() };
    },
  );

  app.get(
    '/events/:id',
    { schema: { params: eventIdParamsSchema, response: { 200: eventResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { event: await events.get(request.params.id) };
    },
  );

  app.put(
    '/admin/events/:id/spots',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: eventIdParamsSchema,
        body: eventSpotsSchema,
        response: { 200: eventResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { spotsLeft } = request.body;
      const event = await events.setSpots(id, spotsLeft);
      request.log.info({ eventId: id, spotsLeft, adminId: request.adminId }, 'event spots changed');
      return { event };
    },
  );
};
