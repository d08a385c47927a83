import { msg } from '@lingui/core/macro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '#shared/schemas/content.ts';
import {
  adminEventListResponseSchema,
  adminEventResponseSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListResponseSchema,
  eventPatchSchema,
  eventResponseSchema,
} from '#shared/schemas/events.ts';
import { eventSpotsSchema } from '#shared/schemas/tickets.ts';
import { readImageForm, registerImageUploads } from '../../images/index.ts';
import { stockholmDayOf } from '../../lib/clock.ts';
import { localizedError } from '../../lib/http-error.ts';
import { visitorOf } from '../../plugins/content-reader.ts';
import { publicAnswers } from '../../plugins/public-answers.ts';
import type { EventsService } from './service.ts';

/**
 * The public events (published; the list without past ones) and the admin's management of
 * them. Every change raises the 'events' content version, so pages showing events are redone.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (
  app,
  { events },
) => {
  await registerImageUploads(app);
  publicRoutes(app, events);
  adminRoutes(app, events);
  imageAndSpotsRoutes(app, events);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

function publicRoutes(app: App, events: EventsService) {
  // Past events leave the list when the day in Stockholm changes.
  const answer = publicAnswers(app, ['events'], { alsoVersion: stockholmDayOf(app.deps.clock) });
  app.get(
    '/events',
    { schema: { response: { 200: eventListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const reader = visitorOf(request, reply);
      return answer(request, reply, reader, async () => ({ events: await events.list(reader) }));
    },
  );

  app.get(
    '/events/:id',
    { schema: { params: eventIdParamsSchema, response: { 200: eventResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { event: await events.get(request.params.id, visitorOf(request, reply)) };
    },
  );
}

function adminRoutes(app: App, events: EventsService) {
  const admin = { onRequest: app.requireAdmin };
  const changed = () => app.contentChanged('events');

  app.get(
    '/admin/events',
    { ...admin, schema: { response: { 200: adminEventListResponseSchema } } },
    async () => ({ events: await events.adminList() }),
  );

  app.post(
    '/admin/events',
    { ...admin, schema: { body: eventInputSchema, response: { 201: adminEventResponseSchema } } },
    async (request, reply) => {
      const event = await events.create(request.body);
      await changed();
      request.log.info({ eventId: event.id, adminId: request.adminId }, 'event created');
      return reply.status(201).send({ event });
    },
  );

  app.patch(
    '/admin/events/:id',
    {
      ...admin,
      schema: {
        params: eventIdParamsSchema,
        body: eventPatchSchema,
        response: { 200: adminEventResponseSchema },
      },
    },
    async (request) => {
      const event = await events.update(request.params.id, request.body);
      await changed();
      return { event };
    },
  );

  app.delete(
    '/admin/events/:id',
    { ...admin, schema: { params: eventIdParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await events.remove(request.params.id);
      await changed();
      request.log.info({ eventId: request.params.id, adminId: request.adminId }, 'event deleted');
      return { success: true as const };
    },
  );
}

function imageAndSpotsRoutes(app: App, events: EventsService) {
  const admin = { onRequest: app.requireAdmin };
  const changed = () => app.contentChanged('events');

  // The image: a multipart form with the file in `image` (re-encoded, metadata stripped).
  app.put(
    '/admin/events/:id/image',
    {
      ...admin,
      schema: { params: eventIdParamsSchema, response: { 200: adminEventResponseSchema } },
    },
    async (request) => {
      const { image } = await readImageForm(request);
      if (!image) throw localizedError(400, msg`Please choose an image to upload.`, 'image');
      const event = await events.setImage(request.params.id, image.data);
      await changed();
      return { event };
    },
  );

  app.delete(
    '/admin/events/:id/image',
    {
      ...admin,
      schema: { params: eventIdParamsSchema, response: { 200: adminEventResponseSchema } },
    },
    async (request) => {
      const event = await events.setImage(request.params.id, null);
      await changed();
      return { event };
    },
  );

  app.put(
    '/admin/events/:id/spots',
    {
      ...admin,
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
      await changed();
      request.log.info({ eventId: id, spotsLeft, adminId: request.adminId }, 'event spots changed');
      return { event };
    },
  );
}
